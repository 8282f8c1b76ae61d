import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCalendarDays, torontoDay } from '#shared/domain/toronto-time.ts';
import { bearer, createTestApp, type TestApp } from '#tests/support/test-app.ts';
import {
  errorOf,
  makeQuickCustomer,
  type Artist,
} from '#tests/support/fixtures/bookings.fixtures.ts';
import {
  AREA,
  M1B,
  torontoAt,
  travellingArtist,
  visitOrder,
} from '#tests/support/fixtures/visits.fixtures.ts';

/**
 * The travel rules' 400s in the caller's language (decisions 0037 and 0039): the out-of-area
 * refusal and the postal-code and Ontario field messages say the same thing in English and in
 * Canadian French, naming the same field.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'error' });
});
afterAll(() => t.close());

const DAY = addCalendarDays(torontoDay(new Date()), 3);
const slots = (artist: Artist, place: string, language: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/availability/${artist.id}?from=${DAY}&to=${DAY}&minutes=60${place}`,
    headers: { 'accept-language': language },
  });

describe('an address outside her area', () => {
  it('is refused at checkout in each language, naming the visit', async () => {
    const artist = await travellingArtist(t);
    const customer = await makeQuickCustomer(t);
    const order = visitOrder(artist, customer, torontoAt(4, '15:00'), M1B, 3000);
    const send = (language: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/book/create-book/${artist.id}`,
        headers: { ...bearer(customer.token), 'accept-language': language },
        payload: order,
      });
    const english = await send('en-CA');
    expect(english.statusCode).toBe(400);
    const problem = 'Ava travels within 10 km of M5V; this address is 25 km away';
    expect(errorOf(english)).toMatchObject({ message: problem, fields: { visit: problem } });
    const french = await send('fr-CA');
    expect(french.statusCode).toBe(400);
    const probleme =
      'Ava se déplace dans un rayon de 10 km autour de M5V; cette adresse est à 25 km';
    expect(errorOf(french)).toMatchObject({ message: probleme, fields: { visit: probleme } });
  });

  it('is refused in the free times in each language, with the list of her postal areas', async () => {
    const artist = await travellingArtist(t);
    const listed = await t.app.inject({
      method: 'PUT',
      url: '/api/profile/service-area',
      headers: bearer(artist.token),
      payload: { ...AREA, radiusKm: null, postalAreas: ['M4C', 'M4E', 'M4L'] },
    });
    expect(listed.statusCode, listed.body).toBe(200);
    const far = '&postalCode=M1B%201A1';
    const english = await slots(artist, far, 'en-CA');
    expect(english.statusCode).toBe(400);
    expect(errorOf(english).message).toBe(
      'Ava travels to M4C, M4E and M4L; this address is in M1B',
    );
    const french = await slots(artist, far, 'fr-CA');
    expect(french.statusCode).toBe(400);
    expect(errorOf(french)).toMatchObject({
      message:
        'Ava se déplace dans les secteurs M4C, M4E et M4L; cette adresse est dans le secteur M1B',
      fields: {
        postalCode:
          'Ava se déplace dans les secteurs M4C, M4E et M4L; cette adresse est dans le secteur M1B',
      },
    });
  });
});

describe('a travel quote', () => {
  it('says why she does not come, in each language', async () => {
    const artist = await travellingArtist(t);
    const quote = (language: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/travel/${artist.id}?lat=${M1B.lat}&lng=${M1B.lng}`,
        headers: { 'accept-language': language },
      });
    expect((await quote('en-CA')).json()).toMatchObject({
      served: false,
      problem: 'Ava travels within 10 km of M5V; this address is 25 km away',
    });
    expect((await quote('fr-CA')).json()).toMatchObject({
      served: false,
      problem: 'Ava se déplace dans un rayon de 10 km autour de M5V; cette adresse est à 25 km',
    });
  });
});

describe('a place the rules cannot read', () => {
  it.each([
    [
      'coordinates outside Ontario',
      '&lat=45.5017&lng=-73.5673',
      'lat',
      'is outside Ontario',
      'est hors de l’Ontario',
    ],
    [
      'a malformed postal code',
      '&postalCode=12345',
      'postalCode',
      'is not a Canadian postal code (like M4L 1Z8)',
      'n’est pas un code postal canadien (comme M4L 1Z8)',
    ],
    [
      'a postal area we do not know',
      '&postalCode=K1A%200A6',
      'postalCode',
      'is not a Toronto postal area we know: drop the pin on the map instead',
      'n’est pas un secteur postal de Toronto que nous connaissons : placez plutôt l’épingle sur la carte',
    ],
    ['half a pin', '&lat=43.7', 'lng', 'Give lat and lng together', 'Donnez lat et lng ensemble'],
  ])('%s is a 400 naming the field in each language', async (_, place, field, english, french) => {
    const artist = await travellingArtist(t);
    const inEnglish = await slots(artist, place, 'en-CA');
    expect(inEnglish.statusCode).toBe(400);
    expect(errorOf(inEnglish).fields).toEqual({ [field]: english });
    expect(errorOf(inEnglish).message).toMatch(/^Please check the highlighted fields/);
    const inFrench = await slots(artist, place, 'fr-CA');
    expect(inFrench.statusCode).toBe(400);
    expect(errorOf(inFrench).fields).toEqual({ [field]: french });
    expect(errorOf(inFrench).message).toMatch(/^Veuillez vérifier les champs signalés/);
  });
});
