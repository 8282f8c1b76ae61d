import { dayNumber, torontoClock, torontoDay } from './toronto-time.ts';
import { travelMinutes, type LatLng } from './travel.ts';

/**
 * An artist's availability, in Cal.com's model: weekly hours plus date overrides, buffers
 * before and after each booking, minimum notice, a booking horizon, a slot interval separate
 * from the service length and a daily limit — all on Toronto's wall clock, whatever the
 * process's zone. Pure functions; the server and the checkout read the same rules.
 */

/** "HH:MM" on Toronto's wall clock; "24:00" closes a range at midnight. */
export interface TimeRange {
  start: string;
  end: string;
}

export interface DateOverride {
  /** YYYY-MM-DD, Toronto's calendar. */
  date: string;
  /** The hours on that date; none = a day off. */
  ranges: TimeRange[];
}

export interface Schedule {
  /** Seven lists of ranges, Sunday first (index = weekday). */
  weekly: TimeRange[][];
  overrides: DateOverride[];
  bufferBeforeMinutes: number;
  bufferAfterMinutes: number;
  minNoticeMinutes: number;
  horizonDays: number;
  slotIntervalMinutes: number;
  /** Most bookings starting on one Toronto day; null = no limit. */
  maxPerDay: number | null;
}

/** A booking that holds time: its start and its busy range (buffers included). */
export interface BusyBooking {
  startsAt: Date;
  busyFrom: Date;
  busyUntil: Date;
  /** The end of its service and where it happens: the artist travels to and from there. */
  endsAt?: Date;
  place?: LatLng | null;
}

const MINUTE = 60_000;
const DAY = 86_400_000;

export const DEFAULT_MIN_NOTICE_MINUTES = 120;
export const DEFAULT_HORIZON_DAYS = 60;
export const DEFAULT_SLOT_INTERVAL_MINUTES = 15;
/** Most days one slots call may cover. */
export const MAX_SLOT_DAYS = 62;

const range = (start: string, end: string): TimeRange => ({ start, end });

/** An artist who never set hours: Tuesday to Saturday, 10:00–19:00, the defaults. */
export const DEFAULT_SCHEDULE: Schedule = {
  weekly: [0, 1, 2, 3, 4, 5, 6].map((d) => (d >= 2 && d <= 6 ? [range('10:00', '19:00')] : [])),
  overrides: [],
  bufferBeforeMinutes: 0,
  bufferAfterMinutes: 0,
  minNoticeMinutes: DEFAULT_MIN_NOTICE_MINUTES,
  horizonDays: DEFAULT_HORIZON_DAYS,
  slotIntervalMinutes: DEFAULT_SLOT_INTERVAL_MINUTES,
  maxPerDay: null,
};

/** Minutes since midnight of "HH:MM". */
export function minutesOf(time: string): number {
  const [h, m] = time.split(':').map(Number) as [number, number];
  return h * 60 + m;
}

/** The first of two ranges that overlap, by index, or null. */
export function overlappingRange(ranges: TimeRange[]): number | null {
  const sorted = ranges
    .map((r, i) => ({ i, start: minutesOf(r.start), end: minutesOf(r.end) }))
    .sort((a, b) => a.start - b.start);
  for (let k = 1; k < sorted.length; k++) {
    if (sorted[k]!.start < sorted[k - 1]!.end) return sorted[k]!.i;
  }
  return null;
}

/** The working ranges of one Toronto date: its override if any, else its weekday's hours. */
export function rangesOn(schedule: Schedule, date: string): TimeRange[] {
  const override = schedule.overrides.find((o) => o.date === date);
  return override ? override.ranges : weeklyRanges(schedule, dayNumber(date));
}

/** The weekly hours of day number `day` (day 0, 1 January 1970, was a Thursday). */
const weeklyRanges = (schedule: Schedule, day: number): TimeRange[] =>
  schedule.weekly[(day + 4) % 7] ?? [];

type TorontoClock = ReturnType<typeof torontoClock>;

/** A clock for the days `from` to `to` (day numbers), with two days' margin on each side. */
const clockFor = (from: number, to: number): TorontoClock =>
  torontoClock((from - 2) * DAY, (to + 3) * DAY - 1);

export interface Span {
  from: number;
  until: number;
}

/**
 * Working time of the days `first` to `last` (day numbers) as merged instants: touching ranges
 * join up (and days, for an artist who works around the clock).
 */
