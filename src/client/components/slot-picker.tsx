import {
  endOfMonth,
  getDayOfWeek,
  parseDate,
  startOfMonth,
  today,
  type CalendarDate,
} from '@internationalized/date';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Button as AriaButton, Radio, RadioGroup } from 'react-aria-components';
import { TIME_ZONE } from '#shared/brand.ts';
import {
  formatTorontoDate,
  formatTorontoFullDate,
  formatTorontoMonth,
  formatTorontoTime,
  torontoDay,
  zoneName,
} from '#shared/domain/toronto-time.ts';
import type { Locale } from '#shared/i18n/locales.ts';
import { useLocale, useT } from '#client/lib/i18n.tsx';
import { useSlots } from '#client/resources/slots.ts';

/**
 * The artist's free times (docs/product.md: a customer books only free slots): a month calendar
 * whose days without a free slot are disabled, and the chosen day's times as buttons, all in
 * Toronto time. The times come from the server for the booking's length; a chosen time that
 * is no longer among them is dropped, with a word why.
 */
export function SlotPicker({
  artistId,
  minutes,
  value,
  onChange,
  place,
  notBefore,
}: {
  artistId: string;
  minutes: number;
  value: string | null;
  onChange: (iso: string | null) => void;
  /** Her place, when the artist comes to her: only the times she can travel there for. */
  place?: { lat: number; lng: number } | null | undefined;
  /** Only the times from this instant on (48 hours after a patch test, decision 0041). */
  notBefore?: string | null | undefined;
}) {
  const t = useT();
  const locale = useLocale();
  const todayDate = today(TIME_ZONE);
  const chosenDay = value ? torontoDay(new Date(value)) : null;
  const fromDay = notBefore ? torontoDay(new Date(notBefore)) : null;
  const [day, setDay] = useState<string | null>(chosenDay);
  const [focused, setFocused] = useState<CalendarDate>(() =>
    chosenDay ? parseDate(chosenDay) : fromDay ? parseDate(fromDay) : todayDate,
  );
  // A later first time (a patch test chosen): open its month when the one shown is before it.
  useEffect(() => {
    if (fromDay && endOfMonth(focused).toString() < fromDay) setFocused(parseDate(fromDay));
  }, [fromDay, focused]);
  /** Why a chosen time was dropped, or null. */
  const [gone, setGone] = useState<'slots.gone' | 'slots.tooShort' | null>(null);
  /** The length the chosen time was last among the free times for. */
  const fitFor = useRef(minutes);
  const monthStart = startOfMonth(focused);
  const from = monthStart.compare(todayDate) < 0 ? todayDate : monthStart;
  const query = {
    from: from.toString(),
    to: endOfMonth(focused).toString(),
    minutes,
    ...(place ? { lat: place.lat, lng: place.lng } : {}),
  };
  const slots = useSlots(artistId, query);
  const loaded = slots.data && !slots.isPlaceholderData ? slots.data.slots : null;
  const fresh = useTimesFrom(loaded, notBefore);

  const byDay = useMemo(() => {
    const days = new Map<string, string[]>();
    for (const iso of fresh ?? []) {
      const d = torontoDay(new Date(iso));
      days.set(d, [...(days.get(d) ?? []), iso]);
    }
    return days;
  }, [fresh]);

  // A time taken (or passed) since it was chosen, or too short for a longer order: drop it and
  // say why.
  useEffect(() => {
    if (!value || !fresh || !chosenDay) return;
    if (chosenDay < query.from || chosenDay > query.to) return;
    if (fresh.includes(value)) {
      fitFor.current = minutes;
    } else {
      setGone(minutes > fitFor.current ? 'slots.tooShort' : 'slots.gone');
      onChange(null);
    }
  }, [value, fresh, chosenDay, query.from, query.to, onChange, minutes]);

  const shownDay = day && byDay.has(day) ? day : ([...byDay.keys()][0] ?? null);
  const times = shownDay ? (byDay.get(shownDay) ?? []) : [];
  const dayLabel = shownDay ? formatTorontoDate(new Date(`${shownDay}T12:00:00Z`), locale) : '';

  if (minutes <= 0) {
    return <p className="text-muted">{t('slots.chooseService')}</p>;
  }

  return (
    <div className="flex flex-col gap-4 md:flex-row md:items-start">
      <MonthGrid
        month={monthStart}
        today={todayDate}
        selected={shownDay}
        isAvailable={(d) => byDay.has(d)}
        onSelect={(d) => {
          setDay(d);
          setGone(null);
        }}
        onMonth={setFocused}
      />
      <div className="min-w-0 flex-1">
        {gone ? (
          <p role="status" className="mb-3 text-sm font-medium text-danger">
            {t(gone)}
          </p>
        ) : null}
        {slots.isError ? (
          <p role="alert" className="text-danger">
            {t('slots.error')}
          </p>
        ) : !fresh ? (
          <p className="text-muted">{t('slots.loading')}</p>
        ) : shownDay ? (
          <RadioGroup
            aria-label={t('slots.timesOn', { day: dayLabel })}
            value={value && times.includes(value) ? value : null}
            onChange={(iso) => {
              setGone(null);
              onChange(iso);
            }}
          >
            <p className="mb-2 text-sm font-medium text-ink">{dayLabel}</p>
            <div className="grid grid-cols-3 gap-2 sm:grid-cols-4">
              {times.map((iso) => (
                <Radio
                  key={iso}
                  value={iso}
                  className="flex min-h-11 cursor-pointer items-center justify-center rounded-full border border-line bg-white px-2 text-sm font-semibold tabular-nums outline-offset-2 hover:border-blush-200 hover:bg-blush-50 data-focus-visible:outline-2 data-focus-visible:outline-blush-700 data-selected:border-blush-700 data-selected:bg-blush-700 data-selected:text-white"
                >
                  {formatTorontoTime(new Date(iso), locale)}
                </Radio>
              ))}
            </div>
            <ZoneNote at={times[0]!} />
          </RadioGroup>
        ) : (
          <p className="text-muted">{t('slots.none')}</p>
        )}
      </div>
    </div>
  );
}

