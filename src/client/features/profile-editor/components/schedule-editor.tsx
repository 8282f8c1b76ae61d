import { Plus, Trash2 } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ScheduleInput, type ScheduleSaved } from '#shared/schemas/availability.ts';
import { addCalendarDays, formatTorontoDateTime, torontoDay } from '#shared/domain/toronto-time.ts';
import { weekdayName } from '#shared/domain/policy.ts';
import { localizeMessage } from '#shared/i18n/known-messages.ts';
import { useAlerts } from '#client/components/ui/alerts.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Choice } from '#client/components/ui/choice-fields.tsx';
import { ApiError } from '#client/lib/api.ts';
import { errorMessage } from '#client/lib/forms.ts';
import { useLocale, useT, useTranslator } from '#client/lib/i18n.tsx';
import { paths } from '#client/lib/paths.ts';
import { useSaveSchedule, useSchedule } from '#client/resources/schedule.ts';

type Range = { start: string; end: string };

/** Monday first, as a Toronto week is read; the schedule keeps Sunday first (index = weekday). */
const WEEK = [1, 2, 3, 4, 5, 6, 0] as const;

const inputClass =
  'min-h-11 w-full rounded-xl border border-line bg-white px-3 py-2 text-base text-ink outline-none focus:border-blush-700 focus:ring-2 focus:ring-blush-200 aria-invalid:border-danger';

/** The first error under a field path ("weekly.2.0.end") or any path below it. */
const errorAt = (errors: Record<string, string>, path: string) =>
  Object.entries(errors).find(([key]) => key === path || key.startsWith(`${path}.`))?.[1];

function FieldError({ message }: { message: string | undefined }) {
  const translator = useTranslator();
  return message ? (
    <p className="mt-1 text-sm text-danger">{localizeMessage(message, translator)}</p>
  ) : null;
}

function TimeInput({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
}) {
  return (
    <input
      type="time"
      step={300}
      aria-label={label}
      value={value === '24:00' ? '23:59' : value}
      onChange={(e) => onChange(e.target.value === '23:59' ? '24:00' : e.target.value)}
      aria-invalid={error ? true : undefined}
      className={`${inputClass} min-w-[8.25rem] flex-1 px-2 tabular-nums`}
    />
  );
}

/** One day's ranges: two times each, a remove button, and "Add hours". */
function RangesField({
  name,
  ranges,
  onChange,
  errors,
  path,
}: {
  name: string;
  ranges: Range[];
  onChange: (ranges: Range[]) => void;
  errors: Record<string, string>;
  path: string;
}) {
  const t = useT();
  const set = (i: number, change: Partial<Range>) =>
    onChange(ranges.map((r, k) => (k === i ? { ...r, ...change } : r)));
  const last = ranges.at(-1);
  // A range's end as said aloud: "24:00" (shown as 23:59) is midnight.
  const spokenEnd = (end: string) => (end === '24:00' ? t('settings.hours.midnight') : end);
  return (
    <div className="flex flex-col gap-2">
      {ranges.length === 0 ? (
        <p className="text-sm text-muted">{t('settings.hours.closed')}</p>
      ) : null}
      {ranges.map((r, i) => {
        const error = errorAt(errors, `${path}.${i}`);
        return (
          <div key={i}>
            <div className="flex min-w-0 flex-wrap items-center gap-1.5">
              <TimeInput
                label={t('settings.hours.from', { day: name })}
                value={r.start}
                onChange={(start) => set(i, { start })}
                error={error}
              />
              <span aria-hidden>–</span>
              <TimeInput
                label={t('settings.hours.until', { day: name })}
                value={r.end}
                onChange={(end) => set(i, { end })}
                error={error}
              />
              <Button
                variant="ghost"
                className="shrink-0 px-2"
                aria-label={t('settings.hours.removeRange', {
                  day: name,
                  start: r.start,
                  end: spokenEnd(r.end),
                })}
                onPress={() => onChange(ranges.filter((_, k) => k !== i))}
              >
                <Trash2 aria-hidden className="size-4" />
              </Button>
            </div>
            <FieldError message={error} />
          </div>
        );
      })}
      <Button
        variant="ghost"
        className="self-start px-3"
        aria-label={t('settings.hours.addOn', { day: name })}
        onPress={() =>
          onChange([
            ...ranges,
            last
              ? { start: last.end === '24:00' ? '23:00' : last.end, end: '24:00' }
              : { start: '10:00', end: '19:00' },
          ])
        }
      >
        <Plus aria-hidden className="size-4" /> {t('settings.hours.add')}
      </Button>
    </div>
  );
}

