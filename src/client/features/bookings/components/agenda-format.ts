import { TIME_ZONE } from '#shared/brand.ts';
import type { AgendaItem, DayAgenda } from '#shared/domain/agenda.ts';
import { formatTorontoTime, torontoDay } from '#shared/domain/toronto-time.ts';

/** Noon UTC of a date is that date in Toronto too: safe to format a bare date. */
const noonOf = (date: string) => new Date(`${date}T12:00:00Z`);

const shortDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  weekday: 'short',
  month: 'short',
  day: 'numeric',
});
const longDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
});
const monthDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  month: 'long',
  day: 'numeric',
  year: 'numeric',
});
const times = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  hour: 'numeric',
  minute: '2-digit',
});

/** "Mon, Nov 30": a week column's heading. */
export const shortDayLabel = (date: string) => shortDay.format(noonOf(date));

/** "Monday, November 30, 2026": the phone's day heading. */
export const longDayLabel = (date: string) => longDay.format(noonOf(date));

/** "Week of November 30, 2026" from the week's Monday. */
export const weekLabel = (monday: string) => `Week of ${monthDay.format(noonOf(monday))}`;

/**
 * "10:00–10:45 a.m.", "11:00 p.m.–1:00 a.m.", "All day", or for time without a booking from or
 * to midnight, "Until 10:00 a.m." and "From 7:00 p.m.": an item's Toronto times. A range across
 * midnight names both times in full (Intl would add the dates).
 */
export function itemTimes(item: AgendaItem, day: DayAgenda): string {
  const [from, until] = [item.from.getTime(), item.until.getTime()];
  if (from <= day.from.getTime() && until >= day.until.getTime()) return 'All day';
  if (item.kind !== 'booking' && from === day.from.getTime()) {
    return `Until ${formatTorontoTime(item.until)}`;
  }
  if (item.kind !== 'booking' && until === day.until.getTime()) {
    return `From ${formatTorontoTime(item.from)}`;
  }
  return torontoDay(item.from) === torontoDay(item.until)
    ? times.formatRange(item.from, item.until)
    : `${formatTorontoTime(item.from)}–${formatTorontoTime(item.until)}`;
}

/** What a stretch without a booking is called. */
export function gapLabel(kind: Exclude<AgendaItem['kind'], 'booking'>, day: DayAgenda) {
  if (kind === 'off') return day.dayOff ? 'Day off' : 'Off';
  return { free: 'Free', past: 'Past', buffer: 'Buffer' }[kind];
}
