/**
 * The tip on a completed event (decision 0042): the same limits and window as a booking's,
 * once (a double submit is one charge), split over the team as the event's charges are, with
 * no fee, commission or HST, into each member's earnings; a refused card leaves no tip.
 */
import { and, eq, sql, sum } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EventView } from '#shared/schemas/events.ts';
import { Earnings } from '#shared/schemas/payments.ts';
import { eventPayments, events, ledgerEntries } from '#server/db/schema/index.ts';
import { errorOf, makeCustomer, type Customer } from '#tests/support/fixtures/bookings.fixtures.ts';
import {
  completedEvent,
  eventArtist,
  quoted,
  sendAs,
} from '#tests/support/fixtures/events.fixtures.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'error', PROMOTION_STARTS_AT: '2099-01-01T05:00:00Z' });
});
afterAll(() => t.close());

const tip = (
  who: Customer | { token: string },
  eventId: string,
  amountCents: unknown,
  fr = false,
) =>
  t.app.inject({
    method: 'POST',
    url: `/api/events/${eventId}/tip`,
    headers: {
      authorization: `Bearer ${who.token}`,
      ...(fr ? { 'accept-language': 'fr-CA' } : {}),
    },
    payload: { amountCents },
  });

const tipLinesOf = (eventId: string) =>
  t.database.db
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.eventId, eventId), eq(ledgerEntries.memo, 'tip')));

const ledgerSum = async () => {
  const [row] = await t.database.db
    .select({ total: sum(ledgerEntries.amountCents) })
    .from(ledgerEntries);
  return Number(row?.total ?? 0);
};

describe('the tip on a completed event', () => {
  it('is offered as a booking’s, charged once, and split over the team into their earnings', async () => {
    const [lead, ana, customer] = [
      await eventArtist(t),
      await eventArtist(t),
      await makeCustomer(t),
    ];
    const done = await completedEvent(t, customer, lead, [ana]);
    // The artist's prices of the day: $200 + $100 + $40 travel.
    expect(done.tip).toMatchObject({ status: 'open', amountCents: null, maxCents: 34_000 });
    expect(done.tip!.choices.map((c) => c.amountCents)).toEqual([3_400, 5_100, 6_800]);
    const before = await Promise.all([lead, ana].map((a) => earningsOf(a.token)));

    // A double submit: one tip, one charge.
    const [a, b] = await Promise.all([
      tip(customer, done.id, 5_100),
      tip(customer, done.id, 5_100),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const rows = await t.database.db
      .select()
      .from(eventPayments)
      .where(and(eq(eventPayments.eventId, done.id), eq(eventPayments.kind, 'tip')));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'succeeded', amountCents: 5_100, feeCents: 0 });
    const again = await tip(customer, done.id, 500);
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).message).toBe('You have already added a tip to this event.');

    // Shared as the work was ($240 and $100 of $340), to the cent, with no fee or HST line.
    const lines = await tipLinesOf(done.id);
    const payable = lines.filter((l) => l.account === 'artist_payable');
    expect(payable.map((l) => -l.amountCents).sort((x, y) => x - y)).toEqual([1_500, 3_600]);
    expect(lines.filter((l) => /hst|fee|commission/.test(l.account))).toEqual([]);
    expect(await ledgerSum()).toBe(0);
    const after = await Promise.all([lead, ana].map((x) => earningsOf(x.token)));
    expect(after[0]! - before[0]! + (after[1]! - before[1]!)).toBe(5_100);

    const seen = EventView.parse((await sendAs(t, ana, 'GET', `/api/events/${done.id}`)).json());
    expect(seen.tip).toMatchObject({ status: 'tipped', amountCents: 5_100 });
  });

  it('refuses a tip outside the limits, before completion, after 7 days, or by anyone else', async () => {
    const [lead, customer] = [await eventArtist(t), await makeCustomer(t)];
    const done = await completedEvent(t, customer, lead);
    for (const [amount, message] of [
      [49, 'must be at least $0.50'],
      [34_001, 'must be at most the service subtotal ($340.00)'],
    ] as const) {
      const response = await tip(customer, done.id, amount);
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).fields).toEqual({ amountCents: message });
    }
    for (const bad of [0, -5, 12.5, '10']) {
      expect((await tip(customer, done.id, bad)).statusCode).toBe(400);
    }
    expect((await tip(lead, done.id, 500)).statusCode).toBe(404);

    const open = await quoted(t, customer, lead);
    const early = await tip(customer, open.id, 500);
    expect(early.statusCode).toBe(409);
    expect(errorOf(early).message).toBe('A tip can be added once the event is completed.');
    const french = await tip(customer, open.id, 500, true);
    expect(errorOf(french).message).toBe(
      'On peut ajouter un pourboire une fois l’événement terminé.',
    );

    await t.database.db
      .update(events)
      .set({ completedAt: sql`now() - interval '8 days'` })
      .where(eq(events.id, done.id));
    const late = await tip(customer, done.id, 500);
    expect(late.statusCode).toBe(409);
    expect(errorOf(late).message).toBe('A tip can be added within 7 days of the event.');
    const view = EventView.parse(
      (await sendAs(t, customer, 'GET', `/api/events/${done.id}`)).json(),
    );
    expect(view.tip?.status).toBe('closed');
    expect(await tipLinesOf(done.id)).toEqual([]);
  });

  it('records no tip when the card is refused, and she may try again', async () => {
    const [lead, customer] = [await eventArtist(t), await makeCustomer(t)];
    const done = await completedEvent(t, customer, lead);
    const card = (await t.database.db.select().from(events).where(eq(events.id, done.id)))[0]!
      .gatewayCardId;
    await t.database.db
      .update(events)
      .set({ gatewayCardId: 'card_gone' })
      .where(eq(events.id, done.id));
    const before = await ledgerSum();
    const refused = await tip(customer, done.id, 800);
    expect(refused.statusCode).toBe(402);
    expect(errorOf(refused).message).toMatch(/No tip was added\.$/);
    expect(await tipLinesOf(done.id)).toEqual([]);
    expect(await ledgerSum()).toBe(before);

    await t.database.db.update(events).set({ gatewayCardId: card }).where(eq(events.id, done.id));
    expect((await tip(customer, done.id, 800)).statusCode).toBe(200);
    expect((await tipLinesOf(done.id)).length).toBeGreaterThan(0);
  });
});

async function earningsOf(token: string) {
  const response = await t.app.inject({
    url: '/api/earnings',
    headers: { authorization: `Bearer ${token}` },
  });
  return Earnings.parse(response.json()).balanceCents;
}
