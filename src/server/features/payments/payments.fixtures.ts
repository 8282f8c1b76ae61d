/**
 * Test data for the payments tests: artists and bookings written straight into the tables
 * (the bookings work makes them for real), cards saved and payout accounts connected through
 * the API as a browser would.
 */
import { heldTime } from '#shared/domain/availability.ts';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { withTax } from '#shared/domain/pricing.ts';
import { quote } from '#shared/domain/settlement.ts';
import { tokeniseSimulatedCard } from '#shared/domain/test-cards.ts';
import { CurrentUser } from '#shared/schemas/user.ts';
import type { Db } from '../../db/open-db.ts';
import { bookings, profiles, users } from '../../db/schema/index.ts';
import type { App } from '../../context.ts';

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
let spread = 0;

/** Gives a signed-up user an artist profile (verified unless told otherwise). */
export async function makeArtist(db: Db, userId: string, verifiedAt: Date | null = new Date()) {
  await db.insert(profiles).values({
    userId,
    profession: 'Makeup Artist',
    bio: 'Soft glam.',
    wizardStep: 8,
    verifiedAt,
  });
  await db.update(users).set({ mobileNumber: '+14165550123' }).where(eq(users.id, userId));
}

/** Saves a card through the API, the way the browser does: only a token travels. */
export async function saveCard(app: App, token: string, number = '4242424242424242') {
  const nextYear = new Date().getUTCFullYear() + 1;
  const response = await app.inject({
    method: 'POST',
    url: '/api/stripe/card',
    headers: bearer(token),
    payload: { token: await tokeniseSimulatedCard({ number, expMonth: 12, expYear: nextYear }) },
  });
  return response;
}

export async function saveCardId(app: App, token: string, number?: string): Promise<string> {
  const response = await saveCard(app, token, number);
  if (response.statusCode !== 200) throw new Error(response.body);
  const user = CurrentUser.parse(response.json());
  return user.cards.at(-1)!.stripeCardId;
}

/** Connects a payout account through the simulated provider's pages, as the artist would. */
export async function connectPayout(app: App, token: string) {
  const start = await app.inject({
    method: 'POST',
    url: '/api/stripe/account',
    headers: bearer(token),
  });
  const { url } = start.json<{ url: string }>();
  const accountId = url.split('/').at(-1)!;
  const bank = await app.inject({
    method: 'POST',
    url: `/api/simulated/bank/${accountId}`,
    headers: bearer(token),
    payload: {
      bankName: 'TD Canada Trust',
      transitNumber: '12345',
      institutionNumber: '004',
      accountNumber: '1234567890',
    },
  });
  const { returnUrl } = bank.json<{ returnUrl: string }>();
  const code = new URL(returnUrl, 'https://blush.test').searchParams.get('code')!;
  const finish = await app.inject({
    method: 'POST',
    url: `/api/stripe/account/${code}`,
    headers: bearer(token),
  });
  return { accountId, code, finish };
}

/** A booking as checkout makes it: priced by the server from the artist's services. */
export async function makeBooking(
  db: Db,
  booking: {
    customerId: string;
    artistId: string;
    gatewayCardId: string | null;
    amounts?: number[];
    appointmentAt?: Date;
    feeBps?: number;
    /** The GST/HST numbers it was quoted under: the artist's and the platform's (none by default). */
    hst?: { artist?: string; platform?: string };
  },
) {
  const lines = (booking.amounts ?? [8000]).map((amountCents) => ({ amountCents, quantity: 1 }));
  const untaxed = quote(lines, booking.feeBps ?? 500);
  const taxed = withTax(untaxed, {
    artistHst: booking.hst?.artist !== undefined,
    platformHst: booking.hst?.platform !== undefined,
  });
  const price = {
    subtotalCents: taxed.subtotalCents,
    feeCents: taxed.feeCents,
    serviceHstCents: taxed.serviceHstCents,
    feeHstCents: taxed.feeHstCents,
    totalCents: taxed.totalCents,
    artistHstNumber: booking.hst?.artist ?? null,
    platformHstNumber: booking.hst?.platform ?? null,
  };
  // By default a day ahead, each 61 minutes after the last: one artist's bookings never overlap.
  const appointmentAt =
    booking.appointmentAt ?? new Date(Date.now() + 86_400_000 + spread++ * 3_660_000);
  const [row] = await db
    .insert(bookings)
    .values({
      customerId: booking.customerId,
      artistId: booking.artistId,
      state: 'accepted',
      appointmentAt,
      ...heldTime(appointmentAt),
      place: 'artistSite',
      idempotencyKey: randomUUID(),
      respondBy: appointmentAt,
      services: lines.map((l) => ({
        serviceId: randomUUID(),
        typeOfService: 'Makeup',
        quantity: l.quantity,
        amountCents: l.amountCents,
      })),
      ...price,
      gatewayCardId: booking.gatewayCardId,
    })
    .returning();
  return row!;
}
