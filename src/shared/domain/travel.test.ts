import { describe, expect, it } from 'vitest';
import {
  cityKmPerHour,
  distanceKm,
  inOntario,
  legText,
  normalizePostalCode,
  outsideAreaProblem,
  postalAreaOf,
  quoteTravel,
  travelFeeCents,
  travelMinutes,
  type FeeBand,
  type ServiceArea,
} from './travel.ts';

// Postal areas' centres (Toronto's forward sortation areas).
const M5V = { lat: 43.6404, lng: -79.3995, postalArea: 'M5V' };
const M4C = { lat: 43.6953, lng: -79.3184, postalArea: 'M4C' };
const M1B = { lat: 43.8067, lng: -79.1944, postalArea: 'M1B' };
const M6P = { lat: 43.6616, lng: -79.4648, postalArea: 'M6P' };

describe('distance', () => {
  it.each([
    ['the same point', M5V, M5V, 0, 0],
    ['downtown to East York', M5V, M4C, 8.9, 0.2],
    ['downtown to Malvern', M5V, M1B, 24.8, 0.1],
    // One degree of latitude is 111.2 km on a 6371 km sphere.
    ['one degree north', { lat: 43, lng: -79 }, { lat: 44, lng: -79 }, 111.2, 0.1],
  ])('%s', (_, a, b, km, within) => {
    expect(Math.abs(distanceKm(a, b) - km)).toBeLessThanOrEqual(within);
    expect(distanceKm(a, b)).toBeCloseTo(distanceKm(b, a), 9);
  });
});

describe('travel time', () => {
  // Instants in Toronto (EST, UTC−5, in January): Wednesday 14 and Saturday 17 January 2027.
  const wed = (hour: number) => new Date(Date.UTC(2027, 0, 13, hour + 5, 0));
  const sat = (hour: number) => new Date(Date.UTC(2027, 0, 16, hour + 5, 0));

  it.each([
    ['weekday morning rush', 3, 8, 18],
    ['weekday evening rush', 3, 17, 18],
    ['weekday midday', 3, 12, 25],
    ['weekday late evening', 3, 22, 35],
    ['night', 2, 3, 35],
    ['Saturday at 8', 6, 8, 25],
    ['Sunday at 17', 0, 17, 25],
  ])('%s', (_, weekday, hour, kmh) => {
    expect(cityKmPerHour(weekday, hour)).toBe(kmh);
  });

  it.each([
    // 8.93 km × 1.4 = 12.51 km of streets.
    ['downtown to East York in the morning rush', M5V, M4C, wed(8), 50], // 41.7 + 5 → 50
    ['the same leg at midday', M5V, M4C, wed(12), 40], // 30.02 + 5 → 40
    ['the same leg on Saturday morning', M5V, M4C, sat(8), 40],
    ['the same leg at night', M5V, M4C, wed(23), 30], // 21.4 + 5 → 30
    ['the same place', M5V, { lat: 43.641, lng: -79.3995 }, wed(8), 0],
    ['across the city at rush hour', M5V, M1B, wed(17), 125], // 24.8 km × 1.4 = 34.7 km: 115.6 + 5 → 125
  ])('%s', (_, a, b, at, minutes) => {
    expect(travelMinutes(a, b, at)).toBe(minutes);
  });
});

describe('travel fee', () => {
  const bands: FeeBand[] = [
    { upToKm: 5, feeCents: 0 },
    { upToKm: 15, feeCents: 1500 },
    { upToKm: null, feeCents: 3000 },
  ];
  it.each([
    [0, 0],
    [5, 0],
    [5.04, 0], // shown as 5.0 km: inside the first band
    [5.1, 1500],
    [15, 1500],
    [15.1, 3000],
    [80, 3000],
  ])('%s km costs %s cents', (km, cents) => {
    expect(travelFeeCents(bands, km)).toBe(cents);
  });

  it('charges the last band beyond every band, and nothing without bands', () => {
    expect(travelFeeCents([{ upToKm: 10, feeCents: 1000 }], 12)).toBe(1000);
    expect(travelFeeCents([], 12)).toBe(0);
  });
});

describe('service area', () => {
  const radius: ServiceArea = {
    base: M5V,
    radiusKm: 10,
    postalAreas: [],
    feeBands: [
      { upToKm: 5, feeCents: 0 },
      { upToKm: null, feeCents: 1500 },
    ],
  };
  const listed: ServiceArea = { ...radius, radiusKm: null, postalAreas: ['M4C', 'M4E', 'M4L'] };

  it.each([
    ['inside the radius', radius, M4C, null],
    [
      'outside the radius',
      radius,
      M1B,
      'Priya travels within 10 km of M5V; this address is 25 km away',
    ],
    ['a listed postal area', listed, M4C, null],
    [
      'an area not listed',
      listed,
      M6P,
      'Priya travels to M4C, M4E and M4L; this address is in M6P',
    ],
    [
      'a place without a postal area',
      listed,
      { ...M6P, postalArea: null },
      'Priya travels to M4C, M4E and M4L; this address has no postal area she lists',
    ],
  ])('%s', (_, area, place, problem) => {
    expect(outsideAreaProblem(area, place, 'Priya')).toBe(problem);
  });

  it('quotes the distance and the band fee', () => {
    expect(quoteTravel(radius, M4C)).toEqual({ km: 8.9, feeCents: 1500 });
    expect(quoteTravel(radius, M5V)).toEqual({ km: 0, feeCents: 0 });
  });
});

describe('places', () => {
  it.each([
    ['m4l1z8', 'M4L 1Z8'],
    [' M4L  1Z8 ', 'M4L 1Z8'],
    ['m5v', 'M5V'],
    ['D4L 1Z8', null], // no D
    ['M4L 1Z', null],
    ['12345', null],
    ['W1A 1AA', null], // no W first
  ])('postal code %j', (text, normalized) => {
    expect(normalizePostalCode(text)).toBe(normalized);
  });

  it('reads the postal area', () => {
    expect(postalAreaOf('m4l 1z8')).toBe('M4L');
    expect(postalAreaOf('nope')).toBeNull();
  });

  it.each([
    [M5V, true],
    [{ lat: 45.4215, lng: -75.6972 }, true], // Ottawa
    [{ lat: 45.5017, lng: -73.5673 }, false], // Montreal
    [{ lat: 40.7128, lng: -74.006 }, false], // New York
    [{ lat: 0, lng: 0 }, false],
  ])('%j is in Ontario: %s', (point, inside) => {
    expect(inOntario(point)).toBe(inside);
  });

  it('words a leg', () => {
    expect(legText(22, 'M4C')).toBe('22 min to M4C');
    expect(legText(10, null)).toBe('10 min');
  });
});
