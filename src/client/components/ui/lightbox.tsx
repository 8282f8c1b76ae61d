import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button as AriaButton, Dialog, Modal, ModalOverlay } from 'react-aria-components';
import { useT } from '#client/lib/i18n.tsx';

export interface LightboxItem {
  key: string;
  src: string;
  srcset: string;
  width: number;
  height: number;
  alt: string;
  caption?: string | null;
}

const roundButton =
  'inline-flex size-11 items-center justify-center rounded-full bg-white/10 text-white transition-colors outline-offset-2 hover:bg-white/20 pressed:bg-white/30 focus-visible:outline-2 focus-visible:outline-white';

/**
 * Pictures one at a time, over the page. A modal dialog (focus stays inside; Escape, the Close
 * button or a click outside closes it, and focus goes back to what opened it); Left and Right
 * arrows or the Previous and Next buttons move through the pictures, wrapping at the ends, and
 * "n of N" is announced on every move. Loaded on demand (default export for lazy()).
 */
export default function Lightbox({
  items,
  index,
  label,
  onIndexChange,
  onClose,
}: {
  items: LightboxItem[];
  /** The picture shown; null when closed. */
  index: number | null;
  /** Names the dialog, e.g. "Ana Silva's portfolio". */
  label: string;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}) {
  const t = useT();
  const current = index === null ? undefined : items[index];
  const count = items.length;
  const move = (step: number) => {
    if (index !== null && count > 0) onIndexChange((index + step + count) % count);
  };
  const isOpen = current !== undefined;
  // A horizontal swipe on a touch screen moves like the arrows do.
  const swipeStart = useRef<number | null>(null);

  // The dialog holds focus while open, so every key pressed reaches the document through it.
  useEffect(() => {
    if (!isOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.key === 'ArrowLeft') move(-1);
      else if (event.key === 'ArrowRight') move(1);
      else return;
      event.preventDefault();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  });

  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      isDismissable
      className="fixed inset-0 z-50 bg-ink"
    >
      <Modal className="h-full w-full">
        <Dialog
          aria-label={label}
          className="relative flex h-full flex-col text-white outline-none"
        >
          {current && index !== null ? (
            <>
              <div className="flex items-center justify-between gap-4 px-4 pt-[max(0.75rem,env(safe-area-inset-top))] pb-2">
                <p aria-live="polite" aria-atomic="true" className="text-sm font-medium">
                  {t('shell.lightbox.position', { index: index + 1, count })}
                </p>
                <AriaButton onPress={onClose} className={`${roundButton} w-auto gap-2 px-4`}>
                  <X aria-hidden className="size-5" />
                  <span className="text-sm font-semibold">{t('shell.close')}</span>
                </AriaButton>
              </div>
              <figure
                onPointerDown={(event) => {
                  swipeStart.current = event.pointerType === 'mouse' ? null : event.clientX;
                }}
                onPointerUp={(event) => {
                  const start = swipeStart.current;
                  swipeStart.current = null;
                  if (start === null || Math.abs(event.clientX - start) < 50) return;
                  move(event.clientX < start ? 1 : -1);
                }}
                className="flex min-h-0 flex-1 touch-pan-y flex-col items-center justify-center gap-3 px-2 pb-20 select-none md:px-20 md:pb-6"
              >
                <img
                  key={current.key}
                  src={current.src}
                  srcSet={current.srcset}
                  sizes="100vw"
                  width={current.width}
                  height={current.height}
                  alt={current.alt}
                  className="h-auto max-h-full min-h-0 w-auto max-w-full rounded-lg object-contain"
                />
                {current.caption ? (
                  <figcaption className="text-sm text-white/80">{current.caption}</figcaption>
                ) : null}
              </figure>
              {count > 1 ? (
                <div className="pointer-events-none absolute inset-x-0 bottom-[max(1rem,env(safe-area-inset-bottom))] flex justify-between px-4 md:top-1/2 md:bottom-auto md:-translate-y-1/2">
                  <AriaButton
                    aria-label={t('shell.lightbox.previous')}
                    onPress={() => move(-1)}
                    className={`${roundButton} pointer-events-auto`}
                  >
                    <ChevronLeft aria-hidden className="size-6" />
                  </AriaButton>
                  <AriaButton
                    aria-label={t('shell.lightbox.next')}
                    onPress={() => move(1)}
                    className={`${roundButton} pointer-events-auto`}
                  >
                    <ChevronRight aria-hidden className="size-6" />
                  </AriaButton>
                </div>
              ) : null}
            </>
          ) : null}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
