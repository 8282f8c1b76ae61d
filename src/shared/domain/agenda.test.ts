import { describe, expect, it } from 'vitest';
import { dayAgenda, weekDates, type AgendaBooking, type DayAgenda } from './agenda.ts';
import { DEFAULT_SCHEDULE, type Schedule } from './availability.ts';
import { torontoInstant, torontoParts } from './toronto-time.ts';

// The agenda reads Toronto's clock whatever the process's: run it from a zone far from it.
process.env.TZ = 'Asia/Tokyo';

const r = (start: string, end: string) => ({ start, end });
const everyDay = (start: string, end: string) => [0, 1, 2, 3, 4, 5, 6].map(() => [r(start, end)]);

/** Tuesday 10:00–19:00 by default; Monday 2026-11-30 is closed. */
const TUE = '2026-12-01';
const MON = '2026-11-30';

const MINUTE = 60_000;

/**
 * "HH:MM" Toronto on a date → the booking from then for `minutes`, holding `before` and
 * `after` minutes of buffer around it (as it was booked).
 */
function booking(
  id: string,
  date: string,
  time: string,
  minutes: number,
  { before = 0, after = 0 } = {},
): AgendaBooking {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [h, min] = time.split(':').map(Number) as [number, number];
  const startsAt = torontoInstant(y, m, d, h, min);
  const endsAt = new Date(startsAt.getTime() + minutes * MINUTE);
  return {
    id,
    startsAt,
    endsAt,
    busyFrom: new Date(startsAt.getTime() - before * MINUTE),
    busyUntil: new Date(endsAt.getTime() + after * MINUTE),
  };
}

const wall = (at: Date) => {
  const p = torontoParts(at);
  return `${String(p.hour).padStart(2, '0')}:${String(p.minute).padStart(2, '0')}`;
};

/** "free 10:00–19:00 (540)": kind (or booking id), Toronto times, real minutes. */
const describeDay = (day: DayAgenda) =>
  day.items.map(
    (i) =>
      `${i.kind === 'booking' ? i.id : i.kind} ${wall(i.from)}–${wall(i.until)} (${
        (i.until.getTime() - i.from.getTime()) / 60_000
      })`,
  );

interface Case {
  name: string;
  schedule?: Partial<Schedule>;
  date?: string;
  bookings?: AgendaBooking[];
  /** Toronto "HH:MM" on the case's date: the time the agenda is read. */
  now?: string;
  dayOff?: boolean;
  expected: string[];
}

