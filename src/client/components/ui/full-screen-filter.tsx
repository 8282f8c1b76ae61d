import { SlidersHorizontal, X } from 'lucide-react';
import { useState, type Dispatch, type ReactNode, type SetStateAction } from 'react';
import {
  Button as AriaButton,
  Dialog,
  DialogTrigger,
  Heading,
  Modal,
  ModalOverlay,
} from 'react-aria-components';
import { Button } from './button.tsx';

interface FullScreenFilterProps<T> {
  /** The button's word ("Filters"); a badge beside it counts the active choices. */
  buttonLabel: string;
  buttonClassName?: string;
  count: number;
  title: string;
  /** What "Show …" says. */
  applyLabel: string;
  value: T;
  onApply: (next: T) => void;
  /** The draft after "Clear". */
  cleared: (draft: T) => T;
  /** The controls, editing the draft. */
  children: (draft: T, setDraft: Dispatch<SetStateAction<T>>) => ReactNode;
}

/**
 * Mobile filters: a button (with the number of active choices on a badge) opening a
 * full-screen dialog. Choices there are a draft: the apply button applies them at once; Close
 * or Escape drops them; "Clear" empties the draft.
 */
export function FullScreenFilter<T>(props: FullScreenFilterProps<T>) {
  const { buttonLabel, buttonClassName, count, onApply } = props;
  const [isOpen, setOpen] = useState(false);
  return (
    <DialogTrigger isOpen={isOpen} onOpenChange={setOpen}>
      <Button variant="secondary" className={`px-4 ${buttonClassName ?? ''}`}>
        <SlidersHorizontal aria-hidden className="size-4" />
        {buttonLabel}
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
                {...props}
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

/** Mounted while the dialog is open, so each opening starts from the applied choices. */
function FilterDraft<T>({
  title,
  applyLabel,
  value,
  cleared,
  children,
  onClose,
  onApply,
}: FullScreenFilterProps<T> & { onClose: () => void }) {
  const [draft, setDraft] = useState(value);
  return (
    <>
      <div className="flex items-center justify-between gap-4 border-b border-line px-4 pt-[max(0.5rem,env(safe-area-inset-top))] pb-2">
        <Heading slot="title" className="text-2xl font-semibold">
          {title}
        </Heading>
        <AriaButton
          aria-label="Close"
          onPress={onClose}
          className="inline-flex size-11 items-center justify-center rounded-full text-ink outline-offset-2 hover:bg-blush-50 focus-visible:outline-2 focus-visible:outline-blush-700"
        >
          <X aria-hidden className="size-5" />
        </AriaButton>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto px-4 py-5">{children(draft, setDraft)}</div>
      <div className="flex gap-3 border-t border-line bg-white px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))]">
        <Button variant="secondary" className="flex-1" onPress={() => setDraft(cleared(draft))}>
          Clear
        </Button>
        <Button className="flex-[2]" onPress={() => onApply(draft)}>
          {applyLabel}
        </Button>
      </div>
    </>
  );
}
