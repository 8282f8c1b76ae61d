import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { generateBookingCode, requestDeadline } from '#shared/domain/bookings.ts';
import { formatCents } from '#shared/domain/money.ts';
import type { CreateBookingAnswer, CreateBookingInput } from '#shared/schemas/booking.ts';
import type { Db } from '../../db/open-db.ts';
import { isExclusionViolation, violates } from '../../db/pg-errors.ts';
import { withRetries } from '../../db/retry.ts';
import { claimSlot, EVENT_HELD, SLOT_TAKEN } from '../../calendar/claim-slot.ts';
import { AppError } from '../../app-error.ts';
import type { AppContext } from '../../context.ts';
import { acceptedLetters, requestLetters } from './booking-change-emails.ts';
import { emailsOf } from './booking-email-parts.ts';
import { newBookingRow, type BookingRow } from './bookings.queries.ts';
import { bookableArtist, priceOrder } from './checkout.ts';
import {
  findBookingByKey,
  insertBooking,
  markProposalBooked,
  readCheckout,
} from './checkout.queries.ts';
import { bookingPlace, type BookingPlace } from './booking-place.ts';
import { checkPatchTest } from './patch-test-check.ts';

type Input = z.output<typeof CreateBookingInput>;
type Answer = z.output<typeof CreateBookingAnswer>;
/** What a placed order answers with. */
type Placed = Pick<Booking, 'id' | 'totalCents' | 'state'>;
type Booking = BookingRow['booking'];

const DAY = 86_400_000;
/** How far ahead a booking may be made. */
const MAX_DAYS_AHEAD = 365;
/**
 * Readings of the artist's calendar a booking is decided on, when other bookings of the same
 * artist keep being made between one reading and the writing.
 */
const CALENDAR_ATTEMPTS = 10;
const CALENDAR_BUSY = 'Many bookings are being made with this artist right now. Please try again.';

const answerOf = (b: Placed): Answer => [{ _id: b.id, totalValue: b.totalCents, state: b.state }];

/** A repeat of a checkout that was already placed answers with the booking it made. */
function repeatAnswer(existing: Placed & { artistId: string }, artistId: string) {
  if (existing.artistId !== artistId) {
    throw new AppError('conflict', 'This order was already placed with another artist.');
  }
  return answerOf(existing);
}

function checkAppointment(appointmentAt: Date, now: Date) {
  if (appointmentAt.getTime() <= now.getTime()) {
    const message = 'Choose a date and time in the future.';
    throw new AppError('validation', message, { appointmentAt: message });
  }
  if (appointmentAt.getTime() > now.getTime() + MAX_DAYS_AHEAD * DAY) {
    const message = 'Choose a date within the next 12 months.';
    throw new AppError('validation', message, { appointmentAt: message });
  }
}

/** The booking as it is stored, every column: its e-mails are made before it is written. */
function newBooking(made: {
  id: string;
  customerId: string;
  artistId: string;
  input: Input;
  appointmentAt: Date;
  order: ReturnType<typeof priceOrder>;
  slot: Awaited<ReturnType<typeof claimSlot>>;
  visit: BookingPlace;
  now: Date;
  /** Accepted as it is made: the artist proposed this very time herself. */
  proposed: boolean;
}): Booking {
  const { input, appointmentAt, order, slot, now, visit } = made;
  const accepted = slot.instantBook || made.proposed;
  return {
    id: made.id,
    customerId: made.customerId,
    artistId: made.artistId,
    // Instant book, or a time the artist proposed: accepted at once, with its code, as the
    // artist would.
    state: accepted ? 'accepted' : 'request',
    appointmentAt,
    endsAt: new Date(appointmentAt.getTime() + order.minutes * 60_000),
    busyFrom: slot.busyFrom,
    busyUntil: slot.busyUntil,
    services: order.lines,
    ...order.price,
    gatewayCardId: input.stripeCardId,
    place: input.place,
    street: input.place === 'toHome' ? (input.street ?? null) : null,
    descriptionAddress: input.descriptionAddress || null,
    placeLat: visit.place?.lat ?? null,
    placeLng: visit.place?.lng ?? null,
    placePostalArea: visit.place?.postalArea ?? null,
    placeUnit: visit.unit,
    placeBuzzer: visit.buzzer,
    travelFeeCents: visit.travelFeeCents,
    text: null,
    reason: null,
    noShowAt: null,
    noShowDisputedAt: null,
    noShowSettlement: null,
    noShowSettledAt: null,
    bookCode: accepted ? generateBookingCode() : null,
    codeAttempts: 0,
    codeLockedUntil: null,
    idempotencyKey: input.idempotencyKey,
    // The request's time and its deadline from the same clock.
    respondBy: requestDeadline(now, appointmentAt),
    proposedSlots: null,
    rebookedFrom: input.rebookedFrom ?? null,
    calendarVersion: slot.calendarVersion,
    decidedAt: accepted ? now : null,
    lateDecline: false,
    completedAt: null,
    receiptSentAt: null,
    cancelledAt: null,
    remindedDayBeforeAt: null,
    remindedSoonAt: null,
    createdAt: now,
    updatedAt: now,
  };
}

/**
 * POST /api/book/create-book/{artistId}: the customer's order becomes a request. The server
 * prices it; a total the customer did not see is refused. One idempotency key makes one
 * booking, even when the same checkout arrives twice at once (the unique key decides).
 */
