import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Fragment, useId } from 'react';
import { dayAgenda, weekDates, type DayAgenda } from '#shared/domain/agenda.ts';
import { holdsTime } from '#shared/domain/bookings.ts';
import { formatCents } from '#shared/domain/money.ts';
import { addCalendarDays, torontoDay } from '#shared/domain/toronto-time.ts';
import type { BookingView } from '#shared/schemas/booking.ts';
import { Button } from '#client/components/ui/button.tsx';
import { LoadError } from '#client/components/ui/page.tsx';
import { useLocale, useT } from '#client/lib/i18n.tsx';
import { useSchedule } from '#client/resources/schedule.ts';
import { gapLabel, itemTimes, longDayLabel, shortDayLabel, weekLabel } from './agenda-format.ts';
import {
  otherParty,
  servicesSummary,
  stateChipClass,
  stateLabel,
  travelFeeOf,
} from './booking-format.ts';
import { dayLegs, TravelLeg } from './travel-leg.tsx';

/*
 * Bookings that hold their time, by the same rule the slots API reads (`holdsTime`): requests
 * and accepted ones, and a completed or missed visit (shown muted, as done), whose booked time
 * stays taken even when it finished early. Declined, cancelled and postponed bookings hold no
 * time, so they are left out: the time they had is free again.
 */

interface CalendarProps {
  bookings: BookingView[];
  /** Any date of the week shown (desktop), or the day shown (phone). */
  day: string;
  onDay: (day: string) => void;
  onOpen: (bookingId: string) => void;
  isDesktop: boolean;
}

/**
 * The artist's bookings by day with their working hours (GET /availability): a week of
 * columns on a desktop, one day with previous and next on a phone. Each day is a list in time
 * order of free time, time off and bookings, which open their details.
 */
export function BookingsCalendar({ bookings, day, onDay, onOpen, isDesktop }: CalendarProps) {
  const schedule = useSchedule();
  const t = useT();
  const locale = useLocale();
  if (schedule.isPending) {
    return (
      <p className="text-muted" role="status">
        {t('bookings.calendar.loadingHours')}
      </p>
    );
  }
  if (schedule.isError) {
    return (
      <LoadError
        what={t('bookings.calendar.yourHours')}
        error={schedule.error}
        onRetry={() => void schedule.refetch()}
      />
    );
  }

  const placed = bookings
    .filter((b) => holdsTime(b.state))
    .map((b) => ({
      id: b._id,
      startsAt: new Date(b.appointmentAt),
      endsAt: new Date(b.endsAt),
      busyFrom: new Date(b.busyFrom ?? b.appointmentAt),
      busyUntil: new Date(b.busyUntil ?? b.endsAt),
    }));
  const byId = new Map(bookings.map((b) => [b._id, b]));
  const today = torontoDay(new Date());
  const dates = isDesktop ? weekDates(day) : [day];
  const days = dates.map((date) => dayAgenda(schedule.data, date, placed, Date.now()));
  const step = isDesktop ? 7 : 1;
  const current = isDesktop ? weekDates(today).includes(day) : day === today;

  return (
    <div>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-semibold max-md:basis-full" aria-live="polite">
          {isDesktop ? weekLabel(dates[0]!, t, locale) : longDayLabel(day, locale)}
        </h2>
        <div className="flex gap-2">
          <Button
            variant="secondary"
            aria-label={t(
              isDesktop ? 'bookings.calendar.previousWeek' : 'bookings.calendar.previousDay',
            )}
            onPress={() => onDay(addCalendarDays(day, -step))}
          >
            <ChevronLeft aria-hidden className="size-4" />
          </Button>
          <Button variant="secondary" isDisabled={current} onPress={() => onDay(today)}>
            {t(isDesktop ? 'bookings.calendar.thisWeek' : 'bookings.calendar.today')}
          </Button>
          <Button
            variant="secondary"
            aria-label={t(isDesktop ? 'bookings.calendar.nextWeek' : 'bookings.calendar.nextDay')}
            onPress={() => onDay(addCalendarDays(day, step))}
          >
            <ChevronRight aria-hidden className="size-4" />
          </Button>
        </div>
      </div>
      <p className="mb-4 text-sm text-muted">{t('bookings.calendar.torontoTime')}</p>
      {isDesktop ? (
        <div className="grid grid-cols-7 gap-2">
          {days.map((d) => (
            <DayColumn key={d.date} day={d} today={today} byId={byId} onOpen={onOpen} />
          ))}
        </div>
      ) : (
        <DayItems day={days[0]!} byId={byId} onOpen={onOpen} label={longDayLabel(day, locale)} />
      )}
    </div>
  );
}

