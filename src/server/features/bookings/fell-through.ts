import type { Db } from '../../db/open-db.ts';
import type { AppContext } from '../../context.ts';
import {
  onBookingsFellThrough,
  onTimeOpened,
  type FellThrough as EndedBooking,
} from '../../rescue/fell-through.ts';
import {
  sendCancelledEmails,
  sendDeclinedEmails,
  type CancellationCharge,
} from './booking-change-emails.ts';
import type { BookingRow } from './bookings.queries.ts';

/**
 * How a booking fell through: the artist declined (or called off, `accepted`) it, the customer
 * cancelled it, or the system declined it (a request left unanswered).
 */
export type FellThrough =
  | { by: 'artist'; wasAccepted: boolean }
  | { by: 'system' }
  | { by: 'customer'; charge: CancellationCharge };

/** The part of `FellThrough` known inside the transaction (a charge is attempted after it). */
type Ending = { by: 'artist'; wasAccepted: boolean } | { by: 'system' } | { by: 'customer' };

/**
 * The one place where bookings that will not happen are followed up. `inTransaction`, in the
 * transaction that ended them: one that fell through on the customer is recorded and offered
 * alternatives, and the freed time is told to the waitlist (the rescue hooks, decision 0035);
 * a customer's own cancellation only frees the time. `afterCommit`: both parties are e-mailed,
 * with the reason given.
 */
export const bookingFellThrough = {
  async inTransaction(tx: Db, ended: readonly EndedBooking[], how: Ending): Promise<void> {
    if (how.by === 'customer') await onTimeOpened(tx, ended);
    else if (how.by === 'system') await onBookingsFellThrough(tx, ended, 'expired');
    else await onBookingsFellThrough(tx, ended, how.wasAccepted ? 'cancelled' : 'declined');
  },
  async afterCommit(ctx: AppContext, row: BookingRow, how: FellThrough): Promise<void> {
    if (how.by === 'customer') await sendCancelledEmails(ctx, row, how.charge);
    else await sendDeclinedEmails(ctx, row, how.by);
  },
};
