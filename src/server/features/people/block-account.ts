import { PRODUCT_NAME } from '#shared/brand.ts';
import { keepAnAdmin } from '../../accounts/account-guards.ts';
import { recordAudit } from '../../audit/audit-log.ts';
import { AppError } from '../../app-error.ts';
import type { AppContext } from '../../context.ts';
import { revokeAllSessions } from '../../http/sessions.ts';
import { sendBrandedEmail } from '../../integrations/email/send-branded-email.ts';
import { queues, TRANSACTIONAL_JOB_ATTEMPTS } from '../../jobs/jobs.ts';
import { enqueue } from '../../jobs/queue.ts';
import { lockAccount, setBlocked } from './people.queries.ts';

const unknownUser = () => new AppError('not_found', 'This user does not exist.');

/**
 * Blocks an account (admin): it cannot sign in, every session ends now, an artist leaves the
 * search, home and their profile page (the search triggers drop blocked accounts), and a job
 * queued in the same transaction calls off their open requests and upcoming bookings.
 */
export async function blockAccount(
  ctx: AppContext,
  adminId: string,
  userId: string,
  reason: string,
) {
  if (userId === adminId) throw new AppError('conflict', 'You cannot block your own account.');
  const blocked = await ctx.db.transaction(async (tx) => {
    const user = await lockAccount(tx, userId);
    if (!user) throw unknownUser();
    if (user.blockedAt) return null;
    if (user.role === 'Admin') await keepAnAdmin(tx, userId);
    await setBlocked(tx, userId, true);
    await revokeAllSessions(tx, userId);
    await enqueue(
      tx,
      queues.closeBookings,
      [{ userId, why: 'blocked' }],
      TRANSACTIONAL_JOB_ATTEMPTS,
    );
    await enqueue(tx, queues.leaveEvents, [{ userId, why: 'blocked' }], TRANSACTIONAL_JOB_ATTEMPTS);
    await recordAudit(tx, { actorId: adminId, action: 'block', targetUserId: userId, reason });
    return user;
  });
  if (!blocked) return { message: 'This account was already blocked' };
  await sendBrandedEmail(ctx, { to: blocked.email }, (t) => ({
    subject: t('email.blocked.subject', { product: PRODUCT_NAME }),
    heading: t('email.blocked.heading', { name: blocked.firstName }),
    paragraphs: [t('email.blocked.body', { product: PRODUCT_NAME }), t('email.blocked.mistake')],
    action: { label: t('email.blocked.action'), path: '/help' },
  }));
  return { message: 'The account is blocked' };
}

/** Lifts a block (admin): the person can sign in again; called-off bookings stay called off. */
export async function unblockAccount(
  ctx: AppContext,
  adminId: string,
  userId: string,
  reason: string | undefined,
) {
  const changed = await ctx.db.transaction(async (tx) => {
    const user = await lockAccount(tx, userId);
    if (!user) throw unknownUser();
    if (!user.blockedAt) return null;
    await setBlocked(tx, userId, false);
    await recordAudit(tx, {
      actorId: adminId,
      action: 'unblock',
      targetUserId: userId,
      reason: reason ?? null,
    });
    return user;
  });
  if (!changed) return { message: 'This account was not blocked' };
  await sendBrandedEmail(ctx, { to: changed.email }, (t) => ({
    subject: t('email.unblocked.subject', { product: PRODUCT_NAME }),
    heading: t('email.unblocked.heading', { name: changed.firstName }),
    paragraphs: [t('email.unblocked.body', { product: PRODUCT_NAME })],
    action: { label: t('email.unblocked.action'), path: '/login' },
  }));
  return { message: 'The account is unblocked' };
}
