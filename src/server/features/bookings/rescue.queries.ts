import { and, desc, eq, inArray, isNotNull, isNull, lte, ne, sql } from 'drizzle-orm';
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
import type { BookingRow } from './bookings.queries.ts';

export type { StoredAlternative };
type Booking = BookingRow['booking'];

/**
 * The minutes each artist took to decide her requests, the newest first, her last `sample`
 * decided ones only.
 */
export function listDecisionMinutes(db: Db, artistIds: string[], sample: number) {
  const ranked = db.$with('ranked').as(
    db
      .select({
        artistId: bookings.artistId,
        minutes:
          sql<number>`extract(epoch from ${bookings.decidedAt} - ${bookings.createdAt})::float8 / 60`.as(
            'minutes',
          ),
        n: sql<number>`row_number() over (partition by ${bookings.artistId} order by ${bookings.createdAt} desc)`.as(
          'n',
        ),
        createdAt: bookings.createdAt,
      })
      .from(bookings)
      .where(and(inArray(bookings.artistId, artistIds), isNotNull(bookings.decidedAt))),
  );
  return db
    .with(ranked)
    .select({ artistId: ranked.artistId, minutes: ranked.minutes })
    .from(ranked)
    .where(lte(ranked.n, sample))
    .orderBy(desc(ranked.createdAt));
}

/** The listed artists who could take this booking's place (verified, payable, same place). */
export function listCandidateArtists(db: Db, booking: Booking) {
  return db
    .select({
      artistId: profiles.userId,
      profession: profiles.profession,
      lat: profiles.lat,
      lng: profiles.lng,
      rating: profiles.ratingAverage,
      schedule: profiles.schedule,
      delivery: profiles.delivery,
      serviceArea: profiles.serviceArea,
    })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(
      and(
        isNotNull(profiles.verifiedAt),
        isNotNull(profiles.payoutAccountId),
        isNull(users.blockedAt),
        isNull(users.deletedAt),
        ne(profiles.userId, booking.artistId),
        ne(profiles.userId, booking.customerId),
        booking.place === 'toHome' ? eq(profiles.delivery, true) : eq(profiles.place, true),
      ),
    );
}

/** The artist's profession and where she is, to compare the alternatives with. */
export async function findArtistOrigin(db: Db, artistId: string) {
  const [original] = await db
    .select({ profession: profiles.profession, lat: profiles.lat, lng: profiles.lng })
    .from(profiles)
    .where(eq(profiles.userId, artistId));
  return original ?? null;
}

/** The services these artists offer now. */
export function listServicesOf(db: Db, artistIds: string[]) {
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

/**
 * The names and ratings of these artists, and what prices a booking with them: where she
 * travels and her fees, her GST/HST number.
 */
export function listArtistNames(db: Db, artistIds: string[]) {
  return db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      rating: profiles.ratingAverage,
      reviewCount: profiles.reviewCount,
      delivery: profiles.delivery,
      serviceArea: profiles.serviceArea,
      hstNumber: profiles.hstNumber,
    })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(inArray(users.id, artistIds));
}

/** The customer's saved cards, the newest first. */
export function listCardsOf(db: Db, customerId: string) {
  return db
    .select({
      gatewayCardId: paymentCards.gatewayCardId,
      brand: paymentCards.brand,
      last4: paymentCards.last4,
    })
    .from(paymentCards)
    .where(eq(paymentCards.userId, customerId))
    .orderBy(desc(paymentCards.createdAt));
}

/** The customer's mobile number, as a rebooking sends it. */
export async function findCustomerPhone(db: Db, customerId: string) {
  const [customer] = await db
    .select({ phone: users.mobileNumber })
    .from(users)
    .where(eq(users.id, customerId));
  return customer ?? null;
}

/** The record of a booking that fell through, if it did. */
export async function findFallThrough(db: Db, bookingId: string) {
  const [row] = await db
    .select()
    .from(bookingFallThroughs)
    .where(eq(bookingFallThroughs.bookingId, bookingId));
  return row ?? null;
}

/** A booking's artist and state, by id. */
export async function findBookingBrief(db: Db, bookingId: string) {
  const [made] = await db
    .select({ id: bookings.id, artistId: bookings.artistId, state: bookings.state })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  return made ?? null;
}

/** Replaces the alternatives stored for a booking that fell through. */
export async function setAlternatives(
  db: Db,
  bookingId: string,
  alternatives: StoredAlternative[],
) {
  await db
    .update(bookingFallThroughs)
    .set({ alternatives })
    .where(eq(bookingFallThroughs.bookingId, bookingId));
}

/**
 * Stores the alternatives and marks them offered, unless they were already: true when this
 * caller marked them.
 */
export async function markAlternativesOffered(
  tx: Db,
  bookingId: string,
  alternatives: StoredAlternative[],
): Promise<boolean> {
  const [marked] = await tx
    .update(bookingFallThroughs)
    .set({ alternatives, offeredAt: sql`now()` })
    .where(and(eq(bookingFallThroughs.bookingId, bookingId), isNull(bookingFallThroughs.offeredAt)))
    .returning({ bookingId: bookingFallThroughs.bookingId });
  return Boolean(marked);
}

/** Notes the booking made instead, unless one already was. */
export async function markRebooked(db: Db, bookingId: string, rebookedBookingId: string) {
  await db
    .update(bookingFallThroughs)
    .set({ rebookedBookingId, rebookedAt: sql`now()` })
    .where(
      and(
        eq(bookingFallThroughs.bookingId, bookingId),
        isNull(bookingFallThroughs.rebookedBookingId),
      ),
    );
}

/** The last 30 days: bookings that fell through, rebooked within a day; waitlist told, booked. */
export async function countRescueOverview(db: Db) {
  const month = sql`now() - interval '30 days'`;
  const [fell] = await db
    .select({
      fellThrough: sql<number>`count(*)::int`,
      rebookedWithinDay: sql<number>`(count(*) filter (where ${bookingFallThroughs.rebookedAt}
        <= ${bookingFallThroughs.createdAt} + interval '24 hours'))::int`,
    })
    .from(bookingFallThroughs)
    .where(sql`${bookingFallThroughs.createdAt} > ${month}`);
  const [waited] = await db
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
  return { fell, waited };
}
