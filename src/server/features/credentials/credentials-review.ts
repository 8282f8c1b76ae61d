import {
  credentialKindKeys,
  expiryRequired,
  formatCalendarDate,
  suggestedExpiry,
} from '#shared/domain/credentials.ts';
import { torontoDay } from '#shared/domain/toronto-time.ts';
import type {
  ApproveCredentialInput,
  PendingCredential,
  RejectCredentialInput,
} from '#shared/schemas/credentials.ts';
import { recordAudit } from '../../audit/audit-log.ts';
import { AppError } from '../../app-error.ts';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/open-db.ts';
import { sendBrandedEmail } from '../../integrations/email/send-branded-email.ts';
import {
  listPendingCredentials,
  lockCredential,
  recordCredentialDecision,
} from './credentials.queries.ts';
import { credentialView } from './credentials.service.ts';

/** The admin console's queue: every proof waiting, the oldest first. */
export async function listCredentialQueue(ctx: AppContext) {
  const rows = await listPendingCredentials(ctx.db);
  const credentials: PendingCredential[] = rows.map(({ credential, firstName, lastName }) => ({
    ...credentialView(credential),
    artistId: credential.userId,
    artistName: `${firstName} ${lastName}`,
    suggestedExpiry: suggestedExpiry(credential.kind, credential),
  }));
  return { credentials };
}

/** The pending proof, locked for the decision; a decided one is a conflict, not a redo. */
async function lockPending(tx: Db, id: string) {
  const row = await lockCredential(tx, id);
  if (!row) throw new AppError('not_found', 'This credential does not exist.');
  if (row.credential.state !== 'pending') {
    throw new AppError('conflict', 'This credential has already been checked.');
  }
  return row;
}

const invalid = (field: string, message: string) =>
  new AppError('validation', 'Please check the highlighted fields.', { [field]: message });

/** Approve, with the expiry the admin read on the proof (a badge shows until then). */
export async function approveCredential(
  ctx: AppContext,
  adminId: string,
  id: string,
  input: ApproveCredentialInput,
  now = new Date(),
) {
  const row = await ctx.db.transaction(async (tx) => {
    const found = await lockPending(tx, id);
    const { kind } = found.credential;
    if (input.expiresOn === null && expiryRequired(kind)) throw invalid('expiresOn', 'is required');
    if (input.expiresOn !== null && input.expiresOn < torontoDay(now))
      throw invalid('expiresOn', 'must not be in the past');
    await recordCredentialDecision(tx, id, {
      state: 'approved',
      expiresOn: input.expiresOn,
      reviewedBy: adminId,
      reviewedAt: now,
    });
    await recordAudit(tx, {
      actorId: adminId,
      action: 'approve-credential',
      targetUserId: found.credential.userId,
      subjectId: id,
      details: { kind, expiresOn: input.expiresOn },
    });
    await sendBrandedEmail({ ...ctx, db: tx }, { to: found.email }, (t, locale) => ({
      subject: t('email.credentialApproved.subject', { kind: t(credentialKindKeys[kind]) }),
      heading: t('email.credentialApproved.heading', { name: found.firstName }),
      paragraphs: [
        input.expiresOn
          ? t('email.credentialApproved.until', {
              kind: t(credentialKindKeys[kind]),
              date: formatCalendarDate(input.expiresOn, locale),
            })
          : t('email.credentialApproved.body', { kind: t(credentialKindKeys[kind]) }),
      ],
      action: { label: t('email.credentials.action'), path: '/settings/credentials' },
    }));
    return found;
  });
  return { message: `${row.firstName}'s credential is approved` };
}

/** Reject, with the reason, which the artist reads by e-mail in her language. */
export async function rejectCredential(
  ctx: AppContext,
  adminId: string,
  id: string,
  input: RejectCredentialInput,
  now = new Date(),
) {
  const row = await ctx.db.transaction(async (tx) => {
    const found = await lockPending(tx, id);
    const { kind, userId } = found.credential;
    await recordCredentialDecision(tx, id, {
      state: 'rejected',
      rejectReason: input.reason,
      reviewedBy: adminId,
      reviewedAt: now,
    });
    await recordAudit(tx, {
      actorId: adminId,
      action: 'reject-credential',
      targetUserId: userId,
      subjectId: id,
      reason: input.reason,
    });
    await sendBrandedEmail({ ...ctx, db: tx }, { to: found.email }, (t) => ({
      subject: t('email.credentialRejected.subject', { kind: t(credentialKindKeys[kind]) }),
      heading: t('email.credentialRejected.heading', { name: found.firstName }),
      paragraphs: [
        t('email.credentialRejected.body', { kind: t(credentialKindKeys[kind]) }),
        input.reason,
        t('email.credentialRejected.again'),
      ],
      action: { label: t('email.credentials.action'), path: '/settings/credentials' },
    }));
    return found;
  });
  return { message: `${row.firstName} has been told why` };
}
