import { z } from 'zod';
import { newPassword, plainText, REQUIRED } from './common.ts';

/** One signed-in session, as Settings → Security lists it. */
export const SessionView = z.object({
  id: z.uuid(),
  device: z.string(),
  browser: z.string(),
  /** When the session was last used; approximate (written at most every few minutes). */
  lastUsedAt: z.iso.datetime(),
  createdAt: z.iso.datetime(),
  /** The session this request was made with. */
  current: z.boolean(),
});
export type SessionView = z.infer<typeof SessionView>;

export const SessionList = z.object({ sessions: z.array(SessionView) });
export type SessionList = z.infer<typeof SessionList>;

export const SessionIdParams = z.strictObject({ id: z.uuid('is not a valid session id') });

export const SignOutOthersAnswer = z.object({
  message: z.string(),
  /** How many sessions were ended. */
  signedOut: z.number().int(),
});

/** Changing the password while signed in: the current one proves it is the owner. */
export const ChangePasswordInput = z.strictObject({
  currentPassword: plainText(REQUIRED).min(1, REQUIRED).max(128, 'must be at most 128 characters'),
  password: newPassword,
});
export type ChangePasswordInput = z.infer<typeof ChangePasswordInput>;

/** The form also asks for the new password twice. */
export const ChangePasswordForm = ChangePasswordInput.extend({
  confirm: z.string({ error: REQUIRED }).min(1, REQUIRED),
}).refine((v) => v.password === v.confirm, { path: ['confirm'], message: 'does not match' });
export type ChangePasswordForm = z.infer<typeof ChangePasswordForm>;
