import { ToggleButton } from 'react-aria-components';
import type { BookingState } from '#shared/domain/bookings.ts';
import { CheckboxGroupField } from '#client/components/ui/choice-fields.tsx';
import { FullScreenFilter } from '#client/components/ui/full-screen-filter.tsx';
import { useT } from '#client/lib/i18n.tsx';
import { stateOptions } from './booking-format.ts';

type Option = ReturnType<typeof stateOptions>[number];

interface FilterProps {
  selected: readonly BookingState[];
  /** How many bookings are in each state, shown beside its name. */
  counts: Partial<Record<BookingState, number>>;
  onChange: (next: BookingState[]) => void;
}

const chip =
  'inline-flex min-h-10 items-center gap-1.5 rounded-full border px-4 text-sm font-medium transition-colors outline-offset-2 focus-visible:outline-2 focus-visible:outline-blush-700';
const chipTone = (on: boolean) =>
  on
    ? 'border-blush-700 bg-blush-700 text-white'
    : 'border-line bg-white text-ink hover:border-blush-200 hover:bg-blush-50';

/** States worth offering: those with bookings, and any chosen (so it can be unchosen). */
const offered = (options: Option[], { selected, counts }: Omit<FilterProps, 'onChange'>) =>
  options.filter((o) => (counts[o.value] ?? 0) > 0 || selected.includes(o.value));

/** Desktop: a row of toggle chips, "All" first; each choice is a new URL. */
export function StateChips({ selected, counts, onChange }: FilterProps) {
  const t = useT();
  const total = Object.values(counts).reduce((sum, n) => sum + n, 0);
  return (
    <div
      role="group"
      aria-label={t('bookings.filter.byState')}
      className="mb-5 flex flex-wrap gap-2"
    >
      <ToggleButton
        isSelected={selected.length === 0}
        onChange={() => onChange([])}
        className={`${chip} ${chipTone(selected.length === 0)}`}
      >
        {t('bookings.filter.all')} <span className="font-normal tabular-nums">{total}</span>
      </ToggleButton>
      {offered(stateOptions(t), { selected, counts }).map((o) => {
        const on = selected.includes(o.value);
        return (
          <ToggleButton
            key={o.value}
            isSelected={on}
            onChange={(next) =>
              onChange(next ? [...selected, o.value] : selected.filter((s) => s !== o.value))
            }
            className={`${chip} ${chipTone(on)}`}
          >
            {o.label} <span className="font-normal tabular-nums">{counts[o.value] ?? 0}</span>
          </ToggleButton>
        );
      })}
    </div>
  );
}

/** Mobile: "Filter" opens the states full screen; "Show bookings" applies the draft. */
export function StateFilterDialog({ selected, counts, onChange }: FilterProps) {
  const t = useT();
  return (
    <FullScreenFilter<BookingState[]>
      buttonLabel={t('bookings.filter.button')}
      buttonClassName="mb-5"
      count={selected.length}
      title={t('bookings.filter.title')}
      applyLabel={t('bookings.filter.apply')}
      value={[...selected]}
      onApply={onChange}
      cleared={() => []}
    >
      {(draft, setDraft) => (
        <CheckboxGroupField
          legend={t('bookings.filter.state')}
          name="state"
          description={t('bookings.filter.description')}
          options={offered(stateOptions(t), { selected, counts }).map((o) => ({
            value: o.value,
            label: o.label,
            description: t('bookings.count', { count: counts[o.value] ?? 0 }),
          }))}
          value={draft}
          onChange={setDraft}
        />
      )}
    </FullScreenFilter>
  );
}
