import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Schedule } from '#shared/domain/availability.ts';
import { addCalendarDays, torontoDay, torontoInstant } from '#shared/domain/toronto-time.ts';
import { bearer, createTestApp, mailTo, type TestApp } from '#tests/support/test-app.ts';
import { profiles, users } from '../../db/schema/index.ts';
import {
  book,
  changeState,
  DAY,
  makeArtist,
  makeCustomer,
  makeQuickCustomer,
  orderFor,
  placeOrder,
} from '#tests/support/fixtures/bookings.fixtures.ts';
import { closeBookingsOf } from './close-bookings.ts';

/**
 * Blush in French (decision 0037): the rescue's e-mails (alternatives, a waitlist's opening)
 * and those of a closed account's bookings are written in each recipient's language.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PROMOTION_STARTS_AT: '2099-01-01T05:00:00Z', LOG_LEVEL: 'error' });
});
afterAll(() => t.close());

const speaksFrench = (id: string) =>
  t.database.db.update(users).set({ locale: 'fr-CA' }).where(eq(users.id, id));

const FRENCH_TIME = /\p{L}+ \d+ \p{L}+ \d{4}, \d+ h \d{2} (HNE|HAE)/u;

describe('a French customer whose artist declines', () => {
  it('is offered the alternatives in French: dates, amounts and ratings her way', async () => {
    const original = await makeArtist(t, { amounts: [10_000] });
    const instead = await makeArtist(t, { amounts: [10_000] });
    await t.database.db
      .update(profiles)
      .set({ ratingAverage: 4.5, reviewCount: 3 })
      .where(eq(profiles.userId, instead.id));
    const customer = await makeCustomer(t);
    await speaksFrench(customer.id);
    const bookingId = await book(t, customer, original, 3 * DAY);
    await changeState(t, original, bookingId, 'request', { state: 'declined' });

    const mail = await mailTo(t.database, customer.email, /^Des artistes libres à la place de /);
    expect(mail.subject).toBe(
      `Des artistes libres à la place de ${original.firstName} ${original.lastName}`,
    );
    expect(mail.text).toContain(`Bonjour ${customer.firstName}, ces artistes sont libres`);
    expect(mail.text).toMatch(FRENCH_TIME);
    expect(mail.text).toContain('note : 4,5');
    expect(mail.text).toMatch(/\d+,\d{2}\u00a0\$/u);
    expect(mail.text).toContain('Voir les autres choix');
    expect(mail.text).not.toMatch(/rated|See the alternatives|will not go ahead/);
  });
});

describe('an account closed with bookings', () => {
  it('tells a French customer in French and the blocked English artist in English', async () => {
    const artist = await makeArtist(t);
    const customer = await makeCustomer(t);
    await speaksFrench(customer.id);
    await book(t, customer, artist, 9 * DAY);
    await closeBookingsOf(t.app.context, { userId: artist.id, why: 'blocked' });

    const toCustomer = await mailTo(
      t.database,
      customer.email,
      /^Votre réservation du .+ a été refusée$/u,
    );
    expect(toCustomer.subject).toMatch(FRENCH_TIME);
    expect(toCustomer.text).toContain(
      `Bonjour ${customer.firstName}, une réservation a été refusée`,
    );
    expect(toCustomer.text).toContain('l’artiste ne peut plus prendre de réservations sur Blush');
    expect(toCustomer.text).toContain('Trouver une artiste');

    const toArtist = await mailTo(t.database, artist.email, /^Your booking for .+ was declined$/);
    expect(toArtist.text).toContain(`Hi ${artist.firstName}, a booking was declined`);
    expect(toArtist.text).toContain('because your account is blocked. Nothing was charged.');
    expect(toArtist.text).toContain('Help Center');
  });

  it('tells an English artist in English when her French customer’s account is deleted', async () => {
    const artist = await makeArtist(t);
    const customer = await makeCustomer(t);
    await speaksFrench(customer.id);
    await book(t, customer, artist, 10 * DAY);
    await closeBookingsOf(t.app.context, { userId: customer.id, why: 'deleted' });
    const toArtist = await mailTo(t.database, artist.email, /^Your booking for .+ was declined$/);
    expect(toArtist.text).toContain(
      "the customer's account is closed. There is no cancellation fee.",
    );
  });
});

const ONE_HOUR_A_DAY: Schedule = {
  weekly: [0, 1, 2, 3, 4, 5, 6].map(() => [{ start: '10:00', end: '11:00' }]),
  overrides: [],
  bufferBeforeMinutes: 0,
  bufferAfterMinutes: 0,
  minNoticeMinutes: 0,
  horizonDays: 90,
  slotIntervalMinutes: 60,
  maxPerDay: null,
};

describe('the waitlist in French', () => {
  it('answers and writes a French customer in French, the day written her way', async () => {
    const artist = await makeArtist(t, { schedule: ONE_HOUR_A_DAY });
    const first = await makeCustomer(t);
    const day = addCalendarDays(torontoDay(new Date()), 5);
    const [y, m, d] = day.split('-').map(Number) as [number, number, number];
    const ten = torontoInstant(y, m, d, 10);
    const held = await placeOrder(
      t,
      first,
      artist,
      orderFor(artist, first, { appointmentAt: ten.toISOString() }),
    );
    expect(held.statusCode).toBe(200);

    const waiting = await makeQuickCustomer(t);
    await speaksFrench(waiting.id);
    const joined = await t.app.inject({
      method: 'POST',
      url: '/api/waitlist',
      headers: { ...bearer(waiting.token), 'accept-language': 'fr-CA' },
      payload: { artistId: artist.id, day, timeOfDay: 'morning' },
    });
    expect(joined.statusCode).toBe(200);
    const frenchDay = new Intl.DateTimeFormat('fr-CA', {
      timeZone: 'America/Toronto',
      year: 'numeric',
      month: 'long',
      day: 'numeric',
    }).format(ten);
    expect(joined.json<{ message: string }>().message).toBe(
      `Nous vous écrirons par courriel dès qu’une heure se libère le ${frenchDay}.`,
    );

    const heldId = held.json<Array<{ _id: string }>>()[0]!._id;
    await changeState(t, first, heldId, 'request', { state: 'declined-user' });
    const mail = await mailTo(t.database, waiting.email, /^Une heure s’est libérée avec /);
    expect(mail.subject).toBe(`Une heure s’est libérée avec ${artist.firstName} le ${frenchDay}`);
    expect(mail.text).toContain(`a une heure libre le ${frenchDay} (le matin).`);
    expect(mail.text).toContain('Voir les heures libres');
  });
});
