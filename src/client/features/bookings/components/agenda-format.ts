import { TIME_ZONE } from '#shared/brand.ts';
import type { AgendaItem, DayAgenda } from '#shared/domain/agenda.ts';
import { formatTorontoTime, torontoDay } from '#shared/domain/toronto-time.ts';
import type { Locale } from '#shared/i18n/locales.ts';
import type { MessageKey, Translator } from '#shared/i18n/translator.ts';

type T = Translator['t'];

/** Noon UTC of a date is that date in Toronto too: safe to format a bare date. */
const noonOf = (date: string) => new Date(`${date}T12:00:00Z`);

const formats = (locale: Locale) => ({
  shortDay: new Intl.DateTimeFormat(locale, {
    timeZone: TIME_ZONE,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
  }),
  longDay: new Intl.DateTimeFormat(locale, {
    timeZone: TIME_ZONE,
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  }),
  monthDay: new Intl.DateTimeFormat(locale, {
    timeZone: TIME_ZONE,
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  }),
  times: new Intl.DateTimeFormat(locale, {
    timeZone: TIME_ZONE,
    hour: 'numeric',
    minute: '2-digit',
  }),
});
const byLocale = { 'en-CA': formats('en-CA'), 'fr-CA': formats('fr-CA') } satisfies Record<
  Locale,
  ReturnType<typeof formats>
>;

/** "Mon, Nov 30": a week column's heading. */
export const shortDayLabel = (date: string, locale: Locale = 'en-CA') =>
  byLocale[locale].shortDay.format(noonOf(date));

/** "Monday, November 30, 2026": the phone's day heading. */
export const longDayLabel = (date: string, locale: Locale = 'en-CA') =>
  byLocale[locale].longDay.format(noonOf(date));

/** "Week of November 30, 2026" from the week's Monday. */
export const weekLabel = (monday: string, t: T, locale: Locale = 'en-CA') =>
  t('bookings.calendar.weekOf', { date: byLocale[locale].monthDay.format(noonOf(monday)) });

/**
 * "10:00–10:45 a.m.", "11:00 p.m.–1:00 a.m.", "All day", or for time without a booking from or
 * to midnight, "Until 10:00 a.m." and "From 7:00 p.m.": an item's Toronto times. A range across
 * midnight names both times in full (Intl would add the dates).
 */
export function itemTimes(
  item: AgendaItem,
  day: DayAgenda,
  t: T,
  locale: Locale = 'en-CA',
): string {
  const [from, until] = [item.from.getTime(), item.until.getTime()];
  if (from <= day.from.getTime() && until >= day.until.getTime())
    return t('bookings.calendar.allDay');
  if (item.kind !== 'booking' && from === day.from.getTime()) {
    return t('bookings.calendar.until', { time: formatTorontoTime(item.until, locale) });
  }
  if (item.kind !== 'booking' && until === day.until.getTime()) {
    return t('bookings.calendar.from', { time: formatTorontoTime(item.from, locale) });
  }
  return torontoDay(item.from) === torontoDay(item.until)
    ? byLocale[locale].times.formatRange(item.from, item.until)
    : `${formatTorontoTime(item.from, locale)}–${formatTorontoTime(item.until, locale)}`;
}

/** What a stretch without a booking is called. */
export function gapLabel(kind: Exclude<AgendaItem['kind'], 'booking'>, day: DayAgenda, t: T) {
  if (kind === 'off') return t(day.dayOff ? 'bookings.calendar.dayOff' : 'bookings.calendar.off');
  const keys = {
    free: 'bookings.calendar.free',
    past: 'bookings.calendar.past',
    buffer: 'bookings.calendar.buffer',
  } as const satisfies Record<string, MessageKey>;
  return t(keys[kind]);
}