function NumberField({
  label,
  description,
  value,
  onChange,
  error,
  step = 5,
}: {
  label: string;
  description?: string;
  value: number | null;
  onChange: (value: number | null) => void;
  error: string | undefined;
  step?: number;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-ink">
        {label}
      </label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={0}
        step={step}
        value={value ?? ''}
        onChange={(e) => onChange(e.target.value === '' ? null : Number(e.target.value))}
        aria-invalid={error ? true : undefined}
        aria-describedby={description ? `${id}-d` : undefined}
        className={inputClass}
      />
      {description ? (
        <p id={`${id}-d`} className="mt-1 text-sm text-muted">
          {description}
        </p>
      ) : null}
      <FieldError message={error} />
    </div>
  );
}

function Section({ title, lead, children }: { title: string; lead?: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-3">
      <div>
        <h2 className="text-lg font-semibold">{title}</h2>
        {lead ? <p className="text-sm text-muted">{lead}</p> : null}
      </div>
      {children}
    </section>
  );
}

/**
 * Settings → Availability (and the wizard's step): weekly hours with one or more ranges a day,
 * dates off or with other hours, buffers, notice, how far ahead, the slot interval, the daily
 * limit and instant book — all in Toronto time. Checked with the server's own schema before
 * it is sent; the server's field errors show beside their fields.
 */
export function ScheduleEditor({
  initial,
  onSaved,
  saveLabel,
}: {
  initial: ScheduleInput;
  onSaved?: () => void;
  saveLabel?: string;
}) {
  const t = useT();
  const [value, setValue] = useState<ScheduleInput>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveSchedule();
  const { alert } = useAlerts();
  const set = (change: Partial<ScheduleInput>) => setValue((v) => ({ ...v, ...change }));
  /** The bookings still to come that the saved hours leave out. */
  const [outside, setOutside] = useState<ScheduleSaved['outsideHours']>([]);

  const submit = async () => {
    const parsed = ScheduleInput.safeParse(value);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message])));
      return;
    }
    setErrors({});
    try {
      const saved = await save.mutateAsync(parsed.data);
      setValue(saved.schedule);
      setOutside(saved.outsideHours);
      alert(t('settings.hours.saved'), 'success');
      onSaved?.();
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fields).length) setErrors(error.fields);
      alert(errorMessage(error), 'error');
    }
  };

  return (
    <form
      className="flex flex-col gap-8"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <p className="text-sm text-muted">{t('settings.hours.toronto')}</p>
      <Choice
        type="checkbox"
        name="instantBook"
        label={t('settings.hours.instant')}
        description={t('settings.hours.instantText')}
        checked={value.instantBook}
        onChange={(instantBook) => set({ instantBook })}
      />

      <WeeklyHours value={value} set={set} errors={errors} />
      <DatesOff value={value} set={set} errors={errors} />
      <BookingRules value={value} set={set} errors={errors} />

      {Object.keys(errors).length ? (
        <p role="alert" className="text-sm font-medium text-danger">
          {t('settings.hours.correct')}
        </p>
      ) : null}
      <Button type="submit" className="self-start" isDisabled={save.isPending}>
        {save.isPending ? t('wizard.footer.saving') : (saveLabel ?? t('settings.hours.save'))}
      </Button>
      <OutsideHours bookings={outside} />
    </form>
  );
}

/** What each part of the editor gets: the values, a way to change some, and the field errors. */
interface PartProps {
  value: ScheduleInput;
  set: (change: Partial<ScheduleInput>) => void;
  errors: Record<string, string>;
}

