import { useState, type Dispatch, type ReactNode, type SetStateAction } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { Button } from './button.tsx';
import { useT } from '#client/lib/i18n.tsx';
import { CloseButton } from './close-button.tsx';

export interface FullScreenFilterProps<T> {
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
 * FullScreenFilter's dialog, loaded the first time it opens (default export for lazy()).
 */
export default function FullScreenFilterModal<T>({
  isOpen,
  onOpenChange,
  ...props
}: FullScreenFilterProps<T> & { isOpen: boolean; onOpenChange: (isOpen: boolean) => void }) {
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      className="fixed inset-0 z-50 bg-paper"
    >
      <Modal className="h-full w-full">
        <Dialog className="flex h-full flex-col outline-none">
          {({ close }) => (
            <FilterDraft
              {...props}
              onClose={close}
              onApply={(next) => {
                props.onApply(next);
                close();
              }}
            />
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
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
  const t = useT();
  return (
    <>
      <div className="flex items-center justify-between gap-4 border-b border-line px-4 pt-[max(0.5rem,env(safe-area-inset-top))] pb-2">
        <Heading slot="title" className="text-2xl font-semibold">
          {title}
        </Heading>
        <CloseButton onPress={onClose} />
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto px-4 py-5">{children(draft, setDraft)}</div>
      <div className="flex gap-3 border-t border-line bg-white px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))]">
        <Button variant="secondary" className="flex-1" onPress={() => setDraft(cleared(draft))}>
          {t('shell.clear')}
        </Button>
        <Button className="flex-[2]" onPress={() => onApply(draft)}>
          {applyLabel}
        </Button>
      </div>
    </>
  );
}
