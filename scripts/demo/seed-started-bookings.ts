import { and, eq } from 'drizzle-orm';
import { heldTime } from '#shared/domain/availability.ts';
import { generateBookingCode } from '#shared/domain/bookings.ts';
import { quote } from '#shared/domain/settlement.ts';
import type { Db } from '#server/db/open-db.ts';
import { bookings, paymentCards, profileServices } from '#server/db/schema/index.ts';

/** The demo's booking fee (the default of `CUSTOMER_FEE_BPS`). */
const DEMO_FEE_BPS = 500;
const HOUR = 3_600_000;

/**
 * Two accepted bookings of a Natural Glow with the artist for the customer (one per end-to-end
 * viewport), started one and four hours before the seed, on her saved card, each with its
 * code: the artist can complete a service with the code the customer sees at once, as
 * completion opens at the start. Nothing is charged until she does.
 */
export async function seedStartedBookings(
  db: Db,
  { artistId, customerId, now }: { artistId: string; customerId: string; now: Date },
): Promise<void> {
  const [card] = await db
    .select({ id: paymentCards.gatewayCardId })
    .from(paymentCards)
    .where(eq(paymentCards.userId, customerId));
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
  const hour = Math.floor(now.getTime() / HOUR) * HOUR;
  await db.insert(bookings).values(
    [0, 1].map((i) => {
      const appointmentAt = new Date(hour - (1 + 3 * i) * HOUR);
      return {
        customerId,
        artistId,
        state: 'accepted' as const,
        appointmentAt,
        ...heldTime(appointmentAt, service.durationMinutes),
        place: 'artistSite' as const,
        idempotencyKey: crypto.randomUUID(),
        respondBy: appointmentAt,
        services: lines,
        ...quote(lines, DEMO_FEE_BPS),
        gatewayCardId: card?.id ?? null,
        bookCode: generateBookingCode(),
        decidedAt: new Date(appointmentAt.getTime() - 24 * HOUR),
        createdAt: new Date(appointmentAt.getTime() - 48 * HOUR),
      };
    }),
  );
}
