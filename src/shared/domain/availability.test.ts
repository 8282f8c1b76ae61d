import { describe, expect, it } from 'vitest';
import { ScheduleInput, SlotQueryInput } from '../schemas/availability.ts';
import {
  DEFAULT_SCHEDULE,
  busyRange,
  freeSlots,
  isFreeSlot,
  withinHours,
  type BusyBooking,
  type Schedule,
} from './availability.ts';
import { torontoInstant } from './toronto-time.ts';

// The rules read Toronto's clock whatever the process's: run them from a zone far from it.
process.env.TZ = 'Pacific/Kiritimati';

const r = (start: string, end: string) => ({ start, end });
const tueToSat = (start: string, end: string) =>
  [0, 1, 2, 3, 4, 5, 6].map((d) => (d >= 2 && d <= 6 ? [r(start, end)] : []));
const everyDay = (start: string, end: string) => [0, 1, 2, 3, 4, 5, 6].map(() => [r(start, end)]);

const base: Schedule = {
  ...DEFAULT_SCHEDULE,
  weekly: tueToSat('10:00', '12:00'),
  minNoticeMinutes: 0,
  slotIntervalMinutes: 30,
};

/** "HH:MM" Toronto on a date → ISO instant. */
const at = (date: string, time: string) => {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [h, min] = time.split(':').map(Number) as [number, number];
  return torontoInstant(y, m, d, h, min).toISOString();
};
const booking = (date: string, time: string, minutes: number, schedule: Schedule): BusyBooking => {
  const startsAt = new Date(at(date, time));
  return { startsAt, ...busyRange(schedule, startsAt, minutes) };
};

// Tuesday 2026-12-01 (EST, UTC−5); Monday 2026-11-30 is closed.
const TUE = '2026-12-01';
const NOW = new Date('2026-11-25T12:00:00Z');

interface Case {
  name: string;
  schedule: Partial<Schedule>;
  from?: string;
  to?: string;
  minutes: number;
  now?: Date;
  busy?: Array<[string, string, number]>;
  expected: Array<[string, string]>;
}

const cases: Case[] = [
  {
    name: 'weekly hours, on the interval, the whole booking inside',
    schedule: {},
    minutes: 60,
    expected: [
      [TUE, '10:00'],
      [TUE, '10:30'],
      [TUE, '11:00'],
    ],
  },
  {
    name: 'a closed weekday',
    schedule: {},
    from: '2026-11-30',
    to: '2026-11-30',
    minutes: 60,
    expected: [],
  },
  {
    name: 'an override: a day off',
    schedule: { overrides: [{ date: TUE, ranges: [] }] },
    minutes: 60,
    expected: [],
  },
  {
    name: 'an override: other hours on that date',
    schedule: { overrides: [{ date: TUE, ranges: [r('14:00', '15:00')] }] },
    minutes: 60,
    expected: [[TUE, '14:00']],
  },
  {
    name: 'an override opens a closed weekday',
    schedule: { overrides: [{ date: '2026-11-30', ranges: [r('09:00', '10:00')] }] },
    from: '2026-11-30',
    to: '2026-11-30',
    minutes: 60,
    expected: [['2026-11-30', '09:00']],
  },
  {
    name: 'buffers before and after fit inside the hours too',
    schedule: { bufferBeforeMinutes: 15, bufferAfterMinutes: 15, slotIntervalMinutes: 15 },
    minutes: 60,
    expected: [
      [TUE, '10:15'],
      [TUE, '10:30'],
      [TUE, '10:45'],
    ],
  },
  {
    name: 'a booking takes its time',
    schedule: { weekly: tueToSat('10:00', '13:00') },
    minutes: 60,
    busy: [[TUE, '11:00', 60]],
    expected: [
      [TUE, '10:00'],
      [TUE, '12:00'],
    ],
  },
  {
    name: 'buffers keep bookings apart on both sides',
    schedule: {
      weekly: tueToSat('10:00', '14:00'),
      bufferBeforeMinutes: 15,
      bufferAfterMinutes: 15,
      slotIntervalMinutes: 15,
    },
    minutes: 60,
    busy: [[TUE, '11:00', 60]],
    expected: [
      [TUE, '12:30'],
      [TUE, '12:45'],
    ],
  },
  {
    name: 'two ranges: a booking cannot span the break',
    schedule: {
      weekly: tueToSat('10:00', '11:00').map((d) => (d.length ? [...d, r('11:30', '12:30')] : d)),
    },
    minutes: 60,
    expected: [
      [TUE, '10:00'],
      [TUE, '11:30'],
    ],
  },
  {
    name: 'touching ranges join up',
    schedule: {
      weekly: tueToSat('10:00', '11:00').map((d) => (d.length ? [...d, r('11:00', '12:00')] : d)),
    },
    minutes: 90,
    expected: [
      [TUE, '10:00'],
      [TUE, '10:30'],
    ],
  },
  {
    name: 'minimum notice',
    schedule: {
      weekly: tueToSat('10:00', '19:00'),
      minNoticeMinutes: 120,
      slotIntervalMinutes: 60,
    },
    now: new Date(at(TUE, '10:20')),
    minutes: 60,
    expected: ['13:00', '14:00', '15:00', '16:00', '17:00', '18:00'].map((t) => [TUE, t]),
  },
  {
    name: 'nothing in the past even without notice',
    schedule: {},
    now: new Date(at(TUE, '10:10')),
    minutes: 60,
    expected: [
      [TUE, '10:30'],
      [TUE, '11:00'],
    ],
  },
  {
    name: 'the horizon',
    schedule: { weekly: tueToSat('10:00', '11:00'), horizonDays: 1 },
    now: new Date(at(TUE, '00:00')),
    from: TUE,
    to: '2026-12-03',
    minutes: 60,
    expected: [[TUE, '10:00']],
  },
  {
    name: 'the daily limit',
    schedule: { weekly: tueToSat('10:00', '12:00'), maxPerDay: 1, slotIntervalMinutes: 60 },
    from: TUE,
    to: '2026-12-02',
    minutes: 60,
    busy: [[TUE, '10:00', 60]],
    expected: [
      ['2026-12-02', '10:00'],
      ['2026-12-02', '11:00'],
    ],
  },
];

