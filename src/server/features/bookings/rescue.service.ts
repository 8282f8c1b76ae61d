import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { describeResponseTime } from '#shared/domain/rescue.ts';
import type { z } from 'zod';
import type {
  BookAlternativeAnswer,
  BookAlternativeInput,
  RescueOverview,
  RescueView,
} from '#shared/schemas/rescue.ts';
import type { Db } from '../../db/open-db.ts';
import {
  bookingFallThroughs,
  bookings,
  paymentCards,
  profiles,
  profileServices,
  users,
  waitlistEntries,
  type StoredAlternative,
} from '../../db/schema/index.ts';
import { AppError } from '../../app-error.ts';
import type { AppContext } from '../../context.ts';
import { stillFree } from '../../calendar/claim-slot.ts';
import { visitOf } from './booking-place.ts';
import { findPartyBooking, type BookingRow } from './bookings.queries.ts';
import { priceOrder } from './checkout.ts';
import { createBooking } from './create-booking.ts';
import { findAlternatives, responseMinutesOf } from './rescue-alternatives.ts';

const NOT_OFFERED = 'This artist is not one of the alternatives offered for this booking.';
export const TIME_GONE = 'That time was just taken — here are the alternatives as they are now.';

/** The customer's own booking; the artist and anyone else are told it does not exist. */
async function customersBooking(ctx: AppContext, customerId: string, bookingId: string) {
  const row = await findPartyBooking(ctx.db, bookingId, customerId);
  if (!row || row.booking.customerId !== customerId) {
    throw new AppError('not_found', 'This booking does not exist.');
  }
  return row;
}

async function findFallThrough(db: Db, bookingId: string) {
  const [row] = await db
    .select()
    .from(bookingFallThroughs)
    .where(eq(bookingFallThroughs.bookingId, bookingId));
  return row ?? null;
}

/** The saved card a rebooking uses: the one the booking had, else her newest; null if none. */
async function cardFor(db: Db, customerId: string, preferred: string | null) {
  const cards = await db
    .select({
      gatewayCardId: paymentCards.gatewayCardId,
      brand: paymentCards.brand,
      last4: paymentCards.last4,
    })
    .from(paymentCards)
    .where(eq(paymentCards.userId, customerId))
    .orderBy(desc(paymentCards.createdAt));
  return cards.find((c) => c.gatewayCardId === preferred) ?? cards[0] ?? null;
}

function servicesOf(db: Db, artistIds: string[]) {
  return db
    .select({
      id: profileServices.id,
      userId: profileServices.userId,
      typeOfService: profileServices.typeOfService,
      amountCents: profileServices.amountCents,
      durationMinutes: profileServices.durationMinutes,
    })
    .from(profileServices)
    .where(inArray(profileServices.userId, artistIds));
}

/** Each stored alternative as the customer sees it: priced now, and whether still free. */
export async function describeAlternatives(
  ctx: AppContext,
  row: BookingRow,
  stored: StoredAlternative[],
) {
  if (stored.length === 0) return [];
  const ids = stored.map((a) => a.artistId);
  const [artists, services, response, card] = await Promise.all([
    ctx.db
      .select({
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        rating: profiles.ratingAverage,
        reviewCount: profiles.reviewCount,
      })
      .from(users)
      .innerJoin(profiles, eq(profiles.userId, users.id))
      .where(inArray(users.id, ids)),
    servicesOf(ctx.db, ids),
    responseMinutesOf(ctx.db, ids),
    cardFor(ctx.db, row.booking.customerId, row.booking.gatewayCardId),
  ]);
  const described = [];
  for (const alternative of stored) {
    const artist = artists.find((a) => a.id === alternative.artistId);
    if (!artist) continue;
    let order;
    try {
      const theirs = services.filter((s) => s.userId === artist.id);
      order = priceOrder(ctx.env, theirs, alternative.services);
    } catch {
      continue; // her services changed since: not offered any more
    }
    const at = new Date(alternative.appointmentAt);
    const free = (await stillFree(ctx.db, artist.id, [at], order.minutes)).length > 0;
    const minutes = response.get(artist.id) ?? null;
    described.push({
      artistId: artist.id,
      name: `${artist.firstName} ${artist.lastName}`,
      rating: artist.rating,
      reviewCount: artist.reviewCount,
      responseText: minutes === null ? null : describeResponseTime(minutes),
      appointmentAt: at.toISOString(),
      services: order.lines,
      ...order.price,
      place: row.booking.place,
      street: row.booking.place === 'toHome' ? row.booking.street : null,
      card: card && { brand: card.brand, last4: card.last4 },
      free,
    });
  }
  return described;
}

/** GET /api/rescue/{bookingId}: the alternatives offered for the customer's booking. */
export async function getRescue(
  ctx: AppContext,
  customerId: string,
  bookingId: string,
): Promise<RescueView> {
  const row = await customersBooking(ctx, customerId, bookingId);
  const fell = await findFallThrough(ctx.db, bookingId);
  if (!fell) return { reason: null, ready: true, alternatives: [], rebookedBookingId: null };
  return {
    reason: fell.reason,
    ready: fell.alternatives !== null,
    alternatives: await describeAlternatives(ctx, row, fell.alternatives ?? []),
    rebookedBookingId: fell.rebookedBookingId,
  };
}

