import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, mailTo, type TestApp } from '#tests/support/test-app.ts';
import { users } from '../../db/schema/index.ts';
import {
  book,
  changeState,
  DAY,
  makeArtist,
  makeCustomer,
} from '#tests/support/fixtures/bookings.fixtures.ts';

/**
 * Blush in French (decision 0037): the calendar's text (its name, each event's summary and
 * description, its link) in the language of the account that reads it, the other party's
 * staying in hers.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'error' });
});
afterAll(() => t.close());

const speaksFrench = (id: string) =>
  t.database.db.update(users).set({ locale: 'fr-CA' }).where(eq(users.id, id));

async function feedOf(who: { token: string }) {
  const made = await t.app.inject({
    method: 'POST',
    url: '/api/calendar/feed',
    headers: bearer(who.token),
  });
  const feed = await t.app.inject({
    method: 'GET',
    url: new URL(made.json<{ url: string }>().url).pathname,
  });
  expect(feed.statusCode).toBe(200);
  const calendar = new ICAL.Component(ICAL.parse(feed.body) as unknown[]);
  return {
    name: String(calendar.getFirstPropertyValue('x-wr-calname')),
    events: calendar.getAllSubcomponents('vevent').map((vevent) => ({
      summary: String(vevent.getFirstPropertyValue('summary')),
      description: String(vevent.getFirstPropertyValue('description')),
      url: String(vevent.getFirstPropertyValue('url')),
    })),
  };
}

describe('the calendar in French', () => {
  it('writes a French customer’s subscription in French, her English artist’s in English', async () => {
    const artist = await makeArtist(t);
    const customer = await makeCustomer(t);
    await speaksFrench(customer.id);
    await book(t, customer, artist, 3 * DAY);

    const french = await feedOf(customer);
    expect(french.name).toBe('Réservations Blush');
    expect(french.events).toEqual([
      {
        summary: 'Demande : Bridal Makeup avec Ava Artist',
        description:
          'Une demande : en attente de la réponse de Ava.\n1 × Bridal Makeup : 80,00\u00a0$',
        url: 'https://blush.test/fr/bookings-user',
      },
    ]);

    const english = await feedOf(artist);
    expect(english.name).toBe('Blush bookings');
    expect(english.events).toEqual([
      {
        summary: `Requested: Bridal Makeup for ${customer.firstName} ${customer.lastName}`,
        description: 'A request: accept or decline it in the app.\n1 × Bridal Makeup: $80.00',
        url: 'https://blush.test/bookings',
      },
    ]);
  });

  it('attaches a French file to a French customer’s acceptance e-mail, with her code', async () => {
    const artist = await makeArtist(t);
    const customer = await makeCustomer(t);
    await speaksFrench(customer.id);
    const bookingId = await book(t, customer, artist, 4 * DAY);
    await changeState(t, artist, bookingId, 'request', { state: 'accepted' });
    const mail = await mailTo(t.database, customer.email, /a accepté votre réservation/);
    const [ics] = mail.attachments;
    const calendar = new ICAL.Component(ICAL.parse(ics!.content) as unknown[]);
    const event = calendar.getFirstSubcomponent('vevent')!;
    expect(String(event.getFirstPropertyValue('summary'))).toBe('Bridal Makeup avec Ava Artist');
    expect(String(event.getFirstPropertyValue('description'))).toMatch(
      /^Code de réservation : [A-Z0-9]{6}\n1 × Bridal Makeup : 80,00\u00a0\$$/u,
    );
    expect(String(event.getFirstPropertyValue('location'))).toMatch(/^Au studio de Ava Artist/);
  });
});
