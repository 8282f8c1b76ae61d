import { describe, expect, it } from 'vitest';
import { formatDay, formatWait, formatWhen } from './format.tsx';

/** The dashboard shows Toronto time whatever the browser's zone (the tests run in UTC). */
describe('admin time formats', () => {
  it.each([
    ['2026-11-25T18:10:00Z', 'Nov 25, 2026, 1:10 p.m. EST'],
    ['2026-07-01T03:30:00Z', 'Jun 30, 2026, 11:30 p.m. EDT'],
  ])('%s is %s in Toronto', (iso, shown) => {
    expect(formatWhen(iso)).toBe(shown);
  });

  it("names Toronto's day, not the browser's", () => {
    expect(formatDay('2026-11-25T03:00:00Z')).toBe('Nov 24, 2026');
  });

  it.each([
    [0, '0 min'],
    [12 * 60_000, '12 min'],
    [155 * 60_000, '2 h 35 min'],
    [50 * 3_600_000, '2 days'],
  ])('a wait of %i ms reads %s', (ms, text) => {
    expect(formatWait(ms)).toBe(text);
  });
});

describe('admin time formats in French', () => {
  it('writes the Toronto time the French way, zone named', () => {
    expect(formatWhen('2026-11-25T18:10:00Z', 'fr-CA')).toBe('25 nov. 2026, 13 h 10 HNE');
    expect(formatDay('2026-11-25T03:00:00Z', 'fr-CA')).toBe('24 nov. 2026');
    expect(formatWait(50 * 3_600_000, 'fr-CA').replace(/\s/gu, ' ')).toBe('2 jours');
  });
});