function spansOf(schedule: Schedule, first: number, last: number, clock: TorontoClock): Span[] {
  const overrides = new Map(schedule.overrides.map((o) => [dayNumber(o.date), o.ranges]));
  const spans: Span[] = [];
  for (let n = first; n <= last; n++) {
    const day = (overrides.get(n) ?? weeklyRanges(schedule, n))
      .map((r) => ({
        from: clock.instant(n, minutesOf(r.start)),
        until: clock.instant(n, minutesOf(r.end)),
      }))
      .filter((s) => s.until > s.from)
      .sort((a, b) => a.from - b.from);
    for (const s of day) {
      const last = spans.at(-1);
      if (last && s.from <= last.until) last.until = Math.max(last.until, s.until);
      else spans.push({ ...s });
    }
  }
  return spans;
}

export interface SlotQuery {
  schedule: Schedule;
  /** First and last Toronto dates to list (YYYY-MM-DD). */
  from: string;
  to: string;
  /** The booking's length. */
  minutes: number;
  now: Date;
  /** The artist's bookings in request or accepted. */
  busy: BusyBooking[];
  /**
   * Where the new booking happens, when known: a start is free only if the artist can travel
   * there from the booking before it and on to the booking after it (`travelBlocks`).
   */
  place?: LatLng | null;
  /**
   * Her base, where her working hours start and end (a travelling artist's, decision 0039):
   * with a `place`, a start is free only if she can drive there from her base after her hours
   * begin and back to it before they end (`dayEdges`).
   */
  base?: LatLng | null;
}

/** The busy range a booking starting at `start` would hold: itself plus the buffers. */
export function busyRange(schedule: Schedule, start: Date, minutes: number) {
  const s = start.getTime();
  return {
    busyFrom: new Date(s - schedule.bufferBeforeMinutes * MINUTE),
    busyUntil: new Date(s + (minutes + schedule.bufferAfterMinutes) * MINUTE),
  };
}

/**
 * The free start times from `from` to `to`: the whole booking plus its buffers lies inside
 * working hours, the start respects the notice and the horizon, its day is under the daily
 * limit, and its busy range overlaps no other booking's. Starts step by the slot interval from
 * the start of each working span, in real minutes, so the autumn's repeated hour is offered
 * twice and the spring's missing hour not at all.
 */
export function freeSlots(query: SlotQuery): Date[] {
  const { schedule, minutes, now } = query;
  const before = schedule.bufferBeforeMinutes * MINUTE;
  const after = schedule.bufferAfterMinutes * MINUTE;
  const length = minutes * MINUTE;
  const step = schedule.slotIntervalMinutes * MINUTE;
  const earliest = now.getTime() + schedule.minNoticeMinutes * MINUTE;
  const latest = now.getTime() + schedule.horizonDays * DAY;
  const busy = query.busy
    .map((b) => ({ from: b.busyFrom.getTime(), until: b.busyUntil.getTime() }))
    .sort((a, b) => a.from - b.from);
  const [fromDay, toDay] = [dayNumber(query.from), dayNumber(query.to)];
  // A span may start the day before `from` (around the clock) or run past `to` by the length.
  const daysPast = 1 + Math.ceil((minutes + schedule.bufferAfterMinutes) / 1440);
  const clock = clockFor(fromDay - 1, toDay + daysPast);
  const perDay = new Map<number, number>();
  if (schedule.maxPerDay !== null) {
    for (const b of query.busy) {
      const day = clock.day(b.startsAt.getTime());
      perDay.set(day, (perDay.get(day) ?? 0) + 1);
    }
  }
  const spans = spansOf(schedule, fromDay - 1, toDay + daysPast, clock);
  const blocks = query.place
    ? travelBlocks([...query.busy, ...dayEdges(spans, query.base)], query.place)
    : [];
  const slots: Date[] = [];
  let next = 0; // the first busy range that may still overlap (candidates only grow)
  let nextBlock = 0; // the same for the travel blocks
  // Candidates only grow, so a start's Toronto day is read again only past that day's end.
  let day = 0;
  let dayEnds = -Infinity;
  for (const span of spans) {
    // The first start leaves room for the buffer before, on the interval's grid from the span.
    const first = span.from + Math.ceil(before / step) * step;
    for (let start = first; start + length + after <= span.until; start += step) {
      if (start < earliest || start > latest) continue;
      if (start >= dayEnds) {
        day = clock.day(start);
        dayEnds = clock.instant(day + 1, 0);
      }
      if (day < fromDay || day > toDay) continue;
      if (schedule.maxPerDay !== null && (perDay.get(day) ?? 0) >= schedule.maxPerDay) continue;
      const from = start - before;
      const until = start + length + after;
      // The database keeps one artist's busy ranges apart, so sorted by start they are sorted by
      // end too: ranges ending before this candidate end before every later one.
      while (next < busy.length && busy[next]!.until <= from) next++;
      if (overlapsAny(busy, next, from, until)) continue;
      while (nextBlock < blocks.length && blocks[nextBlock]!.until <= start) nextBlock++;
      if (overlapsAny(blocks, nextBlock, start, start + length)) continue;
      slots.push(new Date(start));
    }
  }
  return slots;
}

