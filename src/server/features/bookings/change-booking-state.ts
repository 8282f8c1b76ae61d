import {
  findTransition,
  generateBookingCode,
  type BookingState,
  type BookingTransition,
} from '#shared/domain/bookings.ts';
import { reasonsFor } from '#shared/domain/booking-reasons.ts';
import { customerCancellationPercent } from '#shared/domain/cancellation.ts';
import { LATE_DECLINE_HOURS } from '#shared/domain/policy.ts';
import type { BookingView, ChangeStateInput } from '#shared/schemas/booking.ts';
import { announceBookingChange } from '../../db/booking-changes.ts';
import type { Db } from '../../db/open-db.ts';
import { AppError } from '../../app-error.ts';
import type { AppContext } from '../../context.ts';
import { stillFree } from '../../calendar/claim-slot.ts';
import { attemptCharge, openCharge } from '../../money/charge-booking.ts';
import { acceptedLetters, sendProposalEmails } from './booking-change-emails.ts';
import { sendTo } from './booking-email-parts.ts';
import { viewFor } from './booking-view.ts';
import {
  countPaymentsOf,
  findBookingRow,
  findPartyBooking,
  updateBookingInState,
  type BookingChange,
  type BookingRow,
} from './bookings.queries.ts';
import { bookingFellThrough } from './fell-through.ts';

/** An artist declining an accepted booking this close to it is counted for admins (docs/product.md). */
const LATE_DECLINE_MS = LATE_DECLINE_HOURS * 3_600_000;

const PAYMENT_PENDING =
  'The service was completed and its payment is pending, so this booking cannot change.';

type Change = BookingChange;

/** The columns a transition writes besides the state. */
function changeFor(t: BookingTransition, row: BookingRow, input: ChangeStateInput, now: Date) {
  const change: Change = { state: t.to, updatedAt: now };
  if (t.actor === 'artist') change.decidedAt = now;
  if (input.text) change.text = input.text;
  if (fallsThrough(t)) change.reason = input.reason ?? null;
  if (t.action === 'accept') change.bookCode = generateBookingCode();
  if (t.action === 'cancel') change.cancelledAt = now;
  if (t.action === 'decline' && t.from === 'accepted') {
    change.lateDecline = row.booking.appointmentAt.getTime() - now.getTime() < LATE_DECLINE_MS;
  }
  return change;
}

/** A party's decline or cancellation: the booking will not happen, and they say why. */
const fallsThrough = (t: BookingTransition) => t.action === 'decline' || t.action === 'cancel';

/** The reason must be one of the party's own list ("Other" with their words, the schema's). */
function checkReason(t: BookingTransition, reason: string | undefined) {
  if (!fallsThrough(t) || t.actor === 'system') return;
  if (!reasonsFor(t.actor).some((r) => r.value === reason)) {
    const message = 'Choose one of the reasons offered';
    throw new AppError('validation', message, { reason: message });
  }
}

function checkChange(
  t: BookingTransition | null,
  row: BookingRow,
  { text, slots, reason }: ChangeStateInput,
  now: Date,
) {
  if (!t) throw new AppError('forbidden', 'You cannot do this with this booking.');
  if (t.action === 'no-show') {
    throw new AppError('conflict', 'Mark a no-show from the booking, 15 minutes after its start.');
  }
  checkReason(t, reason);
  if (t.action === 'complete') {
    throw new AppError('conflict', "Complete the service with the customer's booking code.");
  }
  if (t.action === 'rebook') {
    throw new AppError('conflict', 'Book the proposed time from its link to answer the proposal.');
  }
  if (t.action === 'propose' && !text && !slots?.length) {
    const message = 'Propose another date and time.';
    throw new AppError('validation', message, { text: message });
  }
  // The expiry job runs every few minutes; a request past its deadline is already over.
  if (t.from === 'request' && t.actor === 'artist' && row.booking.respondBy <= now) {
    throw new AppError('conflict', 'This request has expired.');
  }
}

/**
 * A postponement's times must be the artist's own free slots for this booking's length (its
 * own time aside, which the proposal gives up). Answered as ISO strings, in order.
 */
