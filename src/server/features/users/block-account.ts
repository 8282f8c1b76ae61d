import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { PRODUCT_NAME } from '#shared/brand.ts';
import { recordAudit } from '../../audit/audit-log.ts';
import type { Db } from '../../db/open-db.ts';
import { users } from '../../db/schema/index.ts';
import { AppError } from '../../app-error.ts';
import type { AppContext } from '../../context.ts';
import { revokeAllSessions } from '../../http/sessions.ts';
import { sendBrandedEmail } from '../../integrations/email/send-branded-email.ts';
import { queues, TRANSACTIONAL_JOB_ATTEMPTS } from '../../jobs/jobs.ts';
import { enqueue } from '../../jobs/queue.ts';

/** What a blocked person is told when they try to sign in (issue 16). */
export const BLOCKED_MESSAGE = 'This account is blocked — contact support';

const unknownUser = () => new AppError('not_found', 'This user does not exist.');

/** The live account, locked for the change. */
async function lockAccount(tx: Db, userId: string) {
  const [row] = await tx
    .select({
      id: users.id,
      role: users.role,
      email: users.email,
      firstName: users.firstName,
      blockedAt: users.blockedAt,
    })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .for('update');
  return row ?? null;
}

/**
 * Refuses to take away the last admin who can still sign in. The admins' rows are locked, so
 * two admins blocking or deleting each other at once cannot both succeed.
 */
export async function keepAnAdmin(tx: Db, userId: string): Promise<void> {
  const others = await tx
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.role, 'Admin'),
        isNull(users.blockedAt),
        isNull(users.deletedAt),
        ne(users.id, userId),
      ),
    )
    .for('update');
  if (others.length === 0) {
    throw new AppError('conflict', 'This is the last admin: make another admin first.');
  }
}

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
    await tx
      .update(users)
      .set({ blockedAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(users.id, userId));
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
    await tx
      .update(users)
      .set({ blockedAt: null, updatedAt: sql`now()` })
      .where(eq(users.id, userId));
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