/**
 * The times a booking at `place` may not take, from the bookings with a place of their own:
 * each booking's service widened by the drive from `place` to it before and from it back to
 * `place` after (each leg timed at the hour it touches that booking). The gap between two
 * bookings is then the longer of the buffers and the drive: the travel time replaces the
 * buffer when it is longer. Merged, so they are sorted by start and by end alike.
 */
export function travelBlocks(busy: readonly BusyBooking[], place: LatLng): Span[] {
  const blocks = busy
    .filter((b) => b.place && b.endsAt)
    .map((b) => ({
      from: b.startsAt.getTime() - travelMinutes(place, b.place!, b.startsAt) * MINUTE,
      until: b.endsAt!.getTime() + travelMinutes(b.place!, place, b.endsAt!) * MINUTE,
    }))
    .sort((a, b) => a.from - b.from);
  const merged: Span[] = [];
  for (const block of blocks) {
    const last = merged.at(-1);
    if (last && block.from <= last.until) last.until = Math.max(last.until, block.until);
    else merged.push(block);
  }
  return merged;
}

/**
 * Her working hours start and end at her base: each span's start and end as a moment spent
 * there, so that `travelBlocks` keeps the drive from her base to the first visit of the day
 * and back from the last inside her hours, as it keeps the drive between two visits.
 */
export function dayEdges(spans: readonly Span[], base: LatLng | null | undefined): BusyBooking[] {
  if (!base) return [];
  return spans.flatMap((span) =>
    [span.from, span.until].map((edge) => {
      const at = new Date(edge);
      return { startsAt: at, busyFrom: at, busyUntil: at, endsAt: at, place: base };
    }),
  );
}

function overlapsAny(busy: Span[], first: number, from: number, until: number): boolean {
  for (let k = first; k < busy.length && busy[k]!.from < until; k++) {
    if (busy[k]!.until > from) return true;
  }
  return false;
}

/**
 * Whether the whole of `start` to `end` lies in the schedule's working hours (ranges that touch,
 * across midnight too, count as one): a booking the artist's new hours leave out still stands,
 * and she is told.
 */
export function withinHours(schedule: Schedule, start: Date, end: Date): boolean {
  const [first, last] = [dayNumber(torontoDay(start)), dayNumber(torontoDay(end))];
  const clock = clockFor(first - 1, last + 1);
  return spansOf(schedule, first - 1, last + 1, clock).some(
    (s) => s.from <= start.getTime() && end.getTime() <= s.until,
  );
}

/** Whether `start` is one of the free slots (the server's re-check when an order is placed). */
export function isFreeSlot(query: Omit<SlotQuery, 'from' | 'to'> & { start: Date }): boolean {
  const day = torontoDay(query.start);
  return freeSlots({ ...query, from: day, to: day }).some(
    (s) => s.getTime() === query.start.getTime(),
  );
}

/**
 * The time columns of a booking written straight into the table (demo data, benches, test
 * fixtures): its end and the busy range, without buffers.
 */
export function heldTime(start: Date, minutes = 60) {
  const endsAt = new Date(start.getTime() + minutes * MINUTE);
  return { endsAt, busyFrom: start, busyUntil: endsAt };
}

/** "45 min", "1 h", "1 h 30 min": a service's or a booking's length. */
export function formatMinutes(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return `${m} min`;
  return m === 0 ? `${h} h` : `${h} h ${m} min`;
}