const cases: Case[] = [
  {
    name: 'read at 13:00: working time before now is past, a buffer stays a buffer',
    now: '13:00',
    bookings: [booking('b1', TUE, '12:00', 60, { before: 30 }), booking('b2', TUE, '15:00', 60)],
    expected: [
      'off 00:00–10:00 (600)',
      'past 10:00–11:30 (90)',
      'buffer 11:30–12:00 (30)',
      'b1 12:00–13:00 (60)',
      'free 13:00–15:00 (120)',
      'b2 15:00–16:00 (60)',
      'free 16:00–19:00 (180)',
      'off 19:00–00:00 (300)',
    ],
  },
  {
    name: 'read at 23:59: all its working time is past',
    now: '23:59',
    date: '2026-11-30',
    schedule: { weekly: everyDay('09:00', '17:00') },
    expected: ['off 00:00–09:00 (540)', 'past 09:00–17:00 (480)', 'off 17:00–00:00 (420)'],
  },
  {
    name: 'weekly hours: off, free, off',
    expected: ['off 00:00–10:00 (600)', 'free 10:00–19:00 (540)', 'off 19:00–00:00 (300)'],
  },
  {
    name: 'a closed weekday is a day off',
    date: MON,
    dayOff: true,
    expected: ['off 00:00–00:00 (1440)'],
  },
  {
    name: 'an override: a day off',
    schedule: { overrides: [{ date: TUE, ranges: [] }] },
    dayOff: true,
    expected: ['off 00:00–00:00 (1440)'],
  },
  {
    name: 'an override: other hours, two ranges',
    schedule: { overrides: [{ date: TUE, ranges: [r('13:00', '17:00'), r('09:00', '12:00')] }] },
    expected: [
      'off 00:00–09:00 (540)',
      'free 09:00–12:00 (180)',
      'off 12:00–13:00 (60)',
      'free 13:00–17:00 (240)',
      'off 17:00–00:00 (420)',
    ],
  },
  {
    name: 'around the clock: free all day',
    schedule: { weekly: everyDay('00:00', '24:00') },
    expected: ['free 00:00–00:00 (1440)'],
  },
  {
    name: 'a booking takes its time out of the free time',
    bookings: [booking('b1', TUE, '11:00', 45)],
    expected: [
      'off 00:00–10:00 (600)',
      'free 10:00–11:00 (60)',
      'b1 11:00–11:45 (45)',
      'free 11:45–19:00 (435)',
      'off 19:00–00:00 (300)',
    ],
  },
  {
    name: 'buffers around a booking are neither free nor the booking',
    bookings: [booking('b1', TUE, '11:00', 45, { before: 15, after: 30 })],
    expected: [
      'off 00:00–10:00 (600)',
      'free 10:00–10:45 (45)',
      'buffer 10:45–11:00 (15)',
      'b1 11:00–11:45 (45)',
      'buffer 11:45–12:15 (30)',
      'free 12:15–19:00 (405)',
      'off 19:00–00:00 (300)',
    ],
  },
  {
    name: 'back-to-back bookings at the opening; a buffer past closing is time off',
    bookings: [
      booking('b2', TUE, '11:00', 60, { after: 30 }),
      booking('b1', TUE, '10:00', 60, { after: 30 }),
      booking('b3', TUE, '18:30', 60, { after: 30 }),
    ],
    expected: [
      'off 00:00–10:00 (600)',
      'b1 10:00–11:00 (60)',
      'b2 11:00–12:00 (60)',
      'buffer 12:00–12:30 (30)',
      'free 12:30–18:30 (360)',
      'b3 18:30–19:30 (60)',
      'off 19:30–00:00 (270)',
    ],
  },
  {
    name: "a booking keeps the buffers it was booked with, not the schedule's new ones",
    schedule: { bufferBeforeMinutes: 60, bufferAfterMinutes: 60 },
    bookings: [booking('b1', TUE, '12:00', 60, { after: 15 })],
    expected: [
      'off 00:00–10:00 (600)',
      'free 10:00–12:00 (120)',
      'b1 12:00–13:00 (60)',
      'buffer 13:00–13:15 (15)',
      'free 13:15–19:00 (345)',
      'off 19:00–00:00 (300)',
    ],
  },
  {
    name: 'a booking on a day off is still listed',
    date: MON,
    dayOff: true,
    bookings: [booking('b1', MON, '12:00', 60)],
    expected: ['off 00:00–12:00 (720)', 'b1 12:00–13:00 (60)', 'off 13:00–00:00 (660)'],
  },
  {
    name: 'bookings of other days are left out',
    bookings: [booking('b0', MON, '12:00', 60), booking('b9', '2026-12-02', '00:00', 60)],
    expected: ['off 00:00–10:00 (600)', 'free 10:00–19:00 (540)', 'off 19:00–00:00 (300)'],
  },
  {
    name: 'a booking across midnight is listed with its real times on the day it ends',
    date: '2026-12-02',
    schedule: { weekly: everyDay('00:00', '24:00') },
    bookings: [booking('late', TUE, '23:30', 90)],
    expected: ['late 23:30–01:00 (90)', 'free 01:00–00:00 (1380)'],
  },
  {
    name: 'overlapping bookings are both listed',
    bookings: [booking('b1', TUE, '11:00', 60), booking('b2', TUE, '11:30', 60)],
    expected: [
      'off 00:00–10:00 (600)',
      'free 10:00–11:00 (60)',
      'b1 11:00–12:00 (60)',
      'b2 11:30–12:30 (60)',
      'free 12:30–19:00 (390)',
      'off 19:00–00:00 (300)',
    ],
  },
  // 1 November 2026: 02:00 EDT falls back to 01:00 EST, a 25-hour day.
  {
    name: 'autumn change: around the clock is 25 hours',
    date: '2026-11-01',
    schedule: { weekly: everyDay('00:00', '24:00') },
    expected: ['free 00:00–00:00 (1500)'],
  },
  {
    name: 'autumn change: 01:00–03:00 holds three real hours, a booking in the second 01:30',
    date: '2026-11-01',
    schedule: { weekly: everyDay('01:00', '03:00') },
    bookings: [
      {
        id: 'est',
        startsAt: new Date('2026-11-01T06:30:00Z'),
        endsAt: new Date('2026-11-01T07:00:00Z'),
        busyFrom: new Date('2026-11-01T06:30:00Z'),
        busyUntil: new Date('2026-11-01T07:00:00Z'),
      },
    ],
    expected: [
      'off 00:00–01:00 (60)',
      'free 01:00–01:30 (90)',
      'est 01:30–02:00 (30)',
      'free 02:00–03:00 (60)',
      'off 03:00–00:00 (1260)',
    ],
  },
  // 14 March 2027: 02:00 EST springs forward to 03:00 EDT, a 23-hour day.
  {
    name: 'spring change: around the clock is 23 hours',
    date: '2027-03-14',
    schedule: { weekly: everyDay('00:00', '24:00') },
    expected: ['free 00:00–00:00 (1380)'],
  },
  {
    name: 'spring change: 01:00–04:00 holds two real hours; 02:00–03:00 does not exist',
    date: '2027-03-14',
    schedule: {
      weekly: everyDay('01:00', '04:00'),
      overrides: [{ date: '2027-03-14', ranges: [r('01:00', '04:00'), r('02:00', '03:00')] }],
    },
    bookings: [booking('b1', '2027-03-14', '01:30', 60)],
    expected: [
      'off 00:00–01:00 (60)',
      'free 01:00–01:30 (30)',
      'b1 01:30–03:30 (60)',
      'free 03:30–04:00 (30)',
      'off 04:00–00:00 (1200)',
    ],
  },
];