async function checkProposedSlots(
  ctx: AppContext,
  row: BookingRow,
  slots: string[] | undefined,
): Promise<string[]> {
  const { booking } = row;
  const starts = [...new Set((slots ?? []).map((s) => new Date(s).toISOString()))].sort();
  const minutes = (booking.endsAt.getTime() - booking.appointmentAt.getTime()) / 60_000;
  const free = new Set(
    (
      await stillFree(
        ctx.db,
        booking.artistId,
        starts.map((s) => new Date(s)),
        minutes,
        booking.id,
      )
    ).map((d) => d.toISOString()),
  );
  const gone = starts.findIndex((s) => !free.has(s));
  if (gone >= 0) {
    const message = 'That time is not one of your free times any more — pick another';
    throw new AppError('conflict', message, { [`slots.${gone}`]: message });
  }
  return starts;
}

/**
 * POST /api/book/booking/{bookingId}/{from}: a party moves their booking along the state
 * machine. The update only applies while the booking is still in `from`, so of two changes at
 * once one wins and the other is told to reload. Money and e-mail follow the commit.
 */
export async function changeBookingState(
  ctx: AppContext,
  userId: string,
  params: { bookingId: string; from: BookingState },
  input: ChangeStateInput,
): Promise<BookingView> {
  const row = await findPartyBooking(ctx.db, params.bookingId, userId);
  if (!row) throw new AppError('not_found', 'This booking does not exist.');
  const actor = row.booking.artistId === userId ? 'artist' : 'customer';
  const transition = findTransition(params.from, input.state, actor);
  const now = new Date();
  checkChange(transition, row, input, now);
  const t = transition!;
  const proposed = t.action === 'propose' ? await checkProposedSlots(ctx, row, input.slots) : [];

  // The change and the charge it causes (a late cancellation's share) commit together: a
  // charge refused by the amount limits leaves the booking as it was.
  const percent =
    t.action === 'cancel'
      ? customerCancellationPercent(row.booking.state, row.booking.appointmentAt, now)
      : 0;
  const ending =
    t.action === 'decline'
      ? ({ by: 'artist', wasAccepted: t.from === 'accepted' } as const)
      : ({ by: 'customer' } as const);
  const change = {
    ...changeFor(t, row, input, now),
    ...(t.action === 'propose' ? { proposedSlots: proposed } : {}),
  };
  const update = async (db: Db) => {
    const changed = await updateBookingInState(db, row.booking.id, t.from, change);
    if (!changed) {
      throw new AppError('conflict', 'This booking has just changed. Please reload it.');
    }
    return changed;
  };
  // A change that needs nothing else (an artist accepting or proposing times) is one statement;
  // the others check the payment, offer alternatives, tell the waitlist or open a charge in the
  // same transaction.
  const alone = t.action !== 'cancel' && t.action !== 'decline' && t.from !== 'accepted';
  const { changed, charge } = alone
    ? { changed: await update(ctx.db), charge: null }
    : await ctx.db.transaction(async (tx) => {
        const changed = await update(tx);
        // An accepted booking with a charge has been completed by code; its payment is pending.
        if (t.from === 'accepted' && (await countPaymentsOf(tx, changed.id))) {
          throw new AppError('conflict', PAYMENT_PENDING);
        }
        if (t.action === 'decline' || t.action === 'cancel') {
          await bookingFellThrough.inTransaction(tx, [changed], ending);
        }
        if (t.action !== 'cancel') return { changed, charge: null };
        return {
          changed,
          charge: await openCharge(tx, ctx.env, changed, { kind: 'cancellation', percent }),
        };
      });
  const payment = charge?.isNew ? await attemptCharge(ctx, charge.payment.id) : null;
  // Without a charge nothing but the booking changed: the row read above, with it, is current.
  const after = charge
    ? await findBookingRow(ctx.db, row.booking.id)
    : { ...row, booking: changed };
  if (!after) throw new Error(`booking ${row.booking.id} vanished after its change`);
  const tell = async () => {
    if (t.action === 'accept') await sendTo(ctx, ...acceptedLetters(after));
    else if (t.action === 'propose') await sendProposalEmails(ctx, after);
    else if (ending.by === 'artist') await bookingFellThrough.afterCommit(ctx, after, ending);
    else if (t.action === 'cancel') {
      await bookingFellThrough.afterCommit(ctx, after, {
        by: 'customer',
        charge: { payment, percent },
      });
    }
  };
  // All after the commit and none needing another: the open pages told, the parties' e-mails
  // queued and the answer's terms read at once (one round trip rather than three).
  const [view] = await Promise.all([
    viewFor(ctx, after, userId),
    announceBookingChange(ctx.db, row.booking.id, 'booking'),
    tell(),
  ]);
  return view;
}
