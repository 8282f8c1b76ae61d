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

/** A passkey as Settings → Security lists it (the key itself never leaves the server). */
export const PasskeyView = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.iso.datetime(),
  lastUsedAt: z.iso.datetime().nullable(),
  /** Synced across the person's devices by their password manager or platform. */
  synced: z.boolean(),
});
export type PasskeyView = z.infer<typeof PasskeyView>;
export const PasskeyList = z.object({ passkeys: z.array(PasskeyView) });
export type PasskeyList = z.infer<typeof PasskeyList>;
export const PasskeyIdParams = z.strictObject({
  id: z.string().regex(/^[A-Za-z0-9_-]{16,1366}$/, 'is not a passkey id'),
});

const base64url = (max: number) =>
  z
    .string()
    .regex(/^[A-Za-z0-9_-]*$/, 'must be base64url')
    .max(max, 'is too long');
const transports = z
  .array(z.enum(['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb']))
  .max(8);

/**
 * What the browser answers a WebAuthn ceremony with (the JSON form @simplewebauthn/browser
 * sends). Shapes only: the server verifies the contents.
 */
const credentialJson = {
  id: base64url(1366).min(16, 'is too short'),
  rawId: base64url(1366),
  type: z.literal('public-key'),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: z.record(z.string(), z.unknown()),
};
export const PasskeyRegistration = z.object({
  ...credentialJson,
  response: z.object({
    clientDataJSON: base64url(4096),
    attestationObject: base64url(16_384),
    authenticatorData: base64url(16_384).optional(),
    transports: transports.optional(),
    publicKeyAlgorithm: z.number().int().optional(),
    publicKey: base64url(4096).optional(),
  }),
});
export type PasskeyRegistration = z.infer<typeof PasskeyRegistration>;
export const PasskeyAssertion = z.object({
  ...credentialJson,
  response: z.object({
    clientDataJSON: base64url(4096),
    authenticatorData: base64url(4096),
    signature: base64url(4096),
    userHandle: base64url(256).optional(),
  }),
});
export type PasskeyAssertion = z.infer<typeof PasskeyAssertion>;

/** The options a ceremony starts from, as the server made them (passed to the browser as is). */
export const PasskeyOptions = z.looseObject({ challenge: z.string() });
export type PasskeyOptions = z.infer<typeof PasskeyOptions>;