type ItemsProps = {
  day: DayAgenda;
  byId: Map<string, BookingView>;
  onOpen: (bookingId: string) => void;
};

function DayColumn({ day, today, ...rest }: ItemsProps & { today: string }) {
  const headingId = useId();
  const locale = useLocale();
  const isToday = day.date === today;
  return (
    <section aria-labelledby={headingId} className="min-w-0">
      <h3
        id={headingId}
        aria-current={isToday ? 'date' : undefined}
        className={`mb-2 rounded-lg px-2 py-1 text-sm font-semibold ${isToday ? 'bg-blush-700 text-white' : ''}`}
      >
        {shortDayLabel(day.date, locale)}
      </h3>
      <DayItems day={day} {...rest} label={longDayLabel(day.date, locale)} compact />
    </section>
  );
}

const gapTones = {
  free: 'border-emerald-200 bg-emerald-50 text-success',
  past: 'border-line bg-stone-50 text-muted',
  buffer: 'border-dashed border-line bg-white text-muted',
  off: 'border-transparent bg-stone-100 text-stone-700 bg-[repeating-linear-gradient(135deg,transparent_0_6px,rgb(0_0_0/0.04)_6px_12px)]',
};

/** One day's items in time order: bookings are buttons, the rest plain text. */
function DayItems({
  day,
  byId,
  onOpen,
  label,
  compact = false,
}: ItemsProps & { label: string; compact?: boolean }) {
  const t = useT();
  const locale = useLocale();
  const pad = compact ? 'p-2 text-xs' : 'p-3 text-sm';
  const legs = dayLegs(
    day.items.flatMap((item) => (item.kind === 'booking' ? [byId.get(item.id)!] : [])),
  );
  return (
    <ol aria-label={label} className="flex flex-col gap-1.5">
      {day.items.map((item) => {
        const times = itemTimes(item, day, t, locale);
        if (item.kind !== 'booking') {
          return (
            <li
              key={`${item.kind}-${item.from.getTime()}`}
              className={`rounded-lg border ${pad} ${gapTones[item.kind]}`}
            >
              <span className="block tabular-nums">{times}</span>
              <span className="font-semibold">{gapLabel(item.kind, day, t)}</span>
            </li>
          );
        }
        const b = byId.get(item.id)!;
        // A completed visit is done: muted, still readable.
        const tone =
          b.state === 'completed' || b.state === 'no-show'
            ? 'border-line bg-stone-50'
            : 'border-blush-200 bg-white shadow-sm';
        const leg = legs.get(item.id);
        return (
          <Fragment key={item.id}>
            {leg ? <TravelLeg leg={leg} /> : null}
            <li>
              <button
                type="button"
                onClick={() => onOpen(b._id)}
                aria-haspopup="dialog"
                className={`flex w-full flex-col items-start gap-1 rounded-lg border text-left transition-colors outline-offset-2 hover:bg-blush-50 focus-visible:outline-2 focus-visible:outline-blush-700 ${pad} ${tone}`}
              >
                <span className="tabular-nums">{times}</span>
                <span className="font-semibold break-words">{servicesSummary(b)}</span>
                {travelFeeOf(b) > 0 ? (
                  <span className="text-muted">
                    {t('travel.leg.fee', { fee: formatCents(travelFeeOf(b), locale) })}
                  </span>
                ) : null}
                <span className="break-words">{otherParty(b).name}</span>
                <span className={stateChipClass(b.state)}>{stateLabel(b.state, t)}</span>
              </button>
            </li>
          </Fragment>
        );
      })}
    </ol>
  );
}
