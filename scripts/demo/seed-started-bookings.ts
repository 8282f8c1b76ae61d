import { and, asc, eq, inArray } from 'drizzle-orm';
import { heldTime } from '#shared/domain/availability.ts';
import { generateBookingCode } from '#shared/domain/bookings.ts';
import { priceCart } from '#shared/domain/pricing.ts';
import type { Db } from '#server/db/open-db.ts';
import {
  bookings,
  paymentCards,
  profiles,
  profileServices,
  users,
} from '#server/db/schema/index.ts';
import { artistEmail } from './artist-rows.ts';
import { demoArtists } from './artists.ts';
import { startedVisitAt, startedVisits, type StartedVisitArtist } from './started-visits.ts';

/** The demo's booking fee (the default of `CUSTOMER_FEE_BPS`). */
const DEMO_FEE_BPS = 500;
const HOUR = 3_600_000;

/** The artist's id, GST/HST number and the service of a visit with her. */
async function visitArtist(db: Db, { firstName, service: name }: StartedVisitArtist) {
  const email = artistEmail(demoArtists.find((artist) => artist.firstName === firstName)!);
  const [artist] = await db
    .select({ id: users.id, hstNumber: profiles.hstNumber })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.email, email));
  const [service] = await db
    .select()
    .from(profileServices)
    .where(
      and(
        eq(profileServices.userId, artist!.id),
        name ? eq(profileServices.typeOfService, name) : undefined,
      ),
    )
    .orderBy(asc(profileServices.amountCents))
    .limit(1);
  if (!service) throw new Error(`the demo artist ${firstName} has no ${name ?? 'service'}`);
  return { ...artist!, service };
}

/**
 * Accepted bookings that have already started (see started-visits.ts for whose, with whom and
 * when), each on its customer's saved card and with its code: the artist can complete a service
 * with the code the customer sees at once, as completion opens at the start, or mark a no-show.
 * Nothing is charged until she does. Each is quoted as a checkout would: the artist's HST when
 * she is registered, the platform's on its fee when `platformHstNumber` is set.
 */
export async function seedStartedBookings(
  db: Db,
  { now, platformHstNumber }: { now: Date; platformHstNumber: string | null },
): Promise<void> {
  const customers = await db
    .select({ id: users.id, email: users.email, card: paymentCards.gatewayCardId })
    .from(users)
    .leftJoin(paymentCards, eq(paymentCards.userId, users.id))
    .where(
      inArray(
        users.email,
        startedVisits.map((visit) => visit.customerEmail),
      ),
    );
  const artists = new Map<string, Awaited<ReturnType<typeof visitArtist>>>();
  for (const visit of startedVisits) {
    const name = visit.artist.firstName;
    if (!artists.has(name)) artists.set(name, await visitArtist(db, visit.artist));
  }
  await db.insert(bookings).values(
    startedVisits.map((visit, i) => {
      const customer = customers.find((c) => c.email === visit.customerEmail);
      if (!customer?.card) throw new Error(`${visit.customerEmail} has no saved card`);
      const { id: artistId, hstNumber, service } = artists.get(visit.artist.firstName)!;
      const price = priceCart(
        [{ label: service.typeOfService, priceCents: service.amountCents, quantity: 1 }],
        DEMO_FEE_BPS,
        { artistHst: hstNumber !== null, platformHst: platformHstNumber !== null },
      );
      const appointmentAt = startedVisitAt(i, now);
      return {
        customerId: customer.id,
        artistId,
        state: 'accepted' as const,
        appointmentAt,
        ...heldTime(appointmentAt, service.durationMinutes),
        place: 'artistSite' as const,
        idempotencyKey: crypto.randomUUID(),
        respondBy: appointmentAt,
        services: [
          {
            serviceId: service.id,
            typeOfService: service.typeOfService,
            quantity: 1,
            amountCents: service.amountCents,
          },
        ],
        subtotalCents: price.subtotalCents,
        feeCents: price.feeCents,
        serviceHstCents: price.serviceHstCents,
        feeHstCents: price.feeHstCents,
        totalCents: price.totalCents,
        artistHstNumber: hstNumber,
        platformHstNumber: price.feeHstCents > 0 ? platformHstNumber : null,
        gatewayCardId: customer.card,
        bookCode: generateBookingCode(),
        decidedAt: new Date(appointmentAt.getTime() - 24 * HOUR),
        createdAt: new Date(appointmentAt.getTime() - 48 * HOUR),
      };
    }),
  );
}
