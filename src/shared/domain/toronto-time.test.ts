import { describe, expect, it } from 'vitest';
import {
  formatTorontoDate,
  formatTorontoDateTime,
  formatTorontoTime,
  nextTorontoMonday,
  startOfTorontoWeek,
  torontoInstant,
  torontoParts,
  type TorontoParts,
  parseTorontoDateTime,
} from './toronto-time.ts';

// In 2026 Toronto springs forward on Sunday March 8 (02:00 EST → 03:00 EDT, at 07:00 UTC) and
// falls back on Sunday November 1 (02:00 EDT → 01:00 EST, at 06:00 UTC). These tests must pass
// in any process time zone: run them with TZ=UTC and TZ=Asia/Tokyo too.

const SUN = 0;
const MON = 1;
const WED = 3;
const THU = 4;

describe('torontoParts', () => {
  it.each<[string, string, TorontoParts]>([
    [
      'winter noon',
      '2026-01-15T17:00:00Z',
      { year: 2026, month: 1, day: 15, hour: 12, minute: 0, second: 0, weekday: THU },
    ],
    [
      'summer midnight (hour 0, not 24)',
      '2026-07-01T04:00:00Z',
      { year: 2026, month: 7, day: 1, hour: 0, minute: 0, second: 0, weekday: WED },
    ],
    [
      'the last EST minute before spring',
      '2026-03-08T06:59:30Z',
      { year: 2026, month: 3, day: 8, hour: 1, minute: 59, second: 30, weekday: SUN },
    ],
    [
      'the first EDT instant',
      '2026-03-08T07:00:00Z',
      { year: 2026, month: 3, day: 8, hour: 3, minute: 0, second: 0, weekday: SUN },
    ],
    [
      'the first 01:30 in the autumn (EDT)',
      '2026-11-01T05:30:00Z',
      { year: 2026, month: 11, day: 1, hour: 1, minute: 30, second: 0, weekday: SUN },
    ],
    [
      'the second 01:30 in the autumn (EST)',
      '2026-11-01T06:30:00Z',
      { year: 2026, month: 11, day: 1, hour: 1, minute: 30, second: 0, weekday: SUN },
    ],
    [
      'New Year’s Eve in Toronto while it is New Year in UTC',
      '2027-01-01T04:59:59Z',
      { year: 2026, month: 12, day: 31, hour: 23, minute: 59, second: 59, weekday: THU },
    ],
  ])('reads %s', (_name, iso, parts) => {
    expect(torontoParts(new Date(iso))).toEqual(parts);
  });

  it('reads what Intl reads at every 7 minutes 13 seconds of 2026 and 2027, changes included', () => {
    const intl = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'America/Toronto',
      hourCycle: 'h23',
      dateStyle: 'short',
      timeStyle: 'medium',
    });
    const wall = (p: TorontoParts) =>
      `${p.year}-${pad(p.month)}-${pad(p.day)}, ${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)}`;
    const weekday = new Intl.DateTimeFormat('en-US', {
      timeZone: 'America/Toronto',
      weekday: 'short',
    });
    const days = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
    const wrong: string[] = [];
    for (let t = Date.UTC(2026, 0, 1); t < Date.UTC(2028, 0, 1); t += 433_000) {
      const at = new Date(t);
      const parts = torontoParts(at);
      if (wall(parts) !== intl.format(at) || days[parts.weekday] !== weekday.format(at)) {
        wrong.push(at.toISOString());
      }
    }
    expect(wrong).toEqual([]);
  });
});

const pad = (n: number) => String(n).padStart(2, '0');

