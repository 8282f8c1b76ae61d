import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { addCalendarDays, formatTorontoTime, torontoDay } from '#shared/domain/toronto-time.ts';
import type { PublicProfile } from '#shared/schemas/profile.ts';
import { useLocale, useT } from '#client/lib/i18n.tsx';
import { paths } from '#client/lib/paths.ts';
import { fetchSlots, slotsKey } from '#client/resources/slots.ts';
import type { Locale } from '#shared/i18n/locales.ts';
import type { Translator } from '#shared/i18n/translator.ts';

/** Monday first, as a week reads. */
const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0];
/** The next free days shown, and times on each. */
const DAYS_SHOWN = 3;
const TIMES_PER_DAY = 4;
const LOOK_AHEAD_DAYS = 14;

/** Intl's formats, made once per language. */
function cached<K>(make: (locale: Locale, key: K) => Intl.DateTimeFormat) {
  const made = new Map<string, Intl.DateTimeFormat>();
  return (locale: Locale, key: K) => {
    const id = `${locale} ${String(key)}`;
    let format = made.get(id);
    if (!format) made.set(id, (format = make(locale, key)));
    return format;
  };
}

/** A wall clock ("09:30", "24:00"; "9 h 30", "24 h 00" in French), 24 hours as Toronto reads hours. */
const clockFormat = cached(
  (locale, midnightEnd: boolean) =>
    new Intl.DateTimeFormat(locale, {
      timeZone: 'UTC',
      hour: 'numeric',
      minute: '2-digit',
      // An end at midnight reads "24:00", a start "00:00".
      hourCycle: midnightEnd ? 'h24' : 'h23',
    }),
);
function clockText(hhmm: string, locale: Locale): string {
  const [hours, minutes] = hhmm.split(':').map(Number) as [number, number];
  return clockFormat(locale, hours === 24).format(Date.UTC(2000, 0, 1, hours, minutes));
}

/** "Mon", "lun.": a weekday's short name (0 is Sunday). */
const weekdayFormat = cached(
  (locale) => new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' }),
);
// 2024-01-07 was a Sunday.
const weekdayText = (day: number, locale: Locale) =>
  weekdayFormat(locale, null).format(Date.UTC(2024, 0, 7 + day));

/** "10:00–19:00", "Closed", or ranges joined ("9:00–12:00, 13:00–17:00"), in the page's language. */
export function hoursText(
  ranges: PublicProfile['weeklyHours'][number],
  t: Translator['t'],
  locale: Locale,
): string {
  if (ranges.length === 0) return t('profile.hours.closed');
  return ranges
    .map((r) =>
      r.start === '00:00' && r.end === '24:00'
        ? t('profile.hours.allDay')
        : t('profile.hours.range', {
            start: clockText(r.start, locale),
            end: clockText(r.end, locale),
          }),
    )
    .join(', ');
}

/** Her weekly hours, Monday first, Toronto time. */
export function WeeklyHours({ weekly }: { weekly: PublicProfile['weeklyHours'] }) {
  const t = useT();
  const locale = useLocale();
  return (
    <ul className="grid grid-cols-[auto_1fr] gap-x-3 text-sm">
      {WEEK_ORDER.map((d) => (
        <li key={d} className="contents">
          <span className="font-medium">{weekdayText(d, locale)}</span>
          <span className={weekly[d]?.length ? '' : 'text-muted'}>
            {hoursText(weekly[d] ?? [], t, locale)}
          </span>
        </li>
      ))}
    </ul>
  );
}

const dayFormat = cached(
  (locale) =>
    new Intl.DateTimeFormat(locale, {
      timeZone: 'America/Toronto',
      weekday: 'long',
      month: 'short',
      day: 'numeric',
    }),
);

/** Free starts grouped by Toronto day, the first `DAYS_SHOWN` days, `TIMES_PER_DAY` each. */
export function freeDays(slots: readonly string[]): Array<{ day: string; times: string[] }> {
  const days = new Map<string, string[]>();
  for (const slot of slots) {
    const day = torontoDay(new Date(slot));
    if (!days.has(day) && days.size === DAYS_SHOWN) break;
    const times = days.get(day) ?? [];
    if (times.length < TIMES_PER_DAY) times.push(slot);
    days.set(day, times);
  }
  return [...days].map(([day, times]) => ({ day, times }));
}

/**
 * Her next free days with times (for her lowest priced service's length), each time a link to
 * the checkout at that time. Typed, not parsed: a profile's first load carries no zod.
 */
export function NextFreeDays({ profile }: { profile: PublicProfile }) {
  const t = useT();
  const locale = useLocale();
  const service = [...profile.services].sort((a, b) => a.amount - b.amount)[0];
  const today = torontoDay(new Date());
  const query = {
    from: today,
    to: addCalendarDays(today, LOOK_AHEAD_DAYS - 1),
    minutes: service?.durationMinutes ?? 60,
  };
  const slots = useQuery({
    queryKey: [...slotsKey(profile._id), query] as const,
    queryFn: ({ signal }) => fetchSlots(profile._id, query, signal),
    enabled: profile.takesBookings && service !== undefined,
    staleTime: 30_000,
  });
  if (!profile.takesBookings || !service)
    return <p className="text-muted">{t('profile.free.closed')}</p>;
  if (slots.isPending) return <p className="text-muted">{t('profile.free.looking')}</p>;
  if (slots.isError) return <p className="text-muted">{t('profile.free.error')}</p>;
  const days = freeDays(slots.data.slots);
  if (days.length === 0) return <p className="text-muted">{t('profile.free.none')}</p>;
  return (
    <ul className="space-y-2">
      {days.map(({ day, times }) => (
        <li key={day}>
          <span className="block text-sm font-medium">
            {dayFormat(locale, null).format(new Date(times[0]!))}
          </span>
          <span className="mt-1 flex flex-wrap gap-1.5">
            {times.map((at) => (
              <Link
                key={at}
                to={`${paths.checkout(profile._id, service._id)}?${new URLSearchParams({ at })}`}
                className="inline-flex min-h-11 items-center rounded-full border border-line px-3 text-sm font-medium text-ink hover:border-blush-200 hover:bg-blush-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blush-700"
              >
                {formatTorontoTime(new Date(at), locale)}
              </Link>
            ))}
          </span>
        </li>
      ))}
    </ul>
  );
}
