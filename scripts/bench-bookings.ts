/**
 * Bench data for the booking targets, on top of `seedBench`'s artists: every verified artist
 * gets a payout account, 500 customers get a session and a saved card (the simulated
 * provider's), and 200 artists (who take bookings around the clock) each get 100 open
 * requests to answer; one more artist, on the demo artists' week, gets 200 accepted bookings
 * over the next 60 days for the slots target. Many customers and
 * artists, because a real user is rate-limited (20 bookings, 120 answers an hour) and the bench
 * measures the work, not the limiter's refusals.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { DEFAULT_SCHEDULE, heldTime, type Schedule } from '#shared/domain/availability.ts';
import { addCalendarDays, torontoDay, torontoInstant } from '#shared/domain/toronto-time.ts';
import type autocannon from 'autocannon';
import { withTax } from '#shared/domain/pricing.ts';
import { quote } from '#shared/domain/settlement.ts';
import { quoteTravel, type ServiceArea } from '#shared/domain/travel.ts';
import type { VisitPlace } from '#shared/schemas/places.ts';
import { tokeniseSimulatedCard } from '#shared/domain/test-cards.ts';
import type { Db } from '#server/db/open-db.ts';
import { bookings, profiles, profileServices, users } from '#server/db/schema/index.ts';
import { storeCard } from '#server/features/payments/cards.service.ts';
import { createSession } from '#server/http/sessions.ts';
import { simulatedGateway } from '#server/integrations/payments/simulated-gateway.ts';

/** Artists taking new bookings, and artists answering requests. */
const PEOPLE = 200;
/** 20 bookings an hour each: 10,000, room for a 10-second run at 1,000 bookings a second. */
const CUSTOMERS = 500;
const REQUESTS_PER_ARTIST = 100;
/** The server's default customer fee (CUSTOMER_FEE_BPS); the bench runs with defaults. */
const FEE_BPS = 500;

interface Customer {
  token: string;
  cardId: string;
}
interface Artist {
  id: string;
  /** Where the artist works: her studio when she has one, else the client's home. */
  place: 'artistSite' | 'toHome';
  token: string;
  serviceId: string;
  amountCents: number;
  /** Where and at what total she is booked (`orderTerms`). */
  terms: OrderTerms;
  /** The service's length rounded up to the 15-minute grid: new bookings are this far apart. */
  spacingMinutes: number;
  requests: string[];
}

/**
 * What a customer sends besides the service: at her home, a visit at the artist's base (inside
 * her service area, issue 38), else the street alone when she has no area; and the total the
 * customer saw, with the travel fee as a line and HST when the artist is registered (issue 34).
 * The server refuses a home visit without a place inside her area (400) and a total that
 * is not its own (409), as it would a real customer's.
 */
interface OrderTerms {
  place: { place: 'artistSite' } | { place: 'toHome'; visit?: VisitPlace; street: string };
  totalCents: number;
}

function orderTerms(
  place: Artist['place'],
  amountCents: number,
  area: ServiceArea | null,
  hstNumber: string | null,
): OrderTerms {
  const base = place === 'toHome' && area ? area.base : null;
  const travel = base ? quoteTravel(area!, base).feeCents : 0;
  const lines = [{ amountCents, quantity: 1 }];
  if (travel > 0) lines.push({ amountCents: travel, quantity: 1 });
  // The bench's server runs without PLATFORM_HST_NUMBER: no HST on the fee.
  const { totalCents } = withTax(quote(lines, FEE_BPS), {
    artistHst: hstNumber !== null,
    platformHst: false,
  });
  if (place === 'artistSite') return { place: { place }, totalCents };
  const visit = base
    ? { lat: base.lat, lng: base.lng, ...(base.postalArea ? { postalCode: base.postalArea } : {}) }
    : undefined;
  return { place: { place, street: '1 Yonge St', ...(visit ? { visit } : {}) }, totalCents };
}

/** A verified artist the booking targets may book. */
interface BookableRow {
  id: string;
  serviceId: string;
  place: Artist['place'];
  area: ServiceArea | null;
  hstNumber: string | null;
}

let customers: Customer[] = [];
let artists: Artist[] = [];
/** The artist whose free slots the slots target reads: 200 upcoming bookings over 60 days. */
let slotsArtistId = '';

/** The booking artists take any 15-minute start, day or night: each write finds a free one. */
const AROUND_THE_CLOCK: Schedule = {
  ...DEFAULT_SCHEDULE,
  weekly: [0, 1, 2, 3, 4, 5, 6].map(() => [{ start: '00:00', end: '24:00' }]),
  minNoticeMinutes: 0,
  horizonDays: 365,
};
/** The slots artist: the demo artists' week (Tuesday–Saturday 10–19, 15-minute buffers). */
const WORK_WEEK: Schedule = {
  ...DEFAULT_SCHEDULE,
  weekly: [0, 1, 2, 3, 4, 5, 6].map((d) =>
    d >= 2 && d <= 6 ? [{ start: '10:00', end: '19:00' }] : [],
  ),
  bufferBeforeMinutes: 15,
  bufferAfterMinutes: 15,
};
const SLOT_BOOKINGS = 200;

