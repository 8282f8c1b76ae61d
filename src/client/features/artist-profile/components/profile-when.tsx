import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { addCalendarDays, torontoDay } from '#shared/domain/toronto-time.ts';
import type { PublicProfile } from '#shared/schemas/profile.ts';
import { paths } from '#client/lib/paths.ts';
import { fetchSlots, slotsKey } from '#client/resources/slots.ts';

const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
/** Monday first, as a week reads. */
const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0];
/** The next free days shown, and times on each. */
const DAYS_SHOWN = 3;
const TIMES_PER_DAY = 4;
const LOOK_AHEAD_DAYS = 14;

/** "10:00–19:00", "Closed", or ranges joined ("9:00–12:00, 13:00–17:00"). */
export function hoursText(ranges: PublicProfile['weeklyHours'][number]): string {
  if (ranges.length === 0) return 'Closed';
  return ranges
    .map((r) => (r.start === '00:00' && r.end === '24:00' ? 'All day' : `${r.start}–${r.end}`))
    .join(', ');
}

/** Her weekly hours, Monday first, Toronto time. */
export function WeeklyHours({ weekly }: { weekly: PublicProfile['weeklyHours'] }) {
  return (
    <ul className="grid grid-cols-[auto_1fr] gap-x-3 text-sm">
      {WEEK_ORDER.map((d) => (
        <li key={d} className="contents">
          <span className="font-medium">{DAYS[d]}</span>
          <span className={weekly[d]?.length ? '' : 'text-muted'}>
            {hoursText(weekly[d] ?? [])}
          </span>
        </li>
      ))}
    </ul>
  );
}

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Toronto',
  weekday: 'long',
  month: 'short',
  day: 'numeric',
});
const timeFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Toronto',
  hour: 'numeric',
  minute: '2-digit',
});

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
    return <p className="text-muted">Not taking bookings yet</p>;
  if (slots.isPending) return <p className="text-muted">Looking for free times…</p>;
  if (slots.isError) return <p className="text-muted">We could not load her free times.</p>;
  const days = freeDays(slots.data.slots);
  if (days.length === 0) return <p className="text-muted">No free time in the next two weeks.</p>;
  return (
    <ul className="space-y-2">
      {days.map(({ day, times }) => (
        <li key={day}>
          <span className="block text-sm font-medium">{dayFormat.format(new Date(times[0]!))}</span>
          <span className="mt-1 flex flex-wrap gap-1.5">
            {times.map((at) => (
              <Link
                key={at}
                to={`${paths.checkout(profile._id, service._id)}?${new URLSearchParams({ at })}`}
                className="inline-flex min-h-11 items-center rounded-full border border-line px-3 text-sm font-medium text-ink hover:border-blush-200 hover:bg-blush-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blush-700"
              >
                {timeFormat.format(new Date(at))}
              </Link>
            ))}
          </span>
        </li>
      ))}
    </ul>
  );
}
