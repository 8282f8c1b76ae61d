import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { outsideAreaProblem } from '#shared/domain/travel.ts';
import { serverTranslator } from '#shared/i18n/catalogues.ts';
import { KNOWN_ANSWERS } from '#shared/i18n/known-answers.ts';
import { localizeMessage } from '#shared/i18n/known-messages.ts';
import { bearer, createTestApp, type TestApp } from '#tests/support/test-app.ts';
import { profileServices } from '../../db/schema/index.ts';
import {
  DAY,
  errorOf,
  makeArtist,
  makeQuickCustomer,
  orderFor,
  slotIn,
} from '#tests/support/fixtures/bookings.fixtures.ts';
import type { CreateBookingInput } from '#shared/schemas/booking.ts';
import {
  M1B,
  torontoAt,
  travellingArtist,
  visitOrder,
} from '#tests/support/fixtures/visits.fixtures.ts';

/**
 * The checkout's refusals in the caller's language (decision 0037): the same order refused for
 * the same reason says it in English to an English page and in Canadian French to a French
 * one, amounts and dates through Intl.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'error' });
});
afterAll(() => t.close());

const order = (
  language: string,
  customer: { token: string },
  artist: { id: string },
  body: CreateBookingInput,
) =>
  t.app.inject({
    method: 'POST',
    url: `/api/book/create-book/${artist.id}`,
    headers: { ...bearer(customer.token), 'accept-language': language },
    payload: body,
  });

describe('the checkout’s refusals in French', () => {
  it('says the prices changed with the new total in French', async () => {
    const artist = await makeArtist(t, { amounts: [8000] });
    const customer = await makeQuickCustomer(t);
    const stale = orderFor(artist, customer, { expectedTotalCents: 100 });
    expect(errorOf(await order('en-CA', customer, artist, stale)).message).toBe(
      'The prices have changed: this order now comes to $84.00. Please review your order.',
    );
    const french = await order('fr-CA', customer, artist, stale);
    expect(french.statusCode).toBe(409);
    expect(errorOf(french).message).toBe(
      'Les prix ont changé : cette commande s’élève maintenant à 84,00\u00a0$. Veuillez la revoir.',
    );
  });

  it('says a time in the past, and a time just taken, in French, field included', async () => {
    const artist = await makeArtist(t);
    const customer = await makeQuickCustomer(t);
    const past = await order(
      'fr-CA',
      customer,
      artist,
      orderFor(artist, customer, { appointmentAt: new Date(Date.now() - DAY).toISOString() }),
    );
    expect(past.statusCode).toBe(400);
    expect(errorOf(past)).toMatchObject({
      message: 'Choisissez une date et une heure à venir.',
      fields: { appointmentAt: 'Choisissez une date et une heure à venir.' },
    });

    const at = slotIn(5 * DAY);
    const first = await order(
      'fr-CA',
      customer,
      artist,
      orderFor(artist, customer, { appointmentAt: at }),
    );
    expect(first.statusCode, first.body).toBe(200);
    const other = await makeQuickCustomer(t);
    const taken = await order(
      'fr-CA',
      other,
      artist,
      orderFor(artist, other, { appointmentAt: at }),
    );
    expect(taken.statusCode).toBe(409);
    expect(errorOf(taken).message).toBe('Cette heure vient d’être prise — choisissez-en une autre');
  });

  it('says which patch test to book first, and by when, with a French date', async () => {
    const artist = await makeArtist(t, { amounts: [12000, 1500] });
    const [lashes, patch] = artist.services;
    await t.database.db
      .update(profileServices)
      .set({ needsPatchTest: true, typeOfService: 'Lash Lift' })
      .where(eq(profileServices.id, lashes!.id));
    await t.database.db
      .update(profileServices)
      .set({ isPatchTest: true, typeOfService: 'Patch Test', durationMinutes: 15 })
      .where(eq(profileServices.id, patch!.id));
    const customer = await makeQuickCustomer(t);
    const body = orderFor(artist, customer, { appointmentAt: slotIn(10 * DAY) });
    const english = errorOf(await order('en-CA', customer, artist, body)).message;
    expect(english).toMatch(/first, on \w+day, \w+ \d+, \d{4} at .+ E[SD]T at the latest\.$/);
    const french = errorOf(await order('fr-CA', customer, artist, body)).message;
    expect(french).toMatch(
      /^Ce service demande un test cutané avec Ava au moins 48 heures avant : réservez d’abord son « Patch Test », au plus tard le \p{L}+ \d+ \p{L}+ \d{4}, \d+ h( \d\d)? H[NA]E\.$/u,
    );
  });
});

describe('why an artist does not come to a place, in French', () => {
  const french = serverTranslator('fr-CA');
  const say = (text: string) => localizeMessage(text, french, undefined, KNOWN_ANSWERS);
  const base = { lat: 43.6426, lng: -79.3871, postalArea: 'M5V' };

  it('says the distance with a French number, and the areas as a French list', () => {
    const far = outsideAreaProblem(
      { base, radiusKm: 5, postalAreas: [], feeBands: [] },
      { lat: 43.69, lng: -79.43, postalArea: 'M6E' },
      'Priya',
    )!;
    expect(far).toMatch(/^Priya travels within 5 km of M5V; this address is [\d.]+ km away$/);
    expect(say(far)).toMatch(
      /^Priya se déplace dans un rayon de 5 km autour de M5V; cette adresse est à \d+(,\d)? km$/,
    );
    const elsewhere = outsideAreaProblem(
      { base, radiusKm: null, postalAreas: ['M4C', 'M4E', 'M4L'], feeBands: [] },
      { lat: 43.69, lng: -79.43, postalArea: 'M6E' },
      'Priya',
    )!;
    expect(say(elsewhere)).toBe(
      'Priya se déplace dans les secteurs M4C, M4E et M4L; cette adresse est dans le secteur M6E',
    );
  });

  it('answers the travel question and refuses a visit too far in French', async () => {
    const artist = await travellingArtist(t);
    const ask = await t.app.inject({
      method: 'GET',
      url: `/api/travel/${artist.id}?lat=${M1B.lat}&lng=${M1B.lng}`,
      headers: { 'accept-language': 'fr-CA' },
    });
    const tooFar = 'Ava se déplace dans un rayon de 10 km autour de M5V; cette adresse est à 25 km';
    expect(ask.json()).toMatchObject({ served: false, problem: tooFar });

    const customer = await makeQuickCustomer(t);
    const visit = visitOrder(artist, customer, torontoAt(4, '15:00'), M1B, 3000);
    const refused = await order('fr-CA', customer, artist, visit);
    expect(refused.statusCode).toBe(400);
    expect(errorOf(refused)).toMatchObject({ message: tooFar, fields: { visit: tooFar } });
  });
});
