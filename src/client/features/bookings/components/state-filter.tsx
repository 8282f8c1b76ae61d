import { SlidersHorizontal, X } from 'lucide-react';
import { useState } from 'react';
import {
  Button as AriaButton,
  Dialog,
  DialogTrigger,
  Heading,
  Modal,
  ModalOverlay,
  ToggleButton,
} from 'react-aria-components';
import type { BookingState } from '#shared/domain/bookings.ts';
import { Button } from '#client/components/ui/button.tsx';
import { CheckboxGroupField } from '#client/components/ui/choice-fields.tsx';
import { stateOptions } from './booking-format.ts';

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
const offered = ({ selected, counts }: Omit<FilterProps, 'onChange'>) =>
  stateOptions.filter((o) => (counts[o.value] ?? 0) > 0 || selected.includes(o.value));

/** Desktop: a row of toggle chips, "All" first; each choice is a new URL. */
export function StateChips({ selected, counts, onChange }: FilterProps) {
  const total = Object.values(counts).reduce((sum, n) => sum + n, 0);
  return (
    <div role="group" aria-label="Filter by state" className="mb-5 flex flex-wrap gap-2">
      <ToggleButton
        isSelected={selected.length === 0}
        onChange={() => onChange([])}
        className={`${chip} ${chipTone(selected.length === 0)}`}
      >
        All <span className="tabular-nums opacity-80">{total}</span>
      </ToggleButton>
      {offered({ selected, counts }).map((o) => {
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
            {o.label} <span className="tabular-nums opacity-80">{counts[o.value] ?? 0}</span>
          </ToggleButton>
        );
      })}
    </div>
  );
}

/**
 * Mobile: a "Filter" button (the number of states chosen on a badge) opening a full-screen
 * dialog. Choices there are a draft: "Show bookings" applies them; Close or Escape drops them.
 */
export function StateFilterDialog({ selected, counts, onChange }: FilterProps) {
  const [isOpen, setOpen] = useState(false);
  const count = selected.length;
  return (
    <DialogTrigger isOpen={isOpen} onOpenChange={setOpen}>
      <Button variant="secondary" className="mb-5 px-4">
        <SlidersHorizontal aria-hidden className="size-4" />
        Filter
        {count > 0 ? (
          <>
            <span
              aria-hidden
              className="inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-blush-700 px-1.5 text-xs font-semibold text-white"
            >
              {count}
            </span>
            <span className="sr-only">({count} active)</span>
          </>
        ) : null}
      </Button>
      <ModalOverlay className="fixed inset-0 z-50 bg-paper">
        <Modal className="h-full w-full">
          <Dialog className="flex h-full flex-col outline-none">
            {({ close }) => (
              <FilterDraft
                selected={selected}
                counts={counts}
                onClose={close}
                onApply={(next) => {
                  onChange(next);
                  close();
                }}
              />
            )}
          </Dialog>
        </Modal>
      </ModalOverlay>
    </DialogTrigger>
  );
}

function FilterDraft({
  selected,
  counts,
  onClose,
  onApply,
}: Omit<FilterProps, 'onChange'> & {
  onClose: () => void;
  onApply: (next: BookingState[]) => void;
}) {
  const [draft, setDraft] = useState<BookingState[]>([...selected]);
  return (
    <>
      <div className="flex items-center justify-between gap-4 border-b border-line px-4 pt-[max(0.5rem,env(safe-area-inset-top))] pb-2">
        <Heading slot="title" className="text-2xl font-semibold">
          Filter bookings
        </Heading>
        <AriaButton
          aria-label="Close"
          onPress={onClose}
          className="inline-flex size-11 items-center justify-center rounded-full text-ink outline-offset-2 hover:bg-blush-50 focus-visible:outline-2 focus-visible:outline-blush-700"
        >
          <X aria-hidden className="size-5" />
        </AriaButton>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto px-4 py-5">
        <CheckboxGroupField
          legend="State"
          name="state"
          description="Show only the bookings in these states."
          options={offered({ selected, counts }).map((o) => ({
            value: o.value,
            label: o.label,
            description: `${counts[o.value] ?? 0} ${(counts[o.value] ?? 0) === 1 ? 'booking' : 'bookings'}`,
          }))}
          value={draft}
          onChange={setDraft}
        />
      </div>
      <div className="flex gap-3 border-t border-line bg-white px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))]">
        <Button variant="secondary" className="flex-1" onPress={() => setDraft([])}>
          Clear
        </Button>
        <Button className="flex-[2]" onPress={() => onApply(draft)}>
          Show bookings
        </Button>
      </div>
    </>
  );
}
