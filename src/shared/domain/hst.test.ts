import { describe, expect, it } from 'vitest';
import {
  businessNumberValid,
  hstNumberProblem,
  quarterEnd,
  quarterLabel,
  quarterOf,
  quarterStart,
  thresholdStanding,
} from './hst.ts';

describe('GST/HST numbers', () => {
  it.each(['123456782RT0001', '123 456 782 rt 0001', '100000009RT0002', '000000000RT0001'])(
    'accepts %s',
    (text) => {
      expect(hstNumberProblem(text)).toBeNull();
    },
  );

  it.each([
    ['123456789RT0001', 'check digit'],
    ['123456782RC0001', 'RT'],
    ['123456782RT001', '4-digit'],
    ['123456782RT00012', '4-digit'],
    ['12345678RT0001', '9-digit'],
    ['', '9-digit'],
  ])('refuses %j, saying the %s', (text, words) => {
    expect(hstNumberProblem(text)).toContain(words);
  });

  it('checks the business number with the Luhn digit', () => {
    expect(businessNumberValid('123456782')).toBe(true);
    expect(businessNumberValid('123456783')).toBe(false);
    expect(businessNumberValid('12345678')).toBe(false);
  });
});

describe('the small-supplier threshold', () => {
  it('takes calendar quarters in Toronto time', () => {
    // 03:30 UTC on April 1 is still March 31 in Toronto.
    expect(quarterOf(new Date('2026-04-01T03:30:00Z'))).toEqual({ year: 2026, quarter: 1 });
    expect(quarterOf(new Date('2026-04-01T05:00:00Z'))).toEqual({ year: 2026, quarter: 2 });
    expect(quarterStart({ year: 2026, quarter: 4 }).toISOString()).toBe('2026-10-01T04:00:00.000Z');
    expect(quarterEnd({ year: 2026, quarter: 4 }).toISOString()).toBe('2027-01-01T05:00:00.000Z');
  });

  const sales = (entries: Array<[string, number]>) => new Map(entries);
  const now = { year: 2026, quarter: 4 };

  it.each([
    [[], 'under', null],
    [[['Q4 2026', 2_399_999]], 'under', null],
    [[['Q4 2026', 2_400_000]], 'near', null],
    [[['Q4 2026', 3_000_000]], 'near', null], // "more than $30,000"
    [[['Q4 2026', 3_000_001]], 'crossed', 'quarter'],
    [
      [
        ['Q4 2025', 1_000_000],
        ['Q1 2026', 1_000_000],
        ['Q3 2026', 1_000_001],
      ],
      'crossed',
      'four-quarters',
    ],
    // Q3 2025 is five quarters back: outside the window.
    [
      [
        ['Q3 2025', 2_000_000],
        ['Q1 2026', 500_000],
      ],
      'under',
      null,
    ],
  ] as const)('%j → %s', (entries, level, crossedBy) => {
    const standing = thresholdStanding(now, sales(entries as unknown as Array<[string, number]>));
    expect(standing.level).toBe(level);
    expect(standing.crossedBy).toBe(crossedBy);
    expect(standing.quarters.map(quarterLabel)).toEqual([
      'Q4 2025',
      'Q1 2026',
      'Q2 2026',
      'Q3 2026',
    ]);
  });
});