export async function createBooking(
  ctx: AppContext,
  customerId: string,
  artistId: string,
  input: Input,
  /** Booking a time the artist proposed (book-proposal.ts): accepted at once. */
  options: { proposed?: boolean } = {},
): Promise<Answer> {
  const checkout = await readCheckout(ctx.db, {
    customerId,
    artistId,
    idempotencyKey: input.idempotencyKey,
    serviceIds: input.services.map((s) => s.serviceId),
    cardId: input.stripeCardId,
  });
  if (checkout.earlier) return repeatAnswer(checkout.earlier, artistId);

  const now = new Date();
  const appointmentAt = new Date(input.appointmentAt);
  checkAppointment(appointmentAt, now);
  if (customerId === artistId) {
    throw new AppError('bad_request', 'You cannot book your own services.');
  }
  const artist = bookableArtist(checkout.artist);
  if (
    (input.place === 'toHome' && !artist.delivery) ||
    (input.place === 'artistSite' && !artist.place)
  ) {
    const message = 'This artist does not offer this place of service.';
    throw new AppError('validation', message, { place: message });
  }
  const visit = bookingPlace(input, artist);
  const order = priceOrder(
    ctx.env,
    checkout.services,
    input.services,
    artist.hstNumber,
    visit.travelFeeCents,
  );
  const { price, minutes } = order;
  if (price.totalCents !== input.expectedTotalCents) {
    throw new AppError(
      'conflict',
      `The prices have changed: this order now comes to ${formatCents(price.totalCents)}. Please review your order.`,
    );
  }
  if (!checkout.cardId) throw new AppError('not_found', 'This card is not among your saved cards.');
  if (checkout.services.some((s) => s.needsPatchTest)) {
    await checkPatchTest(ctx.db, {
      customerId,
      artistId,
      artistName: artist.party.firstName,
      appointmentAt,
    });
  }

  const { customer } = checkout;
  const parties = {
    artist: artist.party,
    customer: {
      ...customer.party,
      mobileNumber: customer.mobileVerified ? customer.party.mobileNumber : input.userPhone,
    },
    studioStreet: artist.studioStreet,
    studioPostalCode: artist.studioPostalCode,
  };
  const id = randomUUID();
  // Another booking of this artist made since the calendar was read (the version), or a
  // deadlock with one: decide again on a fresh reading, a bounded number of times.
  return withRetries(
    async () => {
      let slot;
      try {
        slot = await claimSlot(ctx.db, artistId, appointmentAt, minutes, now, visit.place);
      } catch (error) {
        // A twin of this checkout that came first took this very time.
        const twin = await findBookingByKey(ctx.db, customerId, input.idempotencyKey);
        if (twin) return repeatAnswer(twin, artistId);
        throw error;
      }
      const booking = newBooking({
        id,
        customerId,
        artistId,
        input,
        appointmentAt,
        order,
        slot,
        visit,
        now,
        proposed: options.proposed === true,
      });
      const row = newBookingRow(booking, parties);
      const written = await writeBooking(ctx, row, input.userPhone).catch((error: unknown) => {
        // The database refused an overlapping time (the constraint is the last word), or an
        // event's hold committed on it meanwhile (migration 0033).
        if (violates(error, 'calendar_booking_event_overlap')) {
          throw new AppError('conflict', EVENT_HELD, { appointmentAt: EVENT_HELD });
        }
        if (isExclusionViolation(error)) {
          throw new AppError('conflict', SLOT_TAKEN, { appointmentAt: SLOT_TAKEN });
        }
        throw error;
      });
      if (written) return answerOf(booking);
      // A twin of this checkout was written first: the unique key kept this one out.
      const twin = await findBookingByKey(ctx.db, customerId, input.idempotencyKey);
      if (!twin) throw new Error('idempotency conflict without a booking');
      return repeatAnswer(twin, artistId);
    },
    {
      attempts: CALENDAR_ATTEMPTS,
      retryOn: (error) => violates(error, 'bookings_artist_calendar_version'),
      busyMessage: CALENDAR_BUSY,
    },
  );
}

/**
 * Writes the booking with its phone and e-mails (`writeBookingQuery`); with the proposal it was
 * booked from, in a transaction that marks the proposal booked. False when a twin of the
 * checkout was written first.
 */
async function writeBooking(ctx: AppContext, row: BookingRow, phone: string): Promise<boolean> {
  const { booking } = row;
  const { rebookedFrom, customerId, artistId } = booking;
  // A proposed time booked is accepted as the artist's own answer, not as an instant booking.
  const letters =
    booking.state === 'accepted' ? acceptedLetters(row, !rebookedFrom) : requestLetters(row);
  const emails = JSON.stringify(emailsOf(ctx, letters));
  const write = async (db: Db) => {
    const written = await insertBooking(db, booking, phone, emails);
    await ctx.jobs.emailsQueued(db);
    return written;
  };
  if (!rebookedFrom) return write(ctx.db);
  return ctx.db.transaction(async (tx) => {
    if (!(await write(tx))) return false;
    const proposal = await markProposalBooked(tx, { id: rebookedFrom, customerId, artistId });
    if (!proposal) throw new AppError('conflict', 'This proposal can no longer be booked.');
    return true;
  });
}