/** One or more ranges for each weekday. */
function WeeklyHours({ value, set, errors }: PartProps) {
  const t = useT();
  const locale = useLocale();
  return (
    <Section title={t('settings.hours.weekly')}>
      <ul className="divide-y divide-line rounded-xl border border-line bg-white">
        {WEEK.map((d) => (
          <li key={d} className="grid gap-2 px-3 py-3 sm:grid-cols-[7rem_1fr] sm:px-4">
            <p className="pt-2 font-semibold first-letter:uppercase">{weekdayName(d, locale)}</p>
            <RangesField
              name={weekdayName(d, locale)}
              ranges={value.weekly[d] ?? []}
              path={`weekly.${d}`}
              errors={errors}
              onChange={(ranges) =>
                set({ weekly: value.weekly.map((r, k) => (k === d ? ranges : r)) })
              }
            />
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** Dates off, or with hours of their own, from tomorrow on. */
function DatesOff({ value, set, errors }: PartProps) {
  const t = useT();
  const today = torontoDay(new Date());
  return (
    <Section title={t('settings.hours.daysOff')} lead={t('settings.hours.daysOffLead')}>
      {value.overrides.length ? (
        <ul className="divide-y divide-line rounded-xl border border-line bg-white">
          {value.overrides.map((o, i) => (
            <li key={i} className="flex flex-col gap-2 px-4 py-3">
              <div className="flex items-center gap-2">
                <input
                  type="date"
                  aria-label={t('settings.hours.date')}
                  min={today}
                  value={o.date}
                  onChange={(e) =>
                    set({
                      overrides: value.overrides.map((x, k) =>
                        k === i ? { ...x, date: e.target.value } : x,
                      ),
                    })
                  }
                  aria-invalid={errors[`overrides.${i}.date`] ? true : undefined}
                  className={inputClass}
                />
                <Button
                  variant="ghost"
                  className="shrink-0 px-3"
                  aria-label={t('wizard.removeNamed', { name: o.date })}
                  onPress={() => set({ overrides: value.overrides.filter((_, k) => k !== i) })}
                >
                  <Trash2 aria-hidden className="size-4" />
                </Button>
              </div>
              <FieldError message={errors[`overrides.${i}.date`]} />
              <RangesField
                name={o.date}
                ranges={o.ranges}
                path={`overrides.${i}.ranges`}
                errors={errors}
                onChange={(ranges) =>
                  set({
                    overrides: value.overrides.map((x, k) => (k === i ? { ...x, ranges } : x)),
                  })
                }
              />
            </li>
          ))}
        </ul>
      ) : null}
      <Button
        variant="secondary"
        className="self-start"
        onPress={() =>
          set({
            overrides: [...value.overrides, { date: addCalendarDays(today, 1), ranges: [] }],
          })
        }
      >
        <Plus aria-hidden className="size-4" /> {t('settings.hours.addDayOff')}
      </Button>
    </Section>
  );
}

/** Buffers, notice, how far ahead, start times and the daily limit. */
function BookingRules({ value, set, errors }: PartProps) {
  const t = useT();
  return (
    <Section title={t('settings.hours.rules')}>
      <div className="grid gap-4 sm:grid-cols-2">
        <NumberField
          label={t('settings.hours.bufferBefore')}
          description={t('settings.hours.bufferBeforeText')}
          value={value.bufferBeforeMinutes}
          onChange={(n) => set({ bufferBeforeMinutes: n ?? 0 })}
          error={errors.bufferBeforeMinutes}
        />
        <NumberField
          label={t('settings.hours.bufferAfter')}
          description={t('settings.hours.bufferAfterText')}
          value={value.bufferAfterMinutes}
          onChange={(n) => set({ bufferAfterMinutes: n ?? 0 })}
          error={errors.bufferAfterMinutes}
        />
        <NumberField
          label={t('settings.hours.notice')}
          description={t('settings.hours.noticeText')}
          value={value.minNoticeMinutes}
          onChange={(n) => set({ minNoticeMinutes: n ?? 0 })}
          error={errors.minNoticeMinutes}
        />
        <NumberField
          label={t('settings.hours.horizon')}
          value={value.horizonDays}
          step={1}
          onChange={(n) => set({ horizonDays: n ?? 0 })}
          error={errors.horizonDays}
        />
        <NumberField
          label={t('settings.hours.interval')}
          value={value.slotIntervalMinutes}
          onChange={(n) => set({ slotIntervalMinutes: n ?? 0 })}
          error={errors.slotIntervalMinutes}
        />
        <NumberField
          label={t('settings.hours.maxPerDay')}
          description={t('settings.hours.maxPerDayText')}
          value={value.maxPerDay}
          step={1}
          onChange={(n) => set({ maxPerDay: n })}
          error={errors.maxPerDay}
        />
      </div>
    </Section>
  );
}

/** After a save: the bookings the new hours leave out. They stand until she acts on them. */
function OutsideHours({ bookings }: { bookings: ScheduleSaved['outsideHours'] }) {
  const t = useT();
  const locale = useLocale();
  return (
    <div role="status">
      {bookings.length ? (
        <section
          aria-labelledby="outside-hours"
          className="rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm"
        >
          <h2 id="outside-hours" className="font-semibold">
            {t('settings.hours.outside', { count: bookings.length })}
          </h2>
          <p className="mt-1">{t('settings.hours.outsideText')}</p>
          <ul className="mt-2 flex flex-col gap-1">
            {bookings.map((b) => (
              <li key={b.bookingId}>
                <Link
                  to={`${paths.artistBookings}?booking=${encodeURIComponent(b.bookingId)}`}
                  className="font-semibold text-blush-700 underline underline-offset-2"
                >
                  {b.customerName}, {formatTorontoDateTime(new Date(b.appointmentAt), locale)}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

/** The editor once the artist's schedule is loaded (Settings → Availability, the wizard). */
export function SchedulePanel({ saveLabel }: { saveLabel?: string }) {
  const t = useT();
  const schedule = useSchedule();
  if (schedule.data) {
    return <ScheduleEditor initial={schedule.data} {...(saveLabel ? { saveLabel } : {})} />;
  }
  if (schedule.error instanceof ApiError && schedule.error.status === 403) {
    return <p className="text-muted">{t('settings.hours.artistsOnly')}</p>;
  }
  return schedule.isError ? (
    <p role="alert" className="text-danger">
      {t('settings.hours.loadFailed')}
    </p>
  ) : (
    <p className="text-muted" role="status">
      {t('settings.hours.loading')}
    </p>
  );
}
