/**
 * What the lead's quote editor reads (decision 0042): its first draft, from the request or
 * the current version, the version history on the event, and the artists she may invite,
 * found by name (verified, not blocked, not herself, only for her own event).
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AssistantCandidate, EventView, QuoteDraft } from '#shared/schemas/events.ts';
import { users } from '#server/db/schema/index.ts';
import {
  makeArtist,
  makeCustomer,
  type Artist,
} from '#tests/support/fixtures/bookings.fixtures.ts';
import {
  eventArtist,
  quoteBody,
  readyBy,
  requested,
  sendAs,
} from '#tests/support/fixtures/events.fixtures.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';
import { defaultQuoteDates } from './quote-draft.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'error' });
});
afterAll(() => t.close());

const DAY = 86_400_000;
const draftOf = async (who: { token: string }, eventId: string) => {
  const response = await sendAs(t, who, 'GET', `/api/events/${eventId}/quote-draft`);
  expect(response.statusCode, response.body).toBe(200);
  return QuoteDraft.parse(response.json());
};
const named = async (artist: Artist, firstName: string) => {
  await t.database.db.update(users).set({ firstName }).where(eq(users.id, artist.id));
  return artist;
};

describe('the quote draft', () => {
  it('prefills each person’s services at the lead’s own prices and lengths', async () => {
    const lead = await eventArtist(t);
    const event = await requested(t, await makeCustomer(t), lead, readyBy(30));
    const draft = await draftOf(lead, event.id);
    expect(draft.input.lines).toEqual([
      { person: 'Bride', service: 'Bridal Makeup', priceCents: 20_000, minutes: 60 },
      { person: 'Bride', service: 'Blowout', priceCents: 10_000, minutes: 60 },
      { person: 'Maid of honour', service: 'Bridal Makeup', priceCents: 20_000, minutes: 60 },
    ]);
    expect(draft.input).toMatchObject({ travelFeeCents: 0, retainerPercent: 30 });
    expect(draft).toMatchObject({ feeBps: 500, assistants: [] });
    expect(Date.parse(draft.input.refundableUntil)).toBe(Date.parse(event.readyBy) - 14 * DAY);
  });

  it('starts a new version from the current one, with its team, and lists the history', async () => {
    const lead = await eventArtist(t);
    const mate = await named(await makeArtist(t), 'Mate');
    const event = await requested(t, await makeCustomer(t), lead);
    const at = new Date(event.readyBy);
    const url = `/api/events/${event.id}/quotes`;
    await sendAs(t, lead, 'POST', url, quoteBody(at, [mate.id]));
    const second = await sendAs(
      t,
      lead,
      'POST',
      url,
      quoteBody(at, [mate.id], { travelFeeCents: 0 }),
    );
    const view = EventView.parse(second.json());
    expect(view.history.map((v) => v.version)).toEqual([2, 1]);
    expect(view.history[1]!.totalCents).toBeGreaterThan(view.history[0]!.totalCents);
    const draft = await draftOf(lead, event.id);
    expect(draft.input.lines).toEqual(quoteBody(at).lines);
    expect(draft.assistants).toEqual([{ id: mate.id, name: 'Mate Artist' }]);
  });

  it('is the lead’s alone', async () => {
    const lead = await eventArtist(t);
    const customer = await makeCustomer(t);
    const event = await requested(t, customer, lead);
    const other = await makeArtist(t);
    const url = `/api/events/${event.id}/quote-draft`;
    expect((await sendAs(t, other, 'GET', url)).statusCode).toBe(404);
    expect((await sendAs(t, customer, 'GET', url)).statusCode).toBe(403);
  });

  it('brings the dates closer when the event is near', () => {
    const now = new Date('2027-06-01T12:00:00Z');
    const dates = defaultQuoteDates(new Date('2027-06-05T12:00:00Z'), now);
    expect(dates).toEqual({
      refundableUntil: '2027-06-03T12:00:00.000Z',
      validUntil: '2027-06-03T12:00:00.000Z',
    });
  });
});

describe('assistant candidates', () => {
  it('finds verified artists by name, not the blocked, the unverified or the lead', async () => {
    const tag = `Zq${randomBytes(4).toString('hex')}`;
    const lead = await named(await eventArtist(t), `${tag}Lead`);
    const good = await named(await makeArtist(t), `${tag}Good`);
    const blocked = await named(await makeArtist(t), `${tag}Blocked`);
    await t.database.db
      .update(users)
      .set({ blockedAt: new Date() })
      .where(eq(users.id, blocked.id));
    await named(await makeArtist(t, { verified: false }), `${tag}Unverified`);
    const event = await requested(t, await makeCustomer(t), lead);
    const url = `/api/events/${event.id}/assistant-candidates?q=${tag.toLowerCase()}`;
    const response = await sendAs(t, lead, 'GET', url);
    expect(response.statusCode, response.body).toBe(200);
    expect(AssistantCandidate.array().parse(response.json())).toEqual([
      { id: good.id, name: `${tag}Good Artist` },
    ]);
    const pattern = await sendAs(
      t,
      lead,
      'GET',
      `/api/events/${event.id}/assistant-candidates?q=%25%25`,
    );
    expect(pattern.json()).toEqual([]);
  });

  it('answers only the event’s lead, and wants two letters', async () => {
    const lead = await eventArtist(t);
    const event = await requested(t, await makeCustomer(t), lead);
    const url = `/api/events/${event.id}/assistant-candidates?q=Ava`;
    expect((await sendAs(t, await makeArtist(t), 'GET', url)).statusCode).toBe(404);
    const short = await sendAs(t, lead, 'GET', `/api/events/${event.id}/assistant-candidates?q=A`);
    expect(short.statusCode).toBe(400);
  });
});
