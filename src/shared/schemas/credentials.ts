import { z } from 'zod';
import { credentialKinds, credentialStates } from '../domain/credentials.ts';
import { requiredText } from './common.ts';

/** A calendar date as forms and the API spell it. */
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date (YYYY-MM-DD)');

/**
 * The fields sent with a credential's file (multipart): which proof it is, and its date
 * (insurance: its expiry; police check: when it was issued). The dates' rules against today
 * are `uploadDateProblem`'s, checked by the form and the server alike.
 */
export const CredentialUploadFields = z.strictObject({
  kind: z.enum(credentialKinds, { error: 'must be training, insurance or police-check' }),
  expiresOn: day.optional(),
  issuedOn: day.optional(),
});
export type CredentialUploadFields = z.infer<typeof CredentialUploadFields>;

/** One of the artist's own credentials (Settings → Credentials). */
export const CredentialView = z.object({
  id: z.uuid(),
  kind: z.enum(credentialKinds),
  state: z.enum(credentialStates),
  fileName: z.string(),
  fileType: z.string(),
  expiresOn: day.nullable(),
  issuedOn: day.nullable(),
  /** Why an admin refused it; null otherwise. */
  rejectReason: z.string().nullable(),
  uploadedAt: z.iso.datetime(),
  reviewedAt: z.iso.datetime().nullable(),
});
export type CredentialView = z.infer<typeof CredentialView>;
export const CredentialList = z.object({ credentials: z.array(CredentialView) });

/** A badge: a checked credential, and until when (null: it does not expire). */
export const CredentialBadge = z.object({
  kind: z.enum(credentialKinds),
  expiresOn: day.nullable(),
});
export type CredentialBadge = z.infer<typeof CredentialBadge>;
export const CredentialBadges = z.object({ badges: z.array(CredentialBadge) });

/** One proof waiting in the admin's queue. */
export const PendingCredential = CredentialView.extend({
  artistId: z.uuid(),
  artistName: z.string(),
  /** The expiry the admin's form starts from (the insurance's, a police check's year). */
  suggestedExpiry: day.nullable(),
});
export type PendingCredential = z.infer<typeof PendingCredential>;
export const CredentialQueue = z.object({ credentials: z.array(PendingCredential) });

export const CredentialParams = z.strictObject({ id: z.uuid('is not a valid id') });

/** Approve: with its expiry (required but for a diploma or licence; never in the past). */
export const ApproveCredentialInput = z.strictObject({ expiresOn: day.nullable() });
export type ApproveCredentialInput = z.infer<typeof ApproveCredentialInput>;

/** Reject: the reason is e-mailed to the artist. */
export const RejectCredentialInput = z.strictObject({ reason: requiredText(500) });
export type RejectCredentialInput = z.infer<typeof RejectCredentialInput>;