describe('torontoInstant', () => {
  it.each<[string, [number, number, number, number, number], string]>([
    ['winter noon', [2026, 1, 15, 12, 0], '2026-01-15T17:00:00.000Z'],
    ['summer midnight', [2026, 7, 1, 0, 0], '2026-07-01T04:00:00.000Z'],
    ['01:59 before spring forward', [2026, 3, 8, 1, 59], '2026-03-08T06:59:00.000Z'],
    ['03:00 after spring forward', [2026, 3, 8, 3, 0], '2026-03-08T07:00:00.000Z'],
    ['02:30, skipped in spring: 03:30 EDT', [2026, 3, 8, 2, 30], '2026-03-08T07:30:00.000Z'],
    ['02:00, skipped in spring: 03:00 EDT', [2026, 3, 8, 2, 0], '2026-03-08T07:00:00.000Z'],
    ['00:30 before fall back', [2026, 11, 1, 0, 30], '2026-11-01T04:30:00.000Z'],
    ['01:00, repeated in autumn: the first', [2026, 11, 1, 1, 0], '2026-11-01T05:00:00.000Z'],
    ['01:30, repeated in autumn: the first', [2026, 11, 1, 1, 30], '2026-11-01T05:30:00.000Z'],
    ['02:00 after fall back', [2026, 11, 1, 2, 0], '2026-11-01T07:00:00.000Z'],
  ])('places %s', (_name, [year, month, day, hour, minute], iso) => {
    expect(torontoInstant(year, month, day, hour, minute).toISOString()).toBe(iso);
  });

  it('defaults to midnight', () => {
    expect(torontoInstant(2026, 3, 8).toISOString()).toBe('2026-03-08T05:00:00.000Z');
    expect(torontoInstant(2026, 11, 1).toISOString()).toBe('2026-11-01T04:00:00.000Z');
  });

  // Every quarter hour from Saturday to Monday around each change.
  const quarterHours = (fromIso: string): Date[] =>
    Array.from({ length: 3 * 24 * 4 }, (_, i) => new Date(Date.parse(fromIso) + i * 900_000));

  it.each([
    ['spring forward', '2026-03-07T05:00:00Z'],
    ['fall back', '2026-10-31T04:00:00Z'],
  ])('round-trips every instant around %s', (_name, fromIso) => {
    const mismatches = quarterHours(fromIso).flatMap((instant) => {
      const p = torontoParts(instant);
      const back = torontoInstant(p.year, p.month, p.day, p.hour, p.minute);
      // The second (EST) pass through 01:00–01:59 on November 1 reads back as the first.
      const secondPass =
        instant >= new Date('2026-11-01T06:00:00Z') && instant < new Date('2026-11-01T07:00:00Z');
      const expected = secondPass ? instant.getTime() - 3_600_000 : instant.getTime();
      return back.getTime() === expected ? [] : [instant.toISOString()];
    });
    expect(mismatches).toEqual([]);
  });

  it.each([
    ['spring forward', 2026, 3, 8],
    ['fall back', 2026, 11, 1],
  ])('round-trips every wall-clock time on the day of %s', (_name, year, month, day) => {
    const mismatches: string[] = [];
    for (let hour = 0; hour < 24; hour++) {
      for (const minute of [0, 15, 30, 45]) {
        const p = torontoParts(torontoInstant(year, month, day, hour, minute));
        // 02:xx does not exist on March 8: it reads as 03:xx.
        const skipped = month === 3 && hour === 2;
        const wanted = [year, month, day, skipped ? 3 : hour, minute];
        const got = [p.year, p.month, p.day, p.hour, p.minute];
        if (got.join() !== wanted.join()) mismatches.push(`${hour}:${minute} → ${got.join()}`);
      }
    }
    expect(mismatches).toEqual([]);
  });
});

describe('startOfTorontoWeek', () => {
  it.each([
    // Sunday May 17 23:30 EDT is already Monday in UTC; its week began Monday May 11.
    ['Sunday 23:30 Toronto (Monday in UTC)', '2026-05-18T03:30:00Z', '2026-05-11T04:00:00.000Z'],
    ['the last millisecond of a Sunday', '2026-05-18T03:59:59.999Z', '2026-05-11T04:00:00.000Z'],
    ['Monday 00:00 exactly', '2026-05-18T04:00:00Z', '2026-05-18T04:00:00.000Z'],
    ['a Wednesday', '2026-05-20T16:00:00Z', '2026-05-18T04:00:00.000Z'],
    // The week of Monday March 2 holds the spring change (Sunday March 8).
    [
      'Monday 00:30 EST in the week of spring forward',
      '2026-03-02T05:30:00Z',
      '2026-03-02T05:00:00.000Z',
    ],
    ['Sunday noon EDT after spring forward', '2026-03-08T16:00:00Z', '2026-03-02T05:00:00.000Z'],
    ['Monday 00:30 EDT after spring forward', '2026-03-09T04:30:00Z', '2026-03-09T04:00:00.000Z'],
    // The week of Monday October 26 holds the autumn change (Sunday November 1).
    [
      'Monday 00:30 EDT in the week of fall back',
      '2026-10-26T04:30:00Z',
      '2026-10-26T04:00:00.000Z',
    ],
    ['the second 01:30 on fall-back Sunday', '2026-11-01T06:30:00Z', '2026-10-26T04:00:00.000Z'],
    ['Monday 00:30 EST after fall back', '2026-11-02T05:30:00Z', '2026-11-02T05:00:00.000Z'],
    ['New Year’s Day 2027 (a Friday)', '2027-01-01T17:00:00Z', '2026-12-28T05:00:00.000Z'],
  ])('of %s is %s', (_name, iso, expected) => {
    const start = startOfTorontoWeek(new Date(iso));
    expect(start.toISOString()).toBe(expected);
    const p = torontoParts(start);
    expect([p.weekday, p.hour, p.minute, p.second]).toEqual([MON, 0, 0, 0]);
  });
});

