import { and, eq, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { generateBookingCode, requestDeadline } from '#shared/domain/bookings.ts';
import type { CreateBookingInput } from '#shared/schemas/booking.ts';
import type { Db } from '../../db/open-db.ts';
import { isExclusionViolation } from '../../db/pg-errors.ts';
import { bookings, users } from '../../db/schema/index.ts';
import { claimSlot, lockCalendar, SLOT_TAKEN } from '../../calendar/claim-slot.ts';
import { AppError } from '../../http/app-error.ts';
import type { AppContext } from '../../http/context.ts';
import { sendAcceptedEmails, sendRequestEmails } from './booking-change-emails.ts';
import { newBookingRow } from './bookings.queries.ts';
import { bookableArtist, priceOrder, readCheckout } from './checkout.ts';

type Input = z.output<typeof CreateBookingInput>;
type Answer = Array<{ _id: string; totalValue: number }>;

const DAY = 86_400_000;
/** How far ahead a booking may be made. */
const MAX_DAYS_AHEAD = 365;

const answerOf = (b: { id: string; totalCents: number }): Answer => [
  { _id: b.id, totalValue: b.totalCents },
];

async function findByKey(db: Db, customerId: string, key: string) {
  const [row] = await db
    .select({ id: bookings.id, artistId: bookings.artistId, totalCents: bookings.totalCents })
    .from(bookings)
    .where(and(eq(bookings.customerId, customerId), eq(bookings.idempotencyKey, key)));
  return row ?? null;
}

/** A repeat of a checkout that was already placed answers with the booking it made. */
function repeatAnswer(
  existing: { id: string; artistId: string; totalCents: number },
  artistId: string,
) {
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
  const { lines, price, minutes } = priceOrder(ctx.env, checkout.services, input.services);
  if (price.totalCents !== input.expectedTotalCents) {
    throw new AppError('conflict', 'The prices have changed. Please review your order.');
  }
  if (!checkout.cardId) throw new AppError('not_found', 'This card is not among your saved cards.');

  const created = await ctx.db
    .transaction(async (tx) => {
      const calendar = await lockCalendar(tx, artistId);
      const slot = await claimSlot(tx, artistId, calendar, appointmentAt, minutes, now).catch(
        async (error: unknown) => {
          // A twin of this checkout that got the artist's calendar first took this very time.
          if (await findByKey(tx, customerId, input.idempotencyKey)) return null;
          throw error;
        },
      );
      if (!slot) return null;
      // The number the artist will call; a verified number changes only through the help centre
      // (and the same number is not written again).
      const phone = tx.$with('phone').as(
        tx
          .update(users)
          .set({ mobileNumber: input.userPhone, updatedAt: sql`now()` })
          .where(
            and(
              eq(users.id, customerId),
              isNull(users.mobileVerifiedAt),
              sql`${users.mobileNumber} is distinct from ${input.userPhone}`,
            ),
          )
          .returning({ id: users.id }),
      );
      // One statement with the phone's update.
      const [inserted] = await tx
        .with(phone)
        .insert(bookings)
        .values({
          customerId,
          artistId,
          appointmentAt,
          endsAt: new Date(appointmentAt.getTime() + minutes * 60_000),
          busyFrom: slot.busyFrom,
          busyUntil: slot.busyUntil,
          // Instant book: a free slot is accepted at once, with its code, as the artist would.
          ...(slot.instantBook
            ? { state: 'accepted' as const, bookCode: generateBookingCode(), decidedAt: now }
            : {}),
          services: lines,
          ...price,
          gatewayCardId: input.stripeCardId,
          place: input.place,
          street: input.place === 'toHome' ? (input.street ?? null) : null,
          descriptionAddress: input.descriptionAddress || null,
          idempotencyKey: input.idempotencyKey,
          // The request's time and its deadline from the same clock.
          createdAt: now,
          respondBy: requestDeadline(now, appointmentAt),
          rebookedFrom: input.rebookedFrom ?? null,
        })
        // A concurrent twin waits here for the first to commit, then inserts nothing.
        .onConflictDoNothing({ target: [bookings.customerId, bookings.idempotencyKey] })
        .returning();
      if (!inserted) return null;
      if (input.rebookedFrom) {
        const [proposal] = await tx
          .update(bookings)
          .set({ state: 'posponed', updatedAt: sql`now()` })
          .where(
            and(
              eq(bookings.id, input.rebookedFrom),
              eq(bookings.customerId, customerId),
              eq(bookings.artistId, artistId),
              eq(bookings.state, 'declined-posponed'),
            ),
          )
          .returning({ id: bookings.id });
        if (!proposal) throw new AppError('conflict', 'This proposal can no longer be booked.');
      }
      // The e-mails are queued with the booking: both are stored, or neither.
      const { customer } = checkout;
      const row = newBookingRow(inserted, {
        artist: artist.party,
        customer: {
          ...customer.party,
          mobileNumber: customer.mobileVerified ? customer.party.mobileNumber : input.userPhone,
        },
        studioStreet: artist.studioStreet,
        studioPostalCode: artist.studioPostalCode,
      });
      const inTransaction = { ...ctx, db: tx };
      if (row.booking.state === 'accepted') await sendAcceptedEmails(inTransaction, row);
      else await sendRequestEmails(inTransaction, row);
      return inserted;
    })
    .catch((error: unknown) => {
      // Another request took an overlapping time in between: the database refused this one.
      if (isExclusionViolation(error)) {
        throw new AppError('conflict', SLOT_TAKEN, { appointmentAt: SLOT_TAKEN });
      }
      throw error;
    });
  if (!created) {
    const twin = await findByKey(ctx.db, customerId, input.idempotencyKey);
    if (!twin) throw new Error('idempotency conflict without a booking');
    return repeatAnswer(twin, artistId);
  }
  return answerOf(created);
}