/** Where the slots artist's visits are, in turn: five Toronto postal areas' centres. */
const VISIT_PLACES = [
  { lat: 43.6953, lng: -79.3184, postalArea: 'M4C' },
  { lat: 43.6404, lng: -79.3995, postalArea: 'M5V' },
  { lat: 43.7701, lng: -79.4085, postalArea: 'M2N' },
  { lat: 43.6616, lng: -79.4648, postalArea: 'M6P' },
  { lat: 43.6689, lng: -79.3156, postalArea: 'M4L' },
];

/**
 * Five accepted hours a working day from tomorrow, 200 in all (about 60 days), each a home
 * visit in one of five postal areas; she travels 30 km from downtown.
 */
async function seedSlotsArtist(db: Db, artistId: string, customerId: string, serviceId: string) {
  const serviceArea = {
    base: VISIT_PLACES[1]!,
    radiusKm: 30,
    postalAreas: [],
    feeBands: [{ upToKm: null, feeCents: 1500 }],
  };
  await db
    .update(profiles)
    .set({ schedule: WORK_WEEK, delivery: true, serviceArea })
    .where(eq(profiles.userId, artistId));
  const rows = [];
  for (let day = 1; rows.length < SLOT_BOOKINGS; day++) {
    const date = addCalendarDays(torontoDay(new Date()), day);
    const [y, m, d] = date.split('-').map(Number) as [number, number, number];
    const weekday = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
    if (weekday < 2) continue;
    for (const hour of [10, 12, 14, 16, 17]) {
      if (rows.length === SLOT_BOOKINGS) break;
      const start = torontoInstant(y, m, d, hour, hour === 17 ? 45 : 15);
      rows.push({
        customerId,
        artistId,
        state: 'accepted' as const,
        appointmentAt: start,
        endsAt: new Date(start.getTime() + 60 * 60_000),
        busyFrom: new Date(start.getTime() - 15 * 60_000),
        busyUntil: new Date(start.getTime() + 75 * 60_000),
        services: [{ serviceId, typeOfService: 'Bench', quantity: 1, amountCents: 5000 }],
        ...quote([{ amountCents: 5000, quantity: 1 }], FEE_BPS),
        place: 'toHome' as const,
        street: '1 Bench St',
        placeLat: VISIT_PLACES[rows.length % VISIT_PLACES.length]!.lat,
        placeLng: VISIT_PLACES[rows.length % VISIT_PLACES.length]!.lng,
        placePostalArea: VISIT_PLACES[rows.length % VISIT_PLACES.length]!.postalArea,
        idempotencyKey: randomUUID(),
        respondBy: start,
      });
    }
  }
  await db.insert(bookings).values(rows);
  slotsArtistId = artistId;
}

/** The artist the overlapping bookings target books: around the clock, a 45-minute service. */
let overlapArtist: Omit<Artist, 'token' | 'spacingMinutes' | 'requests'> | undefined;
const OVERLAP_MINUTES = 45;
const OVERLAP_CENTS = 6000;

async function seedOverlapArtist(db: Db, { id, place, area, hstNumber }: BookableRow) {
  await db.update(profiles).set({ schedule: AROUND_THE_CLOCK }).where(eq(profiles.userId, id));
  const [service] = await db
    .insert(profileServices)
    .values({
      userId: id,
      typeOfService: 'Bench 45',
      amountCents: OVERLAP_CENTS,
      durationMinutes: OVERLAP_MINUTES,
      description: 'Overlapping bookings',
    })
    .returning({ id: profileServices.id });
  overlapArtist = {
    id,
    place,
    serviceId: service!.id,
    amountCents: OVERLAP_CENTS,
    terms: orderTerms(place, OVERLAP_CENTS, area, hstNumber),
  };
}

export interface OverlapResult {
  rounds: number;
  requests: number;
  booked: number;
  /** 409: the time was taken (or the artist's calendar was busy); the expected refusal. */
  refused: number;
  serverErrors: number;
  other: number;
  p99Ms: number;
}

/**
 * Issue 43's race: each round, 20 customers at once each book one of 20 consecutive 15-minute
 * starts of one artist with a 45-minute service, so most overlap; a round is a new day. Every
 * answer should be a booking or a 409, never a 5xx.
 */