describe('dayAgenda', () => {
  it('runs in a zone where the date differs from Toronto’s', () => {
    expect(new Date('2026-12-01T20:00:00Z').getDate()).toBe(2);
  });

  it.each(cases)('$name', (c) => {
    const schedule = { ...DEFAULT_SCHEDULE, ...c.schedule };
    const date = c.date ?? TUE;
    const now = c.now ? booking('now', date, c.now, 0).startsAt.getTime() : undefined;
    const day = dayAgenda(schedule, date, c.bookings ?? [], now);
    expect(describeDay(day)).toEqual(c.expected);
    expect(day.dayOff).toBe(c.dayOff ?? false);
  });

  it.each([
    ['2026-12-01', 24],
    ['2026-11-01', 25],
    ['2027-03-14', 23],
  ])('%s runs from midnight to midnight, %i hours', (date, hours) => {
    const day = dayAgenda(DEFAULT_SCHEDULE, date, []);
    expect(wall(day.from)).toBe('00:00');
    expect(wall(day.until)).toBe('00:00');
    expect((day.until.getTime() - day.from.getTime()) / 3_600_000).toBe(hours);
  });
});

describe('weekDates', () => {
  it.each([
    ['a Monday', '2026-11-30', '2026-11-30', '2026-12-06'],
    ['a Sunday', '2026-12-06', '2026-11-30', '2026-12-06'],
    ['across a month and a year', '2027-01-01', '2026-12-28', '2027-01-03'],
    ['the autumn change (Sunday)', '2026-11-01', '2026-10-26', '2026-11-01'],
  ])('%s', (_, date, first, last) => {
    const week = weekDates(date);
    expect(week).toHaveLength(7);
    expect([week[0], week[6]]).toEqual([first, last]);
  });
});
