import { findTransition } from '#shared/domain/bookings.ts';
import type { AppContext } from '../../context.ts';
import { bookingFellThrough } from './fell-through.ts';
import { sendDueReceipts } from './booking-receipt-emails.ts';
import { sendDueReminders } from './booking-reminders.ts';
import { declineExpiredRequests, findBookingRow } from './bookings.queries.ts';

/** The system may only decline a request (the state machine says so; checked once here). */
const expiry = findTransition('request', 'declined', 'system')!;

/** Requests declined per run; the next run takes the rest. */
const BATCH = 200;

/**
 * Declines requests the artist left unanswered past `respond_by`, and tells both parties.
 * Conditional on the state, so an artist's answer in the same instant wins or loses cleanly;
 * SKIP LOCKED lets two instances share a backlog without waiting on each other.
 */
export async function expireRequests(ctx: AppContext): Promise<number> {
  const ids = await ctx.db.transaction(async (tx) => {
    const rows = await declineExpiredRequests(tx, expiry, BATCH);
    // In the same transaction: a restart between the two neither loses nor repeats the offer.
    await bookingFellThrough.inTransaction(tx, rows, { by: 'system' });
    return rows.map((r) => r.id);
  });
  for (const id of ids) {
    const row = await findBookingRow(ctx.db, id);
    if (row) await bookingFellThrough.afterCommit(ctx, row, { by: 'system' });
  }
  if (ids.length > 0) ctx.log.info({ count: ids.length }, 'unanswered booking requests declined');
  return ids.length;
}

/**
 * Every 5 minutes, so a request is declined at most 5 minutes after its deadline; every
 * minute, the receipts of bookings a late payment answer completed; every 5 minutes, the
 * reminders that are due.
 */
export async function scheduleBookingJobs(ctx: AppContext): Promise<void> {
  await ctx.jobs.every('bookings-expire', '*/5 * * * *', async () => {
    await expireRequests(ctx);
  });
  await ctx.jobs.every('bookings-receipts', '* * * * *', () => sendDueReceipts(ctx));
  await ctx.jobs.every('bookings-reminders', '*/5 * * * *', async () => {
    await sendDueReminders(ctx);
  });
}
