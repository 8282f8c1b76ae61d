/**
 * The demo's wedding (issue 42): Priya takes weddings and events, and a quote for Chloé's
 * wedding party waits for her to accept, with Mei as Priya's assistant (who has said yes) and a
 * trial three weeks before. Made through the same use cases as the API, so the demo's quote is
 * priced, planned and stored exactly as one sent from the app.
 */
import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { addCalendarDays, torontoDay, torontoInstant } from '#shared/domain/toronto-time.ts';
import { EventRequestInput, QuoteInput } from '#shared/schemas/events.ts';
import type { AppContext } from '#server/context.ts';
import type { Db } from '#server/db/open-db.ts';
import { profileServices, users } from '#server/db/schema/index.ts';
import { requestQuote, setTakesEvents } from '#server/features/events/request-quote.ts';
import { answerInvitation, sendQuote } from '#server/features/events/send-quote.ts';

/** The booking fee the demo runs with (the default of `CUSTOMER_FEE_BPS`). */
const DEMO_FEE_BPS = 500;
const DAY = 86_400_000;

/** Toronto's wall clock `hour`:00, `days` from `now`'s date. */
function torontoAt(now: Date, days: number, hour: number): Date {
  const [y, m, d] = addCalendarDays(torontoDay(now), days).split('-').map(Number) as [
    number,
    number,
    number,
  ];
  return torontoInstant(y, m, d, hour, 0);
}

export async function seedDemoEvent(
  db: Db,
  { now, platformHstNumber }: { now: Date; platformHstNumber: string | null },
): Promise<void> {
  // What the use cases read of the context: the database, the fee and HST settings, and the
  // e-mails they queue (the demo's people are told nothing: their e-mails are dropped).
  const ctx = {
    db,
    env: {
      CUSTOMER_FEE_BPS: DEMO_FEE_BPS,
      PLATFORM_HST_NUMBER: platformHstNumber ?? undefined,
      PUBLIC_URL: 'http://localhost',
    },
    jobs: { sendEmail: () => Promise.resolve() },
  } as unknown as AppContext;
  const people = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      inArray(users.email, [
        'priya@artists.blush.local',
        'mei@artists.blush.local',
        'chloe@blush.local',
      ]),
    );
  const idOf = (email: string) => people.find((p) => p.email === email)!.id;
  const [priya, mei, chloe] = [
    idOf('priya@artists.blush.local'),
    idOf('mei@artists.blush.local'),
    idOf('chloe@blush.local'),
  ];
  await setTakesEvents(ctx, priya, true);
  const services = await db
    .select({ id: profileServices.id, name: profileServices.typeOfService })
    .from(profileServices)
    .where(eq(profileServices.userId, priya));
  const [main, second = main] = services;
  const readyBy = torontoAt(now, 60, 11);
  const eventId = await requestQuote(
    ctx,
    chloe,
    priya,
    EventRequestInput.parse({
      eventType: 'wedding',
      readyBy: readyBy.toISOString(),
      address: '100 Queen St W, Toronto (City Hall)',
      people: [
        { name: 'Bride', serviceIds: [main!.id] },
        { name: 'Mother of the bride', serviceIds: [second!.id] },
        { name: 'Maid of honour', serviceIds: [second!.id] },
      ],
      trialWanted: true,
      trialAt: torontoAt(now, 39, 14).toISOString(),
      notes: 'A civil ceremony at City Hall at noon, then photos at Trinity Bellwoods.',
      budgetCents: 80_000,
      idempotencyKey: randomUUID(),
    }),
  );
  await sendQuote(
    ctx,
    priya,
    eventId,
    QuoteInput.parse({
      lines: [
        { person: 'Bride', service: main!.name, priceCents: 25_000, minutes: 90 },
        { person: 'Mother of the bride', service: second!.name, priceCents: 12_000, minutes: 60 },
        { person: 'Maid of honour', service: second!.name, priceCents: 12_000, minutes: 60 },
      ],
      travelFeeCents: 4_000,
      earlyStartFeeCents: 0,
      trialPriceCents: 9_000,
      refundableUntil: new Date(readyBy.getTime() - 30 * DAY).toISOString(),
      validUntil: new Date(now.getTime() + 21 * DAY).toISOString(),
      assistantIds: [mei],
    }),
  );
  await answerInvitation(ctx, mei, eventId, true);
}