export async function overlappingBookings(base: string, rounds: number): Promise<OverlapResult> {
  const artist = overlapArtist!;
  // On the hour, 200 days ahead: clear of the other targets' bookings.
  const firstStart = Math.ceil(Date.now() / 3_600_000) * 3_600_000 + 200 * 86_400_000;
  const result: OverlapResult = {
    rounds,
    requests: 0,
    booked: 0,
    refused: 0,
    serverErrors: 0,
    other: 0,
    p99Ms: 0,
  };
  const times: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const answers = await Promise.all(
      Array.from({ length: 20 }, async (_, i) => {
        // The last customers: the other targets use the first ones' hourly allowance.
        const customer = customers[customers.length - 1 - ((round * 20 + i) % 100)]!;
        const start = firstStart + round * 86_400_000 + i * 15 * 60_000;
        const began = performance.now();
        const res = await fetch(`${base}/api/book/create-book/${artist.id}`, {
          method: 'POST',
          headers: json(customer.token),
          body: JSON.stringify({
            appointmentAt: new Date(start).toISOString(),
            services: [{ serviceId: artist.serviceId, quantity: 1 }],
            ...artist.terms.place,
            userPhone: '416 555 0142',
            stripeCardId: customer.cardId,
            expectedTotalCents: artist.terms.totalCents,
            idempotencyKey: randomUUID(),
          }),
        });
        await res.arrayBuffer();
        times.push(performance.now() - began);
        return res.status;
      }),
    );
    for (const status of answers) {
      result.requests++;
      if (status >= 200 && status < 300) result.booked++;
      else if (status === 409) result.refused++;
      else if (status >= 500) result.serverErrors++;
      else result.other++;
    }
  }
  times.sort((a, b) => a - b);
  result.p99Ms = Math.round(times[Math.floor(times.length * 0.99)] ?? 0);
  return result;
}

/**
 * GET the slots artist's free times for the next 60 days, for a 60-minute booking; with a
 * postal code, those she can travel to it for between her visits.
 */
export function slotsPath(postalCode?: string): Promise<string> {
  const from = torontoDay(new Date());
  const to = addCalendarDays(from, 59);
  const place = postalCode ? `&postalCode=${encodeURIComponent(postalCode)}` : '';
  return Promise.resolve(
    `/api/availability/${slotsArtistId}?from=${from}&to=${to}&minutes=60${place}`,
  );
}

/**
 * The slots target's requests never kept: each asks a length or a last day no request before
 * it asked (30–120 minutes × the last 30 days), so every answer is built from her calendar.
 */
export function newSlotsRequests(): autocannon.Request[] {
  const from = torontoDay(new Date());
  let n = 0;
  return [
    {
      method: 'GET',
      setupRequest: (request) => {
        const minutes = 30 + (n % 91);
        const to = addCalendarDays(from, 59 - (Math.floor(n / 91) % 30));
        n += 1;
        return {
          ...request,
          path: `/api/availability/${slotsArtistId}?from=${from}&to=${to}&minutes=${minutes}`,
        };
      },
    },
  ];
}

