import type { AppContext } from '../../http/context.ts';
import {
  sendCancelledEmails,
  sendDeclinedEmails,
  type CancellationCharge,
} from './booking-change-emails.ts';
import type { BookingRow } from './bookings.queries.ts';

/**
 * How a booking fell through, once its change has committed: the artist declined (or called
 * off) it, the customer cancelled it, or the system declined it (a request left unanswered).
 */
export type FellThrough =
  { by: 'artist' } | { by: 'system' } | { by: 'customer'; charge: CancellationCharge };

/**
 * The one place where a booking that will not happen is followed up: both parties are told,
 * with the reason given. What else a booking falling through should set off (offering the
 * customer alternatives, telling a waitlist that time opened) belongs here, after the e-mails.
 */
export async function bookingFellThrough(
  ctx: AppContext,
  row: BookingRow,
  how: FellThrough,
): Promise<void> {
  if (how.by === 'customer') await sendCancelledEmails(ctx, row, how.charge);
  else await sendDeclinedEmails(ctx, row, how.by);
}
