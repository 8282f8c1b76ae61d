import { describe, expect, it } from 'vitest';
import {
  ageOn,
  emptyQuarter,
  formatPostalCode,
  isValidBusinessNumber,
  isValidSin,
  maskNumber,
  POSTAL_CODE,
  torontoQuarter,
  torontoYearBounds,
  yearTotals,
} from './tax.ts';

describe('SIN and business number checks', () => {
  it.each([
    ['046454286', true],
    ['130692544', true],
    ['046454287', false],
    ['04645428', false],
    ['0464542860', false],
    ['04645428a', false],
  ])('SIN %s → %s', (sin, ok) => expect(isValidSin(sin)).toBe(ok));

  it.each([
    ['123456782', true],
    ['123456789', false],
  ])('business number %s → %s', (bn, ok) => expect(isValidBusinessNumber(bn)).toBe(ok));
});

describe('postal codes', () => {
  it.each([
    ['M5V 2T6', true],
    ['m5v2t6', true],
    ['K1A 0B1', true],
    ['D5V 2T6', false],
    ['M5V 2T', false],
    ['12345', false],
    ['W5V 2T6', false],
  ])('%s → %s', (code, ok) => expect(POSTAL_CODE.test(code)).toBe(ok));

  it('is written A1A 1A1', () => expect(formatPostalCode('m5v2t6')).toBe('M5V 2T6'));
});

describe('age', () => {
  it.each([
    ['2008-11-28', '2026-11-28', 18],
    ['2008-11-29', '2026-11-28', 17],
    ['1990-02-28', '2026-02-27', 35],
  ])('born %s, on %s: %i', (dob, today, age) => expect(ageOn(dob, today)).toBe(age));
});

describe('masking', () => {
  it('keeps the last 3 digits only', () => {
    expect(maskNumber('individual', '046454286')).toBe('***-***-286');
    expect(maskNumber('business', '123456782')).toBe('******782');
  });
});

describe('quarters in Toronto time', () => {
  it.each([
    ['2026-04-01T03:59:59Z', 2026, 1],
    ['2026-04-01T04:00:00Z', 2026, 2],
    ['2027-01-01T04:59:59Z', 2026, 4],
    ['2027-01-01T05:00:00Z', 2027, 1],
  ])('%s → %i Q%i', (at, year, quarter) =>
    expect(torontoQuarter(new Date(at))).toEqual({ year, quarter }),
  );

  it('bounds a year at Toronto midnight', () => {
    expect(torontoYearBounds(2026)).toEqual({
      from: new Date('2026-01-01T05:00:00Z'),
      until: new Date('2027-01-01T05:00:00Z'),
    });
  });

  it('adds up a year', () => {
    const q1 = { ...emptyQuarter(1), grossCents: 100, services: 1 };
    const q3 = { ...emptyQuarter(3), grossCents: 50, tipsCents: 5 };
    expect(yearTotals([q1, q3])).toMatchObject({ grossCents: 150, services: 1, tipsCents: 5 });
  });
});
