import { sql } from 'drizzle-orm';
import { findTransition } from '#shared/domain/bookings.ts';
import type { AppContext } from '../../context.ts';
import { bookingFellThrough } from './fell-through.ts';
import { sendDueReceipts } from './booking-receipt-emails.ts';
import { sendDueReminders } from './booking-reminders.ts';
import { findBookingRow } from './bookings.queries.ts';

/** The system may only decline a request (the state machine says so; checked once here). */
const expiry = findTransition('request', 'declined', 'system')!;

interface ExpiredRow {
  id: string;
  customer_id: string;
  artist_id: string;
  appointment_at: string | Date;
}

/** Requests declined per run; the next run takes the rest. */
const BATCH = 200;

/**
 * Declines requests the artist left unanswered past `respond_by`, and tells both parties.
 * Conditional on the state, so an artist's answer in the same instant wins or loses cleanly;
 * SKIP LOCKED lets two instances share a backlog without waiting on each other.
 */
export async function expireRequests(ctx: AppContext): Promise<number> {
  const ids = await ctx.db.transaction(async (tx) => {
    const result: unknown = await tx.execute(sql`
    update bookings set state = ${expiry.to}, decided_at = now(), updated_at = now()
    where bookings.id in (
      select due.id from bookings due
      where due.state = ${expiry.from} and due.respond_by <= now()
      order by due.respond_by
      limit ${BATCH}
      for update skip locked
    ) and bookings.state = ${expiry.from}
    returning bookings.id, customer_id, artist_id, appointment_at`);
    // Both drivers answer `execute` with `{ rows }`.
    const rows = (result as { rows: ExpiredRow[] }).rows.map((r) => ({
      id: r.id,
      customerId: r.customer_id,
      artistId: r.artist_id,
      appointmentAt: new Date(r.appointment_at),
    }));
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