describe('freeSlots', () => {
  it.each(cases)('$name', (c) => {
    const schedule = { ...base, ...c.schedule };
    const slots = freeSlots({
      schedule,
      from: c.from ?? TUE,
      to: c.to ?? TUE,
      minutes: c.minutes,
      now: c.now ?? NOW,
      busy: (c.busy ?? []).map(([d, t, m]) => booking(d, t, m, schedule)),
    });
    expect(slots.map((s) => s.toISOString())).toEqual(c.expected.map(([d, t]) => at(d, t)));
  });

  it('around the clock, the last slot of a day ends after midnight', () => {
    const schedule = { ...base, weekly: everyDay('00:00', '24:00'), slotIntervalMinutes: 60 };
    const slots = freeSlots({ schedule, from: TUE, to: TUE, minutes: 120, now: NOW, busy: [] });
    expect(slots).toHaveLength(24);
    expect(slots.at(-1)!.toISOString()).toBe(at(TUE, '23:00'));
  });
});

describe('daylight saving', () => {
  const clock = {
    ...base,
    weekly: everyDay('00:00', '24:00'),
    slotIntervalMinutes: 60,
    horizonDays: 365,
  };
  const now = new Date('2026-10-01T00:00:00Z');

  it('1 November 2026 has 25 hourly slots; 01:00 comes twice (EDT, then EST)', () => {
    const slots = freeSlots({
      schedule: clock,
      from: '2026-11-01',
      to: '2026-11-01',
      minutes: 60,
      now,
      busy: [],
    });
    const iso = slots.map((s) => s.toISOString());
    expect(iso).toHaveLength(25);
    expect(iso[0]).toBe('2026-11-01T04:00:00.000Z'); // 00:00 EDT
    expect(iso).toContain('2026-11-01T05:00:00.000Z'); // 01:00 EDT
    expect(iso).toContain('2026-11-01T06:00:00.000Z'); // 01:00 EST
    expect(iso.at(-1)).toBe('2026-11-02T04:00:00.000Z'); // 23:00 EST
  });

  it('14 March 2027 has 23 hourly slots and none in the skipped hour', () => {
    const slots = freeSlots({
      schedule: clock,
      from: '2027-03-14',
      to: '2027-03-14',
      minutes: 60,
      now,
      busy: [],
    });
    const iso = slots.map((s) => s.toISOString());
    expect(iso).toHaveLength(23);
    expect(iso.slice(0, 3)).toEqual([
      '2027-03-14T05:00:00.000Z', // 00:00 EST
      '2027-03-14T06:00:00.000Z', // 01:00 EST
      '2027-03-14T07:00:00.000Z', // 03:00 EDT
    ]);
  });

  it.each([
    ['2026-10-31', '14:00'], // Saturday, EDT (UTC−4)
    ['2026-11-03', '15:00'], // Tuesday, EST (UTC−5)
    ['2027-03-13', '15:00'], // Saturday, EST
    ['2027-03-16', '14:00'], // Tuesday, EDT
  ])('10:00 on %s is %s:00 UTC on both sides of a change', (date, utc) => {
    const schedule = { ...base, weekly: tueToSat('10:00', '11:00'), horizonDays: 365 };
    const slots = freeSlots({ schedule, from: date, to: date, minutes: 60, now, busy: [] });
    expect(slots.map((s) => s.toISOString())).toEqual([`${date}T${utc}:00.000Z`]);
  });
});