/** "Toronto time (EST)" / "Heure de Toronto (HNE)": the zone of the times shown. */
function ZoneNote({ at }: { at: string }) {
  const t = useT();
  const locale = useLocale();
  return (
    <p className="mt-2 text-sm text-muted">
      {t('slots.zone', { zone: zoneName(new Date(at), locale) })}
    </p>
  );
}

/** The free times from `notBefore` on (all of them without it). */
function useTimesFrom(loaded: string[] | null, notBefore: string | null | undefined) {
  return useMemo(
    () =>
      loaded && notBefore
        ? loaded.filter((iso) => new Date(iso).getTime() >= new Date(notBefore).getTime())
        : loaded,
    [loaded, notBefore],
  );
}

const noon = (d: CalendarDate) => new Date(Date.UTC(d.year, d.month - 1, d.day, 12));
/** A Sunday (29 November 2026): the week's first day, as the grid starts. */
const SUNDAY = Date.UTC(2026, 10, 29, 12);
/** "S M T W T F S" / "D L M M J V S": the weekdays' initials from Sunday, in a locale. */
const weekdayInitials = (locale: Locale) => {
  const format = new Intl.DateTimeFormat(locale, { weekday: 'narrow', timeZone: 'UTC' });
  return Array.from({ length: 7 }, (_, i) => format.format(SUNDAY + i * 86_400_000));
};

/**
 * A month of day buttons: a day without a free time is disabled, the chosen one pressed.
 * (React Aria's Calendar adds a hidden second "Next" button that the checkout's own Next
 * would share its name with.)
 */
function MonthGrid({
  month,
  today: todayDate,
  selected,
  isAvailable,
  onSelect,
  onMonth,
}: {
  month: CalendarDate;
  today: CalendarDate;
  selected: string | null;
  isAvailable: (day: string) => boolean;
  onSelect: (day: string) => void;
  onMonth: (month: CalendarDate) => void;
}) {
  const lead = getDayOfWeek(month, 'en-US'); // 0 = Sunday
  const days = Array.from({ length: month.calendar.getDaysInMonth(month) }, (_, i) =>
    month.add({ days: i }),
  );
  const t = useT();
  const locale = useLocale();
  const monthName = (d: CalendarDate) => formatTorontoMonth(noon(d), locale);
  const title = monthName(month);
  return (
    <div role="group" aria-label={title} className="w-full max-w-sm shrink-0">
      <div className="mb-2 flex items-center justify-between gap-2">
        <AriaButton
          aria-label={t('slots.goTo', { month: monthName(month.subtract({ months: 1 })) })}
          className={navButton}
          isDisabled={month.compare(startOfMonth(todayDate)) <= 0}
          onPress={() => onMonth(month.subtract({ months: 1 }))}
        >
          <ChevronLeft aria-hidden className="size-5" />
        </AriaButton>
        <h4 aria-live="polite" className="text-base font-semibold">
          {title}
        </h4>
        <AriaButton
          aria-label={t('slots.goTo', { month: monthName(month.add({ months: 1 })) })}
          className={navButton}
          onPress={() => onMonth(month.add({ months: 1 }))}
        >
          <ChevronRight aria-hidden className="size-5" />
        </AriaButton>
      </div>
      <div aria-hidden className="grid grid-cols-7 text-center text-xs font-medium text-muted">
        {weekdayInitials(locale).map((d, i) => (
          <span key={i} className="py-1">
            {d}
          </span>
        ))}
      </div>
      <div className="grid grid-cols-7 gap-0.5">
        {days.map((d, i) => {
          const iso = d.toString();
          const open = d.compare(todayDate) >= 0 && isAvailable(iso);
          return (
            <AriaButton
              key={iso}
              aria-label={formatTorontoFullDate(noon(d), locale)}
              aria-pressed={iso === selected}
              isDisabled={!open}
              onPress={() => onSelect(iso)}
              style={i === 0 ? { gridColumnStart: lead + 1 } : undefined}
              className="mx-auto flex size-10 items-center justify-center rounded-full text-sm tabular-nums outline-offset-2 hover:bg-blush-50 focus-visible:outline-2 focus-visible:outline-blush-700 disabled:cursor-default disabled:text-muted/50 disabled:line-through disabled:hover:bg-transparent aria-pressed:bg-blush-700 aria-pressed:text-white"
            >
              {d.day}
            </AriaButton>
          );
        })}
      </div>
    </div>
  );
}

const navButton =
  'inline-flex size-11 items-center justify-center rounded-full outline-offset-2 hover:bg-blush-50 focus-visible:outline-2 focus-visible:outline-blush-700 data-disabled:opacity-40';
