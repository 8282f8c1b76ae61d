import type { ZonedDateTime } from '@internationalized/date';
import { CalendarDays, ChevronLeft, ChevronRight } from 'lucide-react';
import {
  Button as AriaButton,
  Calendar,
  CalendarCell,
  CalendarGrid,
  DateInput,
  DatePicker,
  DateSegment,
  Dialog,
  FieldError,
  Group,
  Heading,
  Label,
  Popover,
  Text,
} from 'react-aria-components';
import { Button } from '#client/components/ui/button.tsx';
import {
  isFuture,
  nextSlot,
  snapToStep,
  todaySlot,
  toInstant,
  torontoNow,
  toZoned,
  zoneLabel,
} from './appointment-time.ts';

export const PAST_MESSAGE = 'Choose a time from now on.';

/**
 * The appointment's date and time, on Toronto's clock whatever the browser's zone (the zone is
 * named beside it), never in the past, on 5-minute steps; "Today" picks the first slot at
 * least an hour away. The hour shows as the person's locale writes it.
 */
export function AppointmentPicker({
  value: iso,
  onChange,
}: {
  value: string | null;
  onChange: (iso: string | null) => void;
}) {
  const value = toZoned(iso);
  const min = torontoNow();
  const past = iso !== null && !isFuture(iso);
  const change = (next: ZonedDateTime | null) =>
    onChange(next ? toInstant(snapToStep(next, value)) : null);

  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
      <DatePicker
        className="min-w-0 flex-1"
        value={value}
        onChange={change}
        granularity="minute"
        minValue={min}
        placeholderValue={nextSlot(min)}
        hideTimeZone
        isInvalid={past}
        validationBehavior="aria"
      >
        <Label className="mb-1.5 block text-sm font-medium text-ink">Date and time</Label>
        <Group className="flex min-h-12 items-center gap-1 rounded-xl border border-line bg-white py-1 pr-1 pl-4 transition focus-within:border-blush-700 focus-within:ring-2 focus-within:ring-blush-200 data-invalid:border-danger">
          <DateInput className="flex flex-1 flex-wrap py-2 text-base tabular-nums">
            {(segment) => (
              <DateSegment
                segment={segment}
                className="rounded px-0.5 outline-none focus:bg-blush-700 focus:text-white data-placeholder:text-muted data-[type=literal]:px-0"
              />
            )}
          </DateInput>
          <AriaButton
            aria-label="Open the calendar"
            className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-blush-800 outline-offset-2 hover:bg-blush-50 focus-visible:outline-2 focus-visible:outline-blush-700"
          >
            <CalendarDays aria-hidden className="size-5" />
          </AriaButton>
        </Group>
        <Text slot="description" className="mt-1.5 block text-sm text-muted">
          {zoneLabel(value?.toDate())}
        </Text>
        <FieldError className="mt-1.5 block text-sm text-danger">{PAST_MESSAGE}</FieldError>
        <Popover className="rounded-2xl border border-line bg-white p-3 shadow-lg">
          <Dialog aria-label="Choose a date" className="outline-none">
            <MonthCalendar />
          </Dialog>
        </Popover>
      </DatePicker>
      <Button
        variant="secondary"
        onPress={() => onChange(toInstant(todaySlot()))}
        className="sm:mt-7"
      >
        Today
      </Button>
    </div>
  );
}

const navButton =
  'inline-flex size-11 items-center justify-center rounded-full outline-offset-2 hover:bg-blush-50 focus-visible:outline-2 focus-visible:outline-blush-700 data-disabled:opacity-40';

/** The month grid; days before today are disabled (the picker's minimum). */
function MonthCalendar() {
  return (
    <Calendar>
      <header className="mb-2 flex items-center justify-between gap-2">
        <AriaButton slot="previous" className={navButton}>
          <ChevronLeft aria-hidden className="size-5" />
        </AriaButton>
        <Heading className="text-base font-semibold" />
        <AriaButton slot="next" className={navButton}>
          <ChevronRight aria-hidden className="size-5" />
        </AriaButton>
      </header>
      <CalendarGrid className="border-separate border-spacing-0.5">
        {(date) => (
          <CalendarCell
            date={date}
            className="flex size-10 items-center justify-center rounded-full text-sm outline-none hover:bg-blush-50 data-disabled:cursor-default data-disabled:text-muted/50 data-disabled:hover:bg-transparent data-focus-visible:ring-2 data-focus-visible:ring-blush-700 data-outside-month:hidden data-selected:bg-blush-700 data-selected:text-white"
          />
        )}
      </CalendarGrid>
    </Calendar>
  );
}