describe('isFreeSlot', () => {
  it('accepts a listed slot and refuses one off the grid or taken', () => {
    const schedule = base;
    const query = { schedule, minutes: 60, now: NOW, busy: [] };
    expect(isFreeSlot({ ...query, start: new Date(at(TUE, '10:30')) })).toBe(true);
    expect(isFreeSlot({ ...query, start: new Date(at(TUE, '10:05')) })).toBe(false);
    const busy = [booking(TUE, '11:00', 60, schedule)];
    expect(isFreeSlot({ ...query, busy, start: new Date(at(TUE, '10:30')) })).toBe(false);
  });
});

describe('travel between bookings', () => {
  // Tuesday 10:00–18:00 every 15 minutes, 15 minutes' buffer after each booking; a one-hour
  // booking at 12:00 in East York (M4C). At midday a drive from downtown (M5V, 8.9 km) takes
  // 40 minutes, from Leslieville (M4L, 2.9 km) 15, from the same street none.
  const schedule: Schedule = {
    ...base,
    weekly: tueToSat('10:00', '18:00'),
    slotIntervalMinutes: 15,
    bufferAfterMinutes: 15,
  };
  const M4C = { lat: 43.6953, lng: -79.3184 };
  const M5V = { lat: 43.6404, lng: -79.3995 };
  const M4L = { lat: 43.6689, lng: -79.3156 };
  const startsAt = new Date(at(TUE, '12:00'));
  const visit: BusyBooking = {
    startsAt,
    ...busyRange(schedule, startsAt, 60),
    endsAt: new Date(at(TUE, '13:00')),
    place: M4C,
  };
  const morning = ['10:00', '10:15'];
  const afternoon = ['13:15', '13:30', '13:45', '14:00'];
  const times = (place: { lat: number; lng: number } | null, busy = [visit]) =>
    freeSlots({ schedule, from: TUE, to: TUE, minutes: 60, now: NOW, busy, place })
      .map((s) => s.toISOString())
      .filter((s) => s >= at(TUE, '10:00') && s <= at(TUE, '14:00'));

  it.each([
    // Without a place only the buffers count: a new booking's own 15 minutes after it end by
    // 12:00, and it starts when the visit's buffer is over, 13:15.
    ['no place given', null, [...morning, '10:30', '10:45', ...afternoon]],
    // 40 minutes each way: done by 11:20 at the latest, not before 13:40 after.
    ['downtown, 40 minutes away', M5V, [...morning, '13:45', '14:00']],
    // 15 minutes each way: the drive is no longer than the buffers.
    ['Leslieville, 15 minutes away', M4L, [...morning, '10:30', '10:45', ...afternoon]],
    ['the same street', M4C, [...morning, '10:30', '10:45', ...afternoon]],
  ])('%s', (_, place, expected) => {
    expect(times(place)).toEqual(expected.map((t) => at(TUE, t)));
  });

  it('leaves bookings without a place to their buffers', () => {
    expect(times(M5V, [{ ...visit, place: null }])).toEqual(times(null));
  });

  it.each([
    // From her base downtown: 40 minutes to East York at 10:00, so her first visit there
    // starts at 10:45 (10:40 on the grid); 50 minutes back in the 18:00 rush, so her last
    // ends by 17:10 (starts at 16:00).
    ['from downtown to East York', M5V, M4C, '10:45', '16:00'],
    // From Leslieville: 15 minutes there, 20 back in the rush.
    ['from Leslieville to East York', M4L, M4C, '10:15', '16:30'],
    // At her base: no drive, her hours as they are (the last start leaves its 15-minute buffer).
    ['at her base', M4C, M4C, '10:00', '16:45'],
  ])(
    'counts the drive from her base to her first visit and back: %s',
    (_, home, place, first, last) => {
      const day = freeSlots({
        schedule,
        from: TUE,
        to: TUE,
        minutes: 60,
        now: NOW,
        busy: [],
        place,
        base: home,
      }).map((s) => s.toISOString());
      expect(day[0]).toBe(at(TUE, first));
      expect(day.at(-1)).toBe(at(TUE, last));
    },
  );

  it('times the drive between two visits from the visit, not from her base', () => {
    // Her base far out in Malvern: the first visit waits for the drive from there, but a
    // visit after her East York one is timed from East York.
    const M1B = { lat: 43.8067, lng: -79.1944 };
    const day = freeSlots({
      schedule,
      from: TUE,
      to: TUE,
      minutes: 60,
      now: NOW,
      busy: [visit],
      place: M4L,
      base: M1B,
    }).map((s) => s.toISOString());
    expect(day[0]).not.toBe(at(TUE, '10:00'));
    expect(day).toContain(at(TUE, '13:15'));
  });

  it('isFreeSlot refuses a start she cannot reach', () => {
    const query = { schedule, minutes: 60, now: NOW, busy: [visit], place: M5V };
    expect(isFreeSlot({ ...query, start: new Date(at(TUE, '13:30')) })).toBe(false);
    expect(isFreeSlot({ ...query, start: new Date(at(TUE, '13:45')) })).toBe(true);
  });
});

