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
    await recordAudit(tx, { actorId: adminId, action: 'block', targetUserId: userId, reason });
    return user;
  });
  if (!blocked) return { message: 'This account was already blocked' };
  await sendBrandedEmail(
    ctx,
    { to: blocked.email, subject: `Your ${PRODUCT_NAME} account has been blocked` },
    {
      heading: `Hi ${blocked.firstName}, your account has been blocked`,
      paragraphs: [
        `Our team blocked your ${PRODUCT_NAME} account, so you can no longer sign in. Any open requests and upcoming bookings were called off, free of charge.`,
        'If you think this is a mistake, write to us from the Help Center.',
      ],
      action: { label: 'Help Center', path: '/help' },
    },
  );
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
    if (!user.blockedAt) return false;
    await setBlocked(tx, userId, false);
    await recordAudit(tx, {
      actorId: adminId,
      action: 'unblock',
      targetUserId: userId,
      reason: reason ?? null,
    });
    return true;
  });
  return { message: changed ? 'The account is unblocked' : 'This account was not blocked' };
}
