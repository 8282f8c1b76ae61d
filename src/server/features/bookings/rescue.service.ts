import { describeResponseTime } from '#shared/domain/rescue.ts';
import type { z } from 'zod';
import type {
  BookAlternativeAnswer,
  BookAlternativeInput,
  RescueOverview,
  RescueView,
} from '#shared/schemas/rescue.ts';
import type { Db } from '../../db/open-db.ts';
import { AppError } from '../../app-error.ts';
import type { AppContext } from '../../context.ts';
import { stillFree } from '../../calendar/claim-slot.ts';
import { visitOf } from './booking-place.ts';
import { findPartyBooking, type BookingRow } from './bookings.queries.ts';
import { priceOrder } from './checkout.ts';
import { createBooking } from './create-booking.ts';
import {
  alternativeTravelFee,
  findAlternatives,
  responseMinutesOf,
} from './rescue-alternatives.ts';
import {
  countRescueOverview,
  findBookingBrief,
  findCustomerPhone,
  findFallThrough,
  listArtistNames,
  listCardsOf,
  listServicesOf,
  markRebooked,
  setAlternatives,
  type StoredAlternative,
} from './rescue.queries.ts';

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

/** The saved card a rebooking uses: the one the booking had, else her newest; null if none. */
async function cardFor(db: Db, customerId: string, preferred: string | null) {
  const cards = await listCardsOf(db, customerId);
  return cards.find((c) => c.gatewayCardId === preferred) ?? cards[0] ?? null;
}

type ArtistTerms = Awaited<ReturnType<typeof listArtistNames>>[number];
type Services = Awaited<ReturnType<typeof listServicesOf>>;

/**
 * An alternative priced as her checkout will price it, so one tap books it: her services as
 * they are now, her travel fee to the customer's place and her GST/HST. Null when it can no
 * longer be offered (her services changed, or she no longer goes there).
 */
function priceAlternative(
  ctx: AppContext,
  row: BookingRow,
  artist: ArtistTerms,
  services: Services,
  alternative: StoredAlternative,
) {
  const fee = alternativeTravelFee(row.booking, artist);
  if (fee === null) return null;
  try {
    const theirs = services.filter((s) => s.userId === artist.id);
    return priceOrder(ctx.env, theirs, alternative.services, artist.hstNumber, fee);
  } catch {
    return null;
  }
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
    listArtistNames(ctx.db, ids),
    listServicesOf(ctx.db, ids),
    responseMinutesOf(ctx.db, ids),
    cardFor(ctx.db, row.booking.customerId, row.booking.gatewayCardId),
  ]);
  const described = [];
  for (const alternative of stored) {
    const artist = artists.find((a) => a.id === alternative.artistId);
    if (!artist) continue;
    const order = priceAlternative(ctx, row, artist, services, alternative);
    if (!order) continue; // her services or her area changed since: not offered any more
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
  await setAlternatives(ctx.db, row.booking.id, alternatives);
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
    const made = await findBookingBrief(ctx.db, fell.rebookedBookingId);
    if (made?.artistId === input.artistId) return { bookingId: made.id, state: made.state };
    throw new AppError('conflict', 'You have already rebooked this booking with another artist.');
  }
  const [card, customer, services, [artist]] = await Promise.all([
    cardFor(ctx.db, customerId, row.booking.gatewayCardId),
    findCustomerPhone(ctx.db, customerId),
    listServicesOf(ctx.db, [input.artistId]),
    listArtistNames(ctx.db, [input.artistId]),
  ]);
  if (!card) throw new AppError('conflict', 'Save a card under Payment method first.');
  const order = artist && priceAlternative(ctx, row, artist, services, offered);
  if (!order) {
    await refresh(ctx, row);
    throw new AppError('conflict', 'These services have changed. Please review your order.');
  }
  const { price } = order;
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
  await markRebooked(ctx.db, bookingId, made!._id);
  return { bookingId: made!._id, state: made!.state };
}

/** GET /api/artists/{artistId}/response-time: her usual response over her last 20 requests. */
export async function getResponseTime(ctx: AppContext, artistId: string) {
  const minutes = (await responseMinutesOf(ctx.db, [artistId])).get(artistId) ?? null;
  return { minutes, text: minutes === null ? null : describeResponseTime(minutes) };
}

/** GET /api/admin/rescue: the last 30 days of bookings that fell through and of the waitlist. */
export async function getRescueOverview(ctx: AppContext): Promise<RescueOverview> {
  const { fell, waited } = await countRescueOverview(ctx.db);
  return {
    fellThrough: fell?.fellThrough ?? 0,
    rebookedWithinDay: fell?.rebookedWithinDay ?? 0,
    waitlistNotified: waited?.waitlistNotified ?? 0,
    waitlistBooked: waited?.waitlistBooked ?? 0,
  };
}
