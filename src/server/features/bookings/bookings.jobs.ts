import { sql } from 'drizzle-orm';
import { findTransition } from '#shared/domain/bookings.ts';
import type { AppContext } from '../../http/context.ts';
import { bookingFellThrough } from './fell-through.ts';
import { sendDueReceipts } from './booking-receipt-emails.ts';
import { sendDueReminders } from './booking-reminders.ts';
import { findBookingRow } from './bookings.queries.ts';

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
  const result: unknown = await ctx.db.execute(sql`
    update bookings set state = ${expiry.to}, decided_at = now(), updated_at = now()
    where bookings.id in (
      select due.id from bookings due
      where due.state = ${expiry.from} and due.respond_by <= now()
      order by due.respond_by
      limit ${BATCH}
      for update skip locked
    ) and bookings.state = ${expiry.from}
    returning bookings.id`);
  // Both drivers answer `execute` with `{ rows }`.
  const ids = (result as { rows: Array<{ id: string }> }).rows.map((r) => r.id);
  for (const id of ids) {
    const row = await findBookingRow(ctx.db, id);
    if (row) await bookingFellThrough(ctx, row, { by: 'system' });
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