describe('withinHours', () => {
  const span = (date: string, from: string, minutes: number) =>
    [new Date(at(date, from)), new Date(Date.parse(at(date, from)) + minutes * 60_000)] as const;
  it.each<[string, Schedule, readonly [Date, Date], boolean]>([
    ['inside the hours', base, span(TUE, '10:30', 60), true],
    ['ending at closing time', base, span(TUE, '11:00', 60), true],
    ['running past closing time', base, span(TUE, '11:30', 60), false],
    ['on a closed weekday', base, span('2026-11-30', '10:30', 60), false],
    [
      'on a date made a day off',
      { ...base, overrides: [{ date: TUE, ranges: [] }] },
      span(TUE, '10:30', 60),
      false,
    ],
    [
      'across midnight, through two ranges that touch',
      {
        ...base,
        weekly: everyDay('20:00', '24:00').map((d, i) => (i === 3 ? [r('00:00', '02:00')] : d)),
      },
      span(TUE, '23:00', 120),
      true,
    ],
  ])('%s', (_name, schedule, [start, end], expected) => {
    expect(withinHours(schedule, start, end)).toBe(expected);
  });
});

describe('ScheduleInput', () => {
  const valid = {
    weekly: tueToSat('10:00', '19:00'),
    overrides: [],
    bufferBeforeMinutes: 15,
    bufferAfterMinutes: 15,
    minNoticeMinutes: 120,
    horizonDays: 60,
    slotIntervalMinutes: 15,
    maxPerDay: null,
    instantBook: false,
  };
  const fieldOf = (input: unknown) => {
    const result = ScheduleInput.safeParse(input);
    return result.success ? null : result.error.issues.map((i) => i.path.join('.'));
  };

  it.each<[string, unknown, string[] | null]>([
    ['a valid schedule', valid, null],
    [
      'overlapping ranges',
      {
        ...valid,
        weekly: valid.weekly.map((d, i) =>
          i === 2 ? [r('10:00', '12:00'), r('11:00', '13:00')] : d,
        ),
      },
      ['weekly.2.1.start'],
    ],
    [
      'an end before its start',
      { ...valid, weekly: valid.weekly.map((d, i) => (i === 3 ? [r('12:00', '10:00')] : d)) },
      ['weekly.3.0.end'],
    ],
    ['a buffer out of range', { ...valid, bufferAfterMinutes: 300 }, ['bufferAfterMinutes']],
    ['a notice not on a 5-minute step', { ...valid, minNoticeMinutes: 7 }, ['minNoticeMinutes']],
    ['an interval of 0', { ...valid, slotIntervalMinutes: 0 }, ['slotIntervalMinutes']],
    [
      'a date twice',
      {
        ...valid,
        overrides: [
          { date: '2026-12-01', ranges: [] },
          { date: '2026-12-01', ranges: [] },
        ],
      },
      ['overrides.1.date'],
    ],
    ['six days', { ...valid, weekly: valid.weekly.slice(1) }, ['weekly']],
  ])('%s', (_name, input, fields) => {
    expect(fieldOf(input)).toEqual(fields);
  });
});

describe('SlotQueryInput', () => {
  it.each<[string, Record<string, string>, boolean]>([
    ['62 days', { from: '2026-12-01', to: '2027-01-31', minutes: '60' }, true],
    ['63 days', { from: '2026-12-01', to: '2027-02-01', minutes: '60' }, false],
    ['a malformed date', { from: '2026-12-1', to: '2026-12-02', minutes: '60' }, false],
    ['to before from', { from: '2026-12-02', to: '2026-12-01', minutes: '60' }, false],
    ['no minutes', { from: '2026-12-01', to: '2026-12-01', minutes: 'x' }, false],
  ])('%s', (_name, query, ok) => {
    expect(SlotQueryInput.safeParse(query).success).toBe(ok);
  });
});
