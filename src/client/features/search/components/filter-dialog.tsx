import { SlidersHorizontal, X } from 'lucide-react';
import { useState } from 'react';
import {
  Button as AriaButton,
  Dialog,
  DialogTrigger,
  Heading,
  Modal,
  ModalOverlay,
} from 'react-aria-components';
import { Button } from '#client/components/ui/button.tsx';
import { FilterControls } from './filter-controls.tsx';
import { activeFilterCount, emptyFilters, type SearchFilters } from './search-filters.ts';

/**
 * Mobile: a "Filters" button (with the number of active filters on a badge) opening a
 * full-screen dialog. Choices there are a draft: "Show results" applies them as one history
 * entry; Close or Escape drops them; "Clear" empties the draft.
 */
export function FilterDialog({
  filters,
  onApply,
}: {
  filters: SearchFilters;
  onApply: (next: SearchFilters) => void;
}) {
  const [isOpen, setOpen] = useState(false);
  const count = activeFilterCount(filters);
  return (
    <DialogTrigger isOpen={isOpen} onOpenChange={setOpen}>
      <Button variant="secondary" className="shrink-0 px-4">
        <SlidersHorizontal aria-hidden className="size-4" />
        Filters
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
                filters={filters}
                onClose={close}
                onApply={(next) => {
                  onApply(next);
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

/** Mounted while the dialog is open, so each opening starts from the filters in the URL. */
function FilterDraft({
  filters,
  onClose,
  onApply,
}: {
  filters: SearchFilters;
  onClose: () => void;
  onApply: (next: SearchFilters) => void;
}) {
  const [draft, setDraft] = useState(filters);
  return (
    <>
      <div className="flex items-center justify-between gap-4 border-b border-line px-4 pt-[max(0.5rem,env(safe-area-inset-top))] pb-2">
        <Heading slot="title" className="text-2xl font-semibold">
          Filters
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
        <FilterControls
          filters={draft}
          onChange={(patch) => setDraft((current) => ({ ...current, ...patch }))}
          delay={0}
        />
      </div>
      <div className="flex gap-3 border-t border-line bg-white px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))]">
        <Button
          variant="secondary"
          className="flex-1"
          onPress={() => setDraft({ ...emptyFilters, q: draft.q })}
        >
          Clear
        </Button>
        <Button className="flex-[2]" onPress={() => onApply(draft)}>
          Show results
        </Button>
      </div>
    </>
  );
}
