import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeGeocoder, type FakeGeocoder } from '#tests/support/fake-geocoder.ts';
import { testEnv } from '#tests/support/test-app.ts';
import { GEOCODER_TIMEOUT_MS, postalAreaGeocoder, suggestPlaces } from './geocoder.ts';

let fake: FakeGeocoder;
beforeAll(async () => {
  fake = await startFakeGeocoder();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.fault = null;
});

const photon = () => testEnv({ GEOCODER_URL: `${fake.url}/api` });
const nominatim = () =>
  testEnv({ GEOCODER_URL: `${fake.url}/search`, GEOCODER_FORMAT: 'nominatim' });
const CITY_HALL = {
  lat: 43.6513,
  lng: -79.3857,
  postalCode: 'M5H 2N2',
  postalArea: 'M5H',
  precise: true,
};

describe('the embedded postal areas', () => {
  it.each([
    ['m4l1z8', 'M4L 1Z8', 'M4L'],
    ['12 Main St, Toronto M4C 1A1', 'M4C 1A1', 'M4C'],
    ['M5V', 'M5V', 'M5V'],
  ])('%j places the pin at its area', async (text, postalCode, area) => {
    const [place] = await postalAreaGeocoder.suggest(text, AbortSignal.timeout(100));
    expect(place).toMatchObject({ postalCode, postalArea: area, precise: false });
  });

  it('knows only Toronto areas, and text without a postal code finds nothing', async () => {
    expect(await postalAreaGeocoder.suggest('K1A 0A6', AbortSignal.timeout(100))).toEqual([]);
    expect(await postalAreaGeocoder.suggest('Queen St', AbortSignal.timeout(100))).toEqual([]);
  });
});

describe('the HTTP geocoder', () => {
  it.each([
    ['Photon', photon, 'Toronto City Hall, 100 Queen Street West, Toronto, M5H 2N2'],
    [
      'Nominatim',
      nominatim,
      'Toronto City Hall, 100, Queen Street West, Old Toronto, Toronto, Ontario, M5H 2N2, Canada',
    ],
  ])('reads %s answers, Ontario only', async (_, env, label) => {
    const answer = await suggestPlaces(env(), '100 Queen St');
    expect(answer.fallback).toBe(false);
    expect(answer.places[0]).toEqual({ label, ...CITY_HALL });
    // Montréal's Rue Queen is left out.
    expect(answer.places.every((p) => p.lng < -74.3)).toBe(true);
    expect(fake.queries.at(-1)?.get('q')).toBe('100 Queen St');
  });

  it('asks Nominatim for Canadian addresses with their details', async () => {
    await suggestPlaces(nominatim(), 'Queen');
    const query = fake.queries.at(-1)!;
    expect(query.get('format')).toBe('jsonv2');
    expect(query.get('countrycodes')).toBe('ca');
    expect(query.get('addressdetails')).toBe('1');
  });

  it('adds the postal area of a postal code typed', async () => {
    const answer = await suggestPlaces(photon(), 'Queen St M4M 1H8');
    expect(answer.places.at(-1)).toMatchObject({ postalArea: 'M4M', precise: false });
  });

  it.each(['down', 'garbage', 'hang'] as const)(
    'a geocoder that is %s gives way to the postal areas, with the fallback flagged',
    async (fault) => {
      fake.fault = fault;
      // A short timeout stands for the 2 seconds, so the test does not wait them out.
      const answer = await suggestPlaces(photon(), '100 Queen St W, M5H 2N2', 50);
      expect(answer).toEqual({
        fallback: true,
        places: [expect.objectContaining({ postalCode: 'M5H 2N2', postalArea: 'M5H' })],
      });
    },
  );

  it('waits 2 seconds at most', () => {
    expect(GEOCODER_TIMEOUT_MS).toBe(2_000);
  });

  it('without GEOCODER_URL, only postal codes are looked up, and that is no fallback', async () => {
    const answer = await suggestPlaces(testEnv(), 'M4C 1A1');
    expect(answer).toMatchObject({ fallback: false, places: [{ postalArea: 'M4C' }] });
  });
});
