/**
 * The customer changes the party before the quote's cut-off (decision 0042): a new version at
 * the quote's own prices, the day planned again, the earlier version kept; acceptance takes
 * the new version; after acceptance or the cut-off, a 409 that says what to do.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EventView } from '#shared/schemas/events.ts';
import { eventQuotes } from '#server/db/schema/index.ts';
import {
  DAY,
  errorOf,
  makeCustomer,
  type Artist,
  type Customer,
} from '#tests/support/fixtures/bookings.fixtures.ts';
import {
  acceptAs,
  eventArtist,
  quoteBody,
  readyBy,
  requested,
  sendAs,
} from '#tests/support/fixtures/events.fixtures.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'error', PROMOTION_STARTS_AT: '2099-01-01T05:00:00Z' });
});
afterAll(() => t.close());

/** A quote whose lines name the artist's services: Bridal Makeup $200 (90 min), Blowout $100. */
async function quotedByName(customer: Customer, lead: Artist, change: object = {}) {
  const at = readyBy();
  const event = await requested(t, customer, lead, at);
  const body = quoteBody(at, [], {
    lines: [
      { person: 'Bride', service: 'Bridal Makeup', priceCents: 20_000, minutes: 90 },
      { person: 'Bride', service: 'Blowout', priceCents: 10_000, minutes: 45 },
      { person: 'Maid of honour', service: 'Bridal Makeup', priceCents: 20_000, minutes: 90 },
    ],
    ...change,
  });
  const response = await sendAs(t, lead, 'POST', `/api/events/${event.id}/quotes`, body);
  expect(response.statusCode, response.body).toBe(200);
  return EventView.parse(response.json());
}

const changeParty = (customer: Customer, event: EventView, people: object[], version = 1) =>
  sendAs(t, customer, 'POST', `/api/events/${event.id}/party`, { version, people });

describe('changing the party before the cut-off', () => {
  it('makes a new version at the quote’s own prices, keeps the old one, and is what she accepts', async () => {
    const [lead, customer] = [await eventArtist(t), await makeCustomer(t)];
    const event = await quotedByName(customer, lead);
    expect(event.changeableUntil).toBeNull(); // the lead's view: the change is the customer's
    const mine = EventView.parse(
      (await sendAs(t, customer, 'GET', `/api/events/${event.id}`)).json(),
    );
    // The fixture's quote is refundable and valid until the day before: that is the cut-off.
    expect(mine.changeableUntil).toBe(event.quote!.refundableUntil);
    const [makeup, blowout] = lead.services.map((s) => s.id) as [string, string];
    const people = [
      { name: 'Bride', serviceIds: [makeup, blowout] },
      { name: 'Maid of honour', serviceIds: [makeup] },
      { name: 'Mother of the bride', serviceIds: [blowout] },
    ];
    const response = await changeParty(customer, event, people);
    expect(response.statusCode, response.body).toBe(200);
    const changed = EventView.parse(response.json());
    // $400 + $100 more + $40 travel, each all-in: one more line, one more person on the day.
    expect(changed).toMatchObject({ state: 'quoted', versions: 2 });
    expect(changed.quote!.version).toBe(2);
    expect(changed.quote!.lines.map((l) => l.label)).toContain('Mother of the bride: Blowout');
    expect(changed.quote!.totalCents).toBeGreaterThan(event.quote!.totalCents);
    expect(changed.quote!.schedule.map((s) => s.person).sort()).toEqual(
      ['Bride', 'Maid of honour', 'Mother of the bride'].sort(),
    );
    expect(changed.people.map((p) => p.name)).toEqual(people.map((p) => p.name));
    const versions = await t.database.db
      .select()
      .from(eventQuotes)
      .where(eq(eventQuotes.eventId, event.id));
    expect(versions.map((v) => v.version).sort()).toEqual([1, 2]);
    const [v2] = versions.filter((v) => v.version === 2);
    expect(v2!.lines.find((l) => l.person === 'Mother of the bride')).toMatchObject({
      priceCents: 10_000,
      minutes: 45,
    });

    // The version she read is gone: a 409 names the new one; the new one is accepted.
    expect((await acceptAs(t, customer, event.id, 1)).statusCode).toBe(409);
    expect((await changeParty(customer, event, people, 1)).statusCode).toBe(409);
    const accepted = await acceptAs(t, customer, event.id, 2);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(EventView.parse(accepted.json()).changeableUntil).toBeNull();
    const late = await changeParty(customer, event, people, 2);
    expect(late.statusCode).toBe(409);
    expect(errorOf(late).message).toBe(
      'This quote is accepted: ask the artist in the conversation to change the party.',
    );
  });

  it('refuses a service the artist has not quoted, twin names, the artist, and after the cut-off', async () => {
    const [lead, customer] = [await eventArtist(t), await makeCustomer(t)];
    const event = await quotedByName(customer, lead, {
      lines: [{ person: 'Bride', service: 'Bridal Makeup', priceCents: 20_000, minutes: 90 }],
    });
    const [makeup, blowout] = lead.services.map((s) => s.id) as [string, string];
    const unquoted = await changeParty(customer, event, [{ name: 'Bride', serviceIds: [blowout] }]);
    expect(unquoted.statusCode).toBe(400);
    expect(errorOf(unquoted).fields).toEqual({
      people: 'Blowout is not on the artist’s quote: ask her in the conversation to quote it.',
    });
    const twins = await changeParty(customer, event, [
      { name: 'Bride', serviceIds: [makeup] },
      { name: 'bride ', serviceIds: [makeup] },
    ]);
    expect(twins.statusCode).toBe(400);
    expect((await changeParty(customer, event, [])).statusCode).toBe(400);
    const byLead = await sendAs(t, lead, 'POST', `/api/events/${event.id}/party`, {
      version: 1,
      people: [{ name: 'Bride', serviceIds: [makeup] }],
    });
    expect(byLead.statusCode).toBe(404);

    const setDates = (refundableUntil: Date, validUntil: Date) =>
      t.database.db
        .update(eventQuotes)
        .set({ refundableUntil, validUntil })
        .where(and(eq(eventQuotes.eventId, event.id), eq(eventQuotes.version, 1)));
    const bride = [{ name: 'Bride', serviceIds: [makeup] }];
    // An expired quote ends the changes too, though the retainer would still be refundable.
    await setDates(new Date(Date.now() + DAY), new Date(Date.now() - 1000));
    expect((await changeParty(customer, event, bride)).statusCode).toBe(409);
    await setDates(new Date(Date.now() - DAY), new Date(Date.now() + DAY));
    const seen = EventView.parse(
      (await sendAs(t, customer, 'GET', `/api/events/${event.id}`)).json(),
    );
    expect(seen.changeableUntil).toBeNull();
    const after = await changeParty(customer, event, [{ name: 'Bride', serviceIds: [makeup] }]);
    expect(after.statusCode).toBe(409);
    expect(errorOf(after).message).toMatch(/^The date to change the party online has passed\./);
    const french = await t.app.inject({
      method: 'POST',
      url: `/api/events/${event.id}/party`,
      headers: { authorization: `Bearer ${customer.token}`, 'accept-language': 'fr-CA' },
      payload: { version: 1, people: [{ name: 'Bride', serviceIds: [makeup] }] },
    });
    expect(errorOf(french).message).toMatch(
      /^La date pour modifier le groupe en ligne est passée\./,
    );
  });
});