describe('nextTorontoMonday', () => {
  it.each([
    ['Sunday 23:30 Toronto', '2026-05-18T03:30:00Z', '2026-05-18T04:00:00.000Z'],
    ['Monday 00:00 exactly', '2026-05-18T04:00:00Z', '2026-05-25T04:00:00.000Z'],
    ['a Wednesday before spring forward', '2026-03-04T17:00:00Z', '2026-03-09T04:00:00.000Z'],
    ['a Wednesday before fall back', '2026-10-28T16:00:00Z', '2026-11-02T05:00:00.000Z'],
    ['the second 01:30 on fall-back Sunday', '2026-11-01T06:30:00Z', '2026-11-02T05:00:00.000Z'],
    ['Monday 00:30 EST after fall back', '2026-11-02T05:30:00Z', '2026-11-09T05:00:00.000Z'],
    ['New Year’s Eve 2026 (a Thursday)', '2026-12-31T17:00:00Z', '2027-01-04T05:00:00.000Z'],
  ])('after %s is %s', (_name, iso, expected) => {
    expect(nextTorontoMonday(new Date(iso)).toISOString()).toBe(expected);
  });
});

describe('formatTorontoDateTime', () => {
  it.each([
    ['2026-12-05T19:30:00Z', /^Saturday, December 5, 2026 at 2:30\sp\.m\.\sEST$/],
    ['2026-07-05T19:30:00Z', /^Sunday, July 5, 2026 at 3:30\sp\.m\.\sEDT$/],
  ])('names the Toronto zone for %s', (iso, expected) => {
    expect(formatTorontoDateTime(new Date(iso))).toMatch(expected);
  });
});

describe('formatTorontoDate', () => {
  it.each([
    ['2026-12-06T03:30:00Z', 'December 5, 2026'],
    ['2026-07-01T03:59:00Z', 'June 30, 2026'],
    ['2026-07-01T04:00:00Z', 'July 1, 2026'],
  ])('gives the Toronto day of %s', (iso, expected) => {
    expect(formatTorontoDate(new Date(iso))).toBe(expected);
  });
});

describe('Toronto time in Canadian French (Intl, decision 0037)', () => {
  const saturday = new Date('2026-11-28T19:30:00Z'); // 14:30 in Toronto (EST)

  it('gives the day in full, a comma, and the time with "h"', () => {
    expect(formatTorontoDateTime(saturday, 'fr-CA')).toBe('samedi 28 novembre 2026, 14 h 30 HNE');
    expect(formatTorontoDate(saturday, 'fr-CA')).toBe('28 novembre 2026');
    expect(formatTorontoTime(saturday, 'fr-CA')).toBe('14 h 30');
  });

  it('keeps the English formats as they were', () => {
    expect(formatTorontoDateTime(saturday)).toBe('Saturday, November 28, 2026 at 2:30 p.m. EST');
    expect(formatTorontoDateTime(saturday, 'en-CA')).toBe(formatTorontoDateTime(saturday));
    expect(formatTorontoTime(saturday, 'en-CA')).toBe('2:30 p.m.');
  });
});

describe('an English Toronto date read back', () => {
  it('gives the instant formatTorontoDateTime wrote, in winter and in summer', () => {
    for (const iso of ['2026-12-05T19:30:00.000Z', '2026-07-01T04:05:00.000Z']) {
      const instant = new Date(iso);
      expect(parseTorontoDateTime(formatTorontoDateTime(instant))).toEqual(instant);
    }
    expect(parseTorontoDateTime('tomorrow at noon')).toBeNull();
  });
});
