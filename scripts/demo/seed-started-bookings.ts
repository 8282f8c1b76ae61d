import { and, eq, inArray } from 'drizzle-orm';
import { heldTime } from '#shared/domain/availability.ts';
import { generateBookingCode } from '#shared/domain/bookings.ts';
import { quote } from '#shared/domain/settlement.ts';
import type { Db } from '#server/db/open-db.ts';
import { bookings, paymentCards, profileServices, users } from '#server/db/schema/index.ts';
import { startedVisitAt, startedVisits } from './started-visits.ts';

/** The demo's booking fee (the default of `CUSTOMER_FEE_BPS`). */
const DEMO_FEE_BPS = 500;
const HOUR = 3_600_000;

/**
 * Accepted bookings of a Natural Glow with the artist that have already started (see
 * started-visits.ts for whose and when), each on its customer's saved card and with its code:
 * the artist can complete a service with the code the customer sees at once, as completion
 * opens at the start, or mark a no-show. Nothing is charged until she does.
 */
export async function seedStartedBookings(
  db: Db,
  { artistId, now }: { artistId: string; now: Date },
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
  const [service] = await db
    .select()
    .from(profileServices)
    .where(
      and(eq(profileServices.userId, artistId), eq(profileServices.typeOfService, 'Natural Glow')),
    );
  if (!service) throw new Error('the demo artist has no Natural Glow');
  const lines = [
    {
      serviceId: service.id,
      typeOfService: service.typeOfService,
      quantity: 1,
      amountCents: service.amountCents,
    },
  ];
  await db.insert(bookings).values(
    startedVisits.map((visit, i) => {
      const customer = customers.find((c) => c.email === visit.customerEmail);
      if (!customer?.card) throw new Error(`${visit.customerEmail} has no saved card`);
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
        services: lines,
        ...quote(lines, DEMO_FEE_BPS),
        gatewayCardId: customer.card,
        bookCode: generateBookingCode(),
        decidedAt: new Date(appointmentAt.getTime() - 24 * HOUR),
        createdAt: new Date(appointmentAt.getTime() - 48 * HOUR),
      };
    }),
  );
}
