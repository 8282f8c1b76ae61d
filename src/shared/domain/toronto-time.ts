import type { Locale } from '#shared/i18n/locales.ts';
import { TIME_ZONE } from '../brand.ts';

/**
 * Instants are stored and compared as instants; the calendar is Toronto's, whatever the
 * machine's or browser's zone (docs/product.md).
 */
const partsFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  weekday: 'short',
});

export interface TorontoParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  /** 0 = Sunday … 6 = Saturday. */
  weekday: number;
}

const weekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** Toronto's wall clock at `instant`, as Intl reads it (the slow part: some microseconds). */
function intlParts(instant: Date): TorontoParts {
  const parts = partsFormat.formatToParts(instant);
  const get = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  return {
    year: Number(get('year')),
    month: Number(get('month')),
    day: Number(get('day')),
    hour: Number(get('hour')),
    minute: Number(get('minute')),
    second: Number(get('second')),
    weekday: weekdays.indexOf(get('weekday')),
  };
}

const HOUR = 3_600_000;
/** Toronto's offset from UTC in milliseconds, by UTC hour (a slot list reads a few hundred). */
const offsets = new Map<number, number>();

/**
 * Toronto's offset from UTC at `time`, in ms (−5 h or −4 h). Toronto's clock changes only on
 * the hour (at 2:00), so one reading through Intl serves every instant of the same UTC hour.
 */
function offsetAt(time: number): number {
  const hour = Math.floor(time / HOUR) * HOUR;
  let offset = offsets.get(hour);
  if (offset === undefined) {
    const p = intlParts(new Date(hour));
    offset = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - hour;
    if (offsets.size >= 10_000) offsets.clear();
    offsets.set(hour, offset);
  }
  return offset;
}

export function torontoParts(instant: Date): TorontoParts {
  const time = instant.getTime();
  if (Number.isNaN(time)) return intlParts(instant);
  const wall = new Date(time + offsetAt(time));
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
    second: wall.getUTCSeconds(),
    weekday: wall.getUTCDay(),
  };
}

/**
 * The instant at which Toronto's wall clock reads this date and time: the earlier one in the
 * autumn overlap, and for a time the spring change skips, the instant the clock would have read
 * it without the change (02:30 → 03:30 EDT).
 */
export function torontoInstant(
  year: number,
  month: number,
  day: number,
  hour = 0,
  minute = 0,
): Date {
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  // Toronto is UTC−4 or UTC−5: try both offsets, keep the first whose wall clock matches;
  // UTC−4 first, so the autumn's repeated hour gives its first (EDT) instant.
  for (const offsetHours of [4, 5]) {
    const candidate = new Date(wall + offsetHours * 3_600_000);
    const p = torontoParts(candidate);
    if (Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute) === wall) return candidate;
  }
  // A time skipped by the spring change, read with the offset before it (UTC−5): an hour later
  // on the wall clock.
  return new Date(wall + 5 * 3_600_000);
}

/** Monday 00:00 in Toronto of the week holding `instant`. */
export function startOfTorontoWeek(instant: Date): Date {
  const p = torontoParts(instant);
  const daysSinceMonday = (p.weekday + 6) % 7;
  const monday = new Date(Date.UTC(p.year, p.month - 1, p.day - daysSinceMonday));
  return torontoInstant(monday.getUTCFullYear(), monday.getUTCMonth() + 1, monday.getUTCDate());
}

/** The Monday 00:00 Toronto after `instant`'s week: when its week's payout is made. */
export function nextTorontoMonday(instant: Date): Date {
  const start = startOfTorontoWeek(instant);
  const p = torontoParts(new Date(start.getTime() + 8 * 86_400_000));
  return startOfTorontoWeek(torontoInstant(p.year, p.month, p.day, 12));
}

/** Intl's date formats in Toronto's zone, one per locale and style, made once. */
const dateFormats = new Map<string, Intl.DateTimeFormat>();
function torontoFormat(
  locale: Locale,
  style: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const key = `${locale}:${style}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { timeZone: TIME_ZONE, ...options });
    dateFormats.set(key, format);
  }
  return format;
}

const FULL_DATE: Intl.DateTimeFormatOptions = {
  weekday: 'long',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
};

/**
 * Toronto time with the day in full (e-mails, messages): "Saturday, December 5, 2026 at 2:30
 * p.m. EST" in English; "samedi 28 novembre 2026, 14 h 30 HNE" in French (the Office
 * québécois de la langue française's order: the date, a comma, the time with "h").
 */
export function formatTorontoDateTime(instant: Date, locale: Locale = 'en-CA'): string {
  if (locale === 'en-CA')
    return torontoFormat(locale, 'date-time', {
      ...FULL_DATE,
      hour: 'numeric',
      minute: '2-digit',
      timeZoneName: 'short',
    }).format(instant);
  const date = torontoFormat(locale, 'full-date', FULL_DATE).format(instant);
  const time = torontoFormat(locale, 'time-zone', {
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(instant);
  return `${date}, ${time}`;
}

/** "December 5, 2026" / "5 décembre 2026": the Toronto calendar day of an instant (a review's date). */
export function formatTorontoDate(instant: Date, locale: Locale = 'en-CA'): string {
  return torontoFormat(locale, 'date', { year: 'numeric', month: 'long', day: 'numeric' }).format(
    instant,
  );
}

/** Toronto's calendar date of an instant, as `YYYY-MM-DD`. */
export function torontoDay(instant: Date): string {
  const p = torontoParts(instant);
  return `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
}