/** Looks again (the time offered has gone) and stores what is free now. */
async function refresh(ctx: AppContext, row: BookingRow) {
  const alternatives = await findAlternatives(ctx.db, row.booking);
  await ctx.db
    .update(bookingFallThroughs)
    .set({ alternatives })
    .where(eq(bookingFallThroughs.bookingId, row.booking.id));
}

/**
 * POST /api/rescue/{bookingId}/book: books the alternative as offered — her closest services,
 * the time, the place and the saved card — through the ordinary checkout (priced by the server,
 * with its no-overlap guarantee). A time just taken is a 409, with the alternatives refreshed.
 */
export async function bookAlternative(
  ctx: AppContext,
  customerId: string,
  bookingId: string,
  input: z.output<typeof BookAlternativeInput>,
): Promise<z.output<typeof BookAlternativeAnswer>> {
  const row = await customersBooking(ctx, customerId, bookingId);
  const fell = await findFallThrough(ctx.db, bookingId);
  const offered = fell?.alternatives?.find((a) => a.artistId === input.artistId);
  if (!fell || !offered) throw new AppError('not_found', NOT_OFFERED, { artistId: NOT_OFFERED });
  if (fell.rebookedBookingId) {
    const [made] = await ctx.db
      .select({ id: bookings.id, artistId: bookings.artistId, state: bookings.state })
      .from(bookings)
      .where(eq(bookings.id, fell.rebookedBookingId));
    if (made?.artistId === input.artistId) return { bookingId: made.id, state: made.state };
    throw new AppError('conflict', 'You have already rebooked this booking with another artist.');
  }
  const [card, [customer], services] = await Promise.all([
    cardFor(ctx.db, customerId, row.booking.gatewayCardId),
    ctx.db.select({ phone: users.mobileNumber }).from(users).where(eq(users.id, customerId)),
    servicesOf(ctx.db, [input.artistId]),
  ]);
  if (!card) throw new AppError('conflict', 'Save a card under Payment method first.');
  const { price } = priceOrder(ctx.env, services, offered.services);
  let answer;
  try {
    answer = await createBooking(ctx, customerId, input.artistId, {
      appointmentAt: offered.appointmentAt,
      services: offered.services,
      place: row.booking.place,
      ...(row.booking.place === 'toHome' && visitOf(row.booking)
        ? { visit: visitOf(row.booking) }
        : {}),
      ...(row.booking.street ? { street: row.booking.street } : {}),
      ...(row.booking.descriptionAddress
        ? { descriptionAddress: row.booking.descriptionAddress }
        : {}),
      userPhone: customer?.phone ?? '',
      stripeCardId: card.gatewayCardId,
      expectedTotalCents: price.totalCents,
      idempotencyKey: input.idempotencyKey,
    });
  } catch (error) {
    if (error instanceof AppError && error.code === 'conflict') {
      await refresh(ctx, row);
      throw new AppError('conflict', TIME_GONE, { appointmentAt: TIME_GONE });
    }
    throw error;
  }
  const [made] = answer;
  await ctx.db
    .update(bookingFallThroughs)
    .set({ rebookedBookingId: made!._id, rebookedAt: sql`now()` })
    .where(
      and(
        eq(bookingFallThroughs.bookingId, bookingId),
        isNull(bookingFallThroughs.rebookedBookingId),
      ),
    );
  return { bookingId: made!._id, state: made!.state };
}

/** GET /api/artists/{artistId}/response-time: her usual response over her last 20 requests. */
export async function getResponseTime(ctx: AppContext, artistId: string) {
  const minutes = (await responseMinutesOf(ctx.db, [artistId])).get(artistId) ?? null;
  return { minutes, text: minutes === null ? null : describeResponseTime(minutes) };
}

/** GET /api/admin/rescue: the last 30 days of bookings that fell through and of the waitlist. */
export async function getRescueOverview(ctx: AppContext): Promise<RescueOverview> {
  const month = sql`now() - interval '30 days'`;
  const [fell] = await ctx.db
    .select({
      fellThrough: sql<number>`count(*)::int`,
      rebookedWithinDay: sql<number>`(count(*) filter (where ${bookingFallThroughs.rebookedAt}
        <= ${bookingFallThroughs.createdAt} + interval '24 hours'))::int`,
    })
    .from(bookingFallThroughs)
    .where(sql`${bookingFallThroughs.createdAt} > ${month}`);
  const [waited] = await ctx.db
    .select({
      waitlistNotified: sql<number>`count(*)::int`,
      waitlistBooked: sql<number>`(count(*) filter (where exists (
        select 1 from ${bookings} b where b.customer_id = waitlist_entries.customer_id
          and b.artist_id = waitlist_entries.artist_id
          and b.created_at >= waitlist_entries.notified_at
          and (b.appointment_at at time zone 'America/Toronto')::date = waitlist_entries.day
          and b.state in ('request', 'accepted', 'completed'))))::int`,
    })
    .from(waitlistEntries)
    .where(sql`${waitlistEntries.notifiedAt} > ${month}`);
  return {
    fellThrough: fell?.fellThrough ?? 0,
    rebookedWithinDay: fell?.rebookedWithinDay ?? 0,
    waitlistNotified: waited?.waitlistNotified ?? 0,
    waitlistBooked: waited?.waitlistBooked ?? 0,
  };
}