export async function seedBookingBench(db: Db): Promise<void> {
  await db
    .update(profiles)
    .set({ payoutAccountId: sql`'acct_bench_' || ${profiles.userId}` })
    .where(isNotNull(profiles.verifiedAt));
  const found = await db
    .select({
      id: users.id,
      // A service booked on its own: not one that needs a patch test first (decision 0041).
      serviceId: sql<string>`(select s.id from profile_services s where s.user_id = "users"."id" and not s.needs_patch_test order by s.id limit 1)`,
      placeAtStudio: profiles.place,
      area: profiles.serviceArea,
      hstNumber: profiles.hstNumber,
    })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(and(isNotNull(profiles.verifiedAt), isNull(users.blockedAt)))
    .orderBy(asc(users.id))
    .limit(PEOPLE + 1);
  const bookable: BookableRow[] = found.map(({ placeAtStudio, ...a }) => ({
    ...a,
    place: placeAtStudio ? 'artistSite' : 'toHome',
  }));
  const slotsArtist = bookable.pop()!;
  const overlapping = bookable.pop()!;
  await db
    .update(profiles)
    .set({ schedule: AROUND_THE_CLOCK })
    .where(
      inArray(
        profiles.userId,
        bookable.map((a) => a.id),
      ),
    );
  const services = await db.select().from(profileServices);
  const serviceOf = new Map(services.map((s) => [s.id, s]));

  const gateway = simulatedGateway(db);
  const nextYear = new Date().getUTCFullYear() + 1;
  const token = await tokeniseSimulatedCard({
    number: '4242424242424242',
    expMonth: 12,
    expYear: nextYear,
  });
  customers = [];
  for (let i = 0; i < CUSTOMERS; i++) {
    const [user] = await db
      .insert(users)
      .values({
        email: `bench-customer${i}@blush.local`,
        firstName: 'Bench',
        lastName: `Customer ${i}`,
        emailConfirmedAt: new Date(),
        mobileNumber: '+14165550142',
      })
      .returning({ id: users.id });
    const customerId = await gateway.createCustomer({
      userId: user!.id,
      email: `bench-customer${i}@blush.local`,
      name: 'Bench Customer',
    });
    await db.update(users).set({ paymentCustomerId: customerId }).where(eq(users.id, user!.id));
    const card = await gateway.attachCard(customerId, token);
    await storeCard(db, user!.id, card);
    customers.push({ token: await createSession(db, user!.id), cardId: card.id });
  }

  await seedOverlapArtist(db, overlapping);

  // Open requests for each artist to answer, from the first customer.
  const [requester] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'bench-customer0@blush.local'));
  await seedSlotsArtist(db, slotsArtist.id, requester!.id, slotsArtist.serviceId);
  // After the new bookings' weeks (50 rounds of up to 8 h, from a week ahead).
  const appointmentAt = new Date(Date.now() + 100 * 86_400_000);
  artists = [];
  for (const a of bookable) {
    const { amountCents, durationMinutes } = serviceOf.get(a.serviceId)!;
    const price = quote([{ amountCents, quantity: 1 }], FEE_BPS);
    // Two hours apart: one artist's requests never overlap (the database refuses that).
    const rows = Array.from({ length: REQUESTS_PER_ARTIST }, (_, i) => ({
      customerId: requester!.id,
      artistId: a.id,
      appointmentAt: new Date(appointmentAt.getTime() + i * 2 * 3_600_000),
      ...heldTime(new Date(appointmentAt.getTime() + i * 2 * 3_600_000)),
      services: [{ serviceId: a.serviceId, typeOfService: 'Bench', quantity: 1, amountCents }],
      ...price,
      place: a.place,
      street: a.place === 'toHome' ? '1 Yonge St' : null,
      gatewayCardId: customers[0]!.cardId,
      idempotencyKey: randomUUID(),
      respondBy: appointmentAt,
    }));
    const inserted = await db.insert(bookings).values(rows).returning({ id: bookings.id });
    artists.push({
      id: a.id,
      place: a.place,
      token: await createSession(db, a.id),
      serviceId: a.serviceId,
      amountCents,
      terms: orderTerms(a.place, amountCents, a.area, a.hstNumber),
      spacingMinutes: Math.ceil(durationMinutes / 15) * 15,
      requests: inserted.map((r) => r.id),
    });
  }
}

const json = (token: string) => ({
  authorization: `Bearer ${token}`,
  'content-type': 'application/json',
});

/**
 * Each request a new booking with a fresh key, as many customers book many artists: request n
 * goes to the next artist in turn (one artist's bookings wait for each other, by design, so
 * requests at once go to different artists), from a customer who changes each round.
 */
export function createBookingRequests(): autocannon.Request[] {
  let n = 0;
  // On the hour a week ahead, once: a run that crosses the hour keeps its times apart.
  const firstBooking = Math.ceil(Date.now() / 3_600_000) * 3_600_000 + 7 * 86_400_000;
  return [
    {
      method: 'POST',
      setupRequest: (request) => {
        const round = Math.floor(n / artists.length);
        const artist = artists[n % artists.length]!;
        const customer = customers[(n + round) % customers.length]!;
        n++;
        return {
          ...request,
          path: `/api/book/create-book/${artist.id}`,
          headers: json(customer.token),
          body: JSON.stringify({
            // A week ahead, each round one service length after the last: one artist's
            // requests never overlap.
            appointmentAt: new Date(
              firstBooking + round * artist.spacingMinutes * 60_000,
            ).toISOString(),
            services: [{ serviceId: artist.serviceId, quantity: 1 }],
            ...artist.terms.place,
            userPhone: '416 555 0142',
            stripeCardId: customer.cardId,
            expectedTotalCents: artist.terms.totalCents,
            idempotencyKey: randomUUID(),
          }),
        };
      },
    },
  ];
}

/** Each request an artist accepts one more of their open requests. */
export function acceptRequests(): autocannon.Request[] {
  let n = 0;
  return [
    {
      method: 'POST',
      setupRequest: (request) => {
        const artist = artists[n % artists.length]!;
        const bookingId = artist.requests[Math.floor(n / artists.length) % REQUESTS_PER_ARTIST]!;
        n++;
        return {
          ...request,
          path: `/api/book/booking/${bookingId}/request`,
          headers: json(artist.token),
          body: JSON.stringify({ state: 'accepted' }),
        };
      },
    },
  ];
}