/** The calendar date `days` after (or before) a `YYYY-MM-DD` date. */
export function addCalendarDays(isoDate: string, days: number): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** "2:30 p.m." / "14 h 30": the Toronto wall-clock time of an instant (a slot's button). */
export function formatTorontoTime(instant: Date, locale: Locale = 'en-CA'): string {
  return torontoFormat(locale, 'time', { hour: 'numeric', minute: '2-digit' }).format(instant);
}

/** "EST" / "HNE" (or EDT / HAE in summer): Toronto's zone at an instant, in a locale. */
export function zoneName(at: Date, locale: Locale = 'en-CA'): string {
  return (
    torontoFormat(locale, 'zone', { timeZoneName: 'short' })
      .formatToParts(at)
      .find((part) => part.type === 'timeZoneName')?.value ?? ''
  );
}

/** "Toronto time (EST)", or EDT in summer: the zone named for the date shown. */
export function zoneLabel(at: Date = new Date()): string {
  const name = zoneName(at);
  return name ? `Toronto time (${name})` : 'Toronto time';
}

/** "December 2026" / "décembre 2026": the Toronto month of an instant (a calendar's title). */
export function formatTorontoMonth(instant: Date, locale: Locale = 'en-CA'): string {
  return torontoFormat(locale, 'month', { year: 'numeric', month: 'long' }).format(instant);
}

/** "Tuesday, December 1, 2026" / "mardi 1 décembre 2026": a Toronto day in full. */
export function formatTorontoFullDate(instant: Date, locale: Locale = 'en-CA'): string {
  return torontoFormat(locale, 'full-date', FULL_DATE).format(instant);
}

const DAY_MS = 86_400_000;

/** A `YYYY-MM-DD` date as a whole number of days since 1970-01-01 (a Thursday). */
export const dayNumber = (isoDate: string): number => Date.parse(`${isoDate}T00:00:00Z`) / DAY_MS;

/**
 * Toronto's calendar over a window of at most a few months, for loops over many instants
 * (free slots): the offset is read twice, and once more by bisection when the window holds a
 * daylight-saving change (at most one in 62 days), instead of formatting every instant. Dates
 * are day numbers (`dayNumber`), so the loops make no strings.
 */
export function torontoClock(fromMs: number, untilMs: number) {
  const before = offsetAt(fromMs);
  const after = offsetAt(untilMs);
  let change = Infinity;
  if (before !== after) {
    let lo = fromMs;
    let hi = untilMs;
    while (hi - lo > 60_000) {
      const mid = Math.floor((lo + hi) / 2);
      if (offsetAt(mid) === before) lo = mid;
      else hi = mid;
    }
    // Changes happen on the hour.
    change = Math.ceil(lo / 3_600_000) * 3_600_000;
  }
  const offset = (ms: number) => (ms < change ? before : after);
  return {
    /** The Toronto date of an instant, as a day number. */
    day: (ms: number) => Math.floor((ms + offset(ms)) / DAY_MS),
    /** The instant Toronto's clock reads `minutes` after midnight of day number `day`. */
    instant(day: number, minutes: number): number {
      const wall = day * DAY_MS + minutes * 60_000;
      for (const off of [Math.max(before, after), Math.min(before, after)]) {
        if (offset(wall - off) === off) return wall - off;
      }
      // In the spring's missing hour: as torontoInstant reads it.
      const d = new Date(day * DAY_MS);
      const [y, m, dd] = [d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate()];
      return torontoInstant(y, m, dd, Math.floor(minutes / 60), minutes % 60).getTime();
    },
  };
}

/** 1 for "January" … 12 for "December" (as Intl writes them in English); 0 for anything else. */
const englishMonth = (name: string) =>
  Array.from({ length: 12 }, (_, i) =>
    new Intl.DateTimeFormat('en-CA', { month: 'long', timeZone: 'UTC' }).format(
      Date.UTC(2026, i, 15),
    ),
  ).indexOf(name) + 1;

/**
 * What `formatTorontoDateTime` or `formatTorontoDate` wrote in English, read back: "Saturday,
 * November 28, 2026 at 2:30 p.m. EST" is that instant (its zone says which of the autumn's
 * repeated hours), "December 3, 2026" that day's noon in Toronto; anything else is null. So
 * a date inside an English message can be said again in the reader's language (decision 0037).
 */
export function readEnglishTorontoTime(text: string): { at: Date; withTime: boolean } | null {
  const match =
    /^(?:[A-Z][a-z]+, )?([A-Z][a-z]+) (\d{1,2}), (\d{4})(?: at (\d{1,2}):(\d{2})\s([ap])\.m\. (EST|EDT))?$/u.exec(
      text,
    );
  const month = englishMonth(match?.[1] ?? '');
  if (!match || month === 0) return null;
  const [, , day, year, hour, minute, half, zone] = match;
  if (hour === undefined) {
    return { at: torontoInstant(Number(year), month, Number(day), 12), withTime: false };
  }
  const h24 = (Number(hour) % 12) + (half === 'p' ? 12 : 0);
  const offset = zone === 'EDT' ? 4 : 5;
  const at = new Date(Date.UTC(Number(year), month - 1, Number(day), h24 + offset, Number(minute)));
  return { at, withTime: true };
}
