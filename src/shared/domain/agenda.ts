import { minutesOf, rangesOn, type Schedule } from './availability.ts';
import { addCalendarDays, dayNumber, torontoClock } from './toronto-time.ts';

/**
 * One Toronto day of an artist's bookings screen (the week view, the phone's day list): the
 * day from midnight to midnight (23 or 25 hours on a daylight-saving change) as a list in time
 * order of bookings, free working time, buffers around bookings and time off. Pure: the page
 * gives it the schedule and the bookings it already has.
 */

const DAY = 86_400_000;

/** A booking to place on the day: its service time and the time it holds. */
export interface AgendaBooking {
  id: string;
  startsAt: Date;
  endsAt: Date;
  /** The service time with the buffers it was booked with (a later change keeps them). */
  busyFrom: Date;
  busyUntil: Date;
}

export type AgendaItem =
  | { kind: 'booking'; id: string; from: Date; until: Date }
  /** Working time no booking or buffer holds. */
  | { kind: 'free'; from: Date; until: Date }
  /** Working time no booking held, gone by now: no longer free to book. */
  | { kind: 'past'; from: Date; until: Date }
  /** Working time held by a booking's buffer before or after it. */
  | { kind: 'buffer'; from: Date; until: Date }
  /** Outside the working hours (the whole day on a day off). */
  | { kind: 'off'; from: Date; until: Date };

export interface DayAgenda {
  date: string;
  /** Midnight and the next midnight, Toronto. */
  from: Date;
  until: Date;
  /** No working hours on this date (its weekday's, or a date override's). */
  dayOff: boolean;
  items: AgendaItem[];
}

interface Span {
  from: number;
  until: number;
}

const inside = (spans: Span[], at: number) => spans.some((s) => s.from <= at && at < s.until);

/**
 * The day `date` (YYYY-MM-DD, Toronto) of `schedule` with `bookings` on it. Free time is the
 * working ranges less each booking's busy time (the booking plus its buffers, as booked);
 * buffers outside the working ranges are time off. A booking that crosses midnight is listed
 * on both days with its real times; bookings that overlap are each listed. Free time before
 * `now` (ms) is past, not free.
 */
export function dayAgenda(
  schedule: Schedule,
  date: string,
  bookings: AgendaBooking[],
  now = -Infinity,
): DayAgenda {
  const day = dayNumber(date);
  const clock = torontoClock((day - 1) * DAY, (day + 3) * DAY - 1);
  const dayFrom = clock.instant(day, 0);
  const dayUntil = clock.instant(day + 1, 0);
  const clip = (s: Span): Span => ({
    from: Math.max(s.from, dayFrom),
    until: Math.min(s.until, dayUntil),
  });

  const working = rangesOn(schedule, date)
    .map((r) =>
      clip({
        from: clock.instant(day, minutesOf(r.start)),
        until: clock.instant(day, minutesOf(r.end)),
      }),
    )
    .filter((s) => s.until > s.from);
  const onDay = bookings
    .map((b) => ({ ...b, from: b.startsAt.getTime(), until: b.endsAt.getTime() }))
    .filter((b) => b.until > dayFrom && b.from < dayUntil)
    .sort((a, b) => a.from - b.from || a.until - b.until);
  const held = onDay.map((b) => clip(b));
  const busy = onDay.map((b) => clip({ from: b.busyFrom.getTime(), until: b.busyUntil.getTime() }));

  // Cut the day at every edge; each piece is one kind throughout.
  const edges = new Set([dayFrom, dayUntil, now]);
  for (const s of [...working, ...held, ...busy]) edges.add(s.from).add(s.until);
  const cuts = [...edges].filter((t) => t >= dayFrom && t <= dayUntil).sort((a, b) => a - b);

  // Pieces under a booking are the booking's; the others join up with their neighbours of a kind.
  const gaps: Array<{ kind: Exclude<AgendaItem['kind'], 'booking'>; from: number; until: number }> =
    [];
  for (let k = 0; k + 1 < cuts.length; k++) {
    const [a, b] = [cuts[k]!, cuts[k + 1]!];
    if (inside(held, a)) continue;
    const kind = !inside(working, a)
      ? 'off'
      : inside(busy, a)
        ? 'buffer'
        : a < now
          ? 'past'
          : 'free';
    const last = gaps.at(-1);
    if (last?.kind === kind && last.until === a) last.until = b;
    else gaps.push({ kind, from: a, until: b });
  }
  const items: AgendaItem[] = [
    ...onDay.map((b) => ({
      kind: 'booking' as const,
      id: b.id,
      from: b.startsAt,
      until: b.endsAt,
    })),
    ...gaps.map((g) => ({ kind: g.kind, from: new Date(g.from), until: new Date(g.until) })),
  ];

  // In time order; a booking before the gap that starts with it.
  const order = { booking: 0, buffer: 1, free: 1, past: 1, off: 1 };
  items.sort(
    (x, y) =>
      Math.max(x.from.getTime(), dayFrom) - Math.max(y.from.getTime(), dayFrom) ||
      order[x.kind] - order[y.kind],
  );
  return {
    date,
    from: new Date(dayFrom),
    until: new Date(dayUntil),
    dayOff: working.length === 0,
    items,
  };
}

/** The seven dates, Monday first, of the week holding `date` (YYYY-MM-DD). */
export function weekDates(date: string): string[] {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const sinceMonday = (new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7;
  const monday = addCalendarDays(date, -sinceMonday);
  return [0, 1, 2, 3, 4, 5, 6].map((n) => addCalendarDays(monday, n));
}
