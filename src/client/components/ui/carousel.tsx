import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useT } from '#client/lib/i18n.tsx';
import { useMediaQuery } from '#client/lib/use-media-query.ts';

const roundButton =
  'inline-flex size-11 items-center justify-center rounded-full border border-line bg-white text-ink transition-colors outline-offset-2 hover:border-blush-200 hover:bg-blush-50 focus-visible:outline-2 focus-visible:outline-blush-700 aria-disabled:cursor-not-allowed aria-disabled:opacity-40 aria-disabled:hover:bg-white';

const clamp = (n: number, low: number, high: number) => Math.min(Math.max(n, low), high);

/**
 * A row of items that scrolls sideways: 3 visible on a phone, 4 from `md` (spec §9). It swipes
 * on touch (scroll snap), Previous and Next move a page and announce "5 to 8 of 12", and the
 * arrow keys (plus Home and End) move focus from item to item. It never turns by itself.
 * Each item should hold one focusable element (a link).
 *
 * The buttons stay focusable at the ends (aria-disabled rather than disabled), so the focus is
 * not dropped when the last page is reached.
 */
export function Carousel<T>({
  title,
  action,
  items,
  getKey,
  renderItem,
  itemsName = 'items',
}: {
  /** The section's heading (an h2), which also names the carousel. */
  title: string;
  /** Beside the buttons, e.g. a "See all" link. */
  action?: ReactNode;
  items: readonly T[];
  getKey: (item: T) => string;
  renderItem: (item: T, index: number) => ReactNode;
  /** What the items are, for the buttons and the announcement ("artists"). */
  itemsName?: string;
}) {
  const t = useT();
  const id = useId();
  const perPage = useMediaQuery('(min-width: 768px)') ? 4 : 3;
  const count = items.length;
  const lastStart = Math.max(0, count - perPage);
  const [start, setStart] = useState(0);
  const first = clamp(start, 0, lastStart);
  const [announcement, setAnnouncement] = useState('');
  const list = useRef<HTMLUListElement>(null);

  const itemAt = (index: number) => list.current?.children[index] as HTMLElement | undefined;

  const showFrom = (index: number, announce: boolean) => {
    const next = clamp(index, 0, lastStart);
    setStart(next);
    scrollToItem(list.current, next);
    if (announce) {
      setAnnouncement(
        t('shell.carousel.showing', {
          items: itemsName,
          from: next + 1,
          to: Math.min(next + perPage, count),
          count,
        }),
      );
    }
  };

  // A swipe (or a focus that scrolled the row) moves the row: the buttons follow it.
  const onScroll = () => {
    const scroller = list.current;
    const a = itemAt(0);
    const b = itemAt(1);
    if (!scroller || !a) return;
    const step = b ? b.offsetLeft - a.offsetLeft : a.offsetWidth;
    if (step > 0) setStart(clamp(Math.round(scroller.scrollLeft / step), 0, lastStart));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const children = Array.from(event.currentTarget.children);
    const index = children.findIndex((li) => li.contains(document.activeElement));
    if (index < 0 || event.altKey || event.ctrlKey || event.metaKey) return;
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: count - 1,
    };
    const to = moves[event.key];
    if (to === undefined) return;
    event.preventDefault();
    const target = clamp(to, 0, count - 1);
    children[target]
      ?.querySelector<HTMLElement>('a, button, [tabindex]')
      ?.focus({ preventScroll: true });
    if (target < first) showFrom(target, false);
    else if (target >= first + perPage) showFrom(target - perPage + 1, false);
  };

  const atStart = first === 0;
  const atEnd = first >= lastStart;
  const move = (direction: 1 | -1) => {
    if (direction === -1 ? atStart : atEnd) return;
    showFrom(first + direction * perPage, true);
  };

  return (
    <section aria-roledescription="carousel" aria-labelledby={`${id}-title`}>
      <div className="mb-4 flex items-end justify-between gap-4">
        <h2 id={`${id}-title`} className="text-2xl font-semibold md:text-3xl">
          {title}
        </h2>
        <div className="flex shrink-0 items-center gap-2">
          {action}
          {count > perPage ? (
            <PageButtons
              controls={`${id}-list`}
              itemsName={itemsName}
              atStart={atStart}
              atEnd={atEnd}
              move={move}
            />
          ) : null}
        </div>
      </div>
      <p aria-live="polite" aria-atomic="true" className="sr-only">
        {announcement}
      </p>
      <ul
        id={`${id}-list`}
        ref={list}
        onScroll={onScroll}
        onKeyDown={onKeyDown}
        className="relative -m-1 flex snap-x snap-mandatory scroll-px-1 gap-3 overflow-x-auto overscroll-x-contain p-1 [scrollbar-width:none] md:gap-4 [&::-webkit-scrollbar]:hidden"
      >
        {items.map((item, index) => (
          <li
            key={getKey(item)}
            className="w-[calc((100%-1.5rem)/3)] shrink-0 snap-start md:w-[calc((100%-3rem)/4)]"
          >
            {renderItem(item, index)}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Scrolls the row so the item at `index` comes first (at once when motion is reduced). */
function scrollToItem(scroller: HTMLUListElement | null, index: number) {
  const item = scroller?.children[index] as HTMLElement | undefined;
  const origin = scroller?.children[0] as HTMLElement | undefined;
  if (!scroller || !item || !origin || typeof scroller.scrollTo !== 'function') return;
  const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  scroller.scrollTo({
    left: item.offsetLeft - origin.offsetLeft,
    behavior: still ? 'auto' : 'smooth',
  });
}

/** Previous and Next: focusable at the ends too (aria-disabled), so the focus is never dropped. */
function PageButtons({
  controls,
  itemsName,
  atStart,
  atEnd,
  move,
}: {
  controls: string;
  itemsName: string;
  atStart: boolean;
  atEnd: boolean;
  move: (direction: 1 | -1) => void;
}) {
  const t = useT();
  return (
    <>
      <button
        type="button"
        aria-controls={controls}
        aria-disabled={atStart || undefined}
        aria-label={t('shell.carousel.previous', { items: itemsName })}
        onClick={() => move(-1)}
        className={roundButton}
      >
        <ChevronLeft aria-hidden className="size-5" />
      </button>
      <button
        type="button"
        aria-controls={controls}
        aria-disabled={atEnd || undefined}
        aria-label={t('shell.carousel.next', { items: itemsName })}
        onClick={() => move(1)}
        className={roundButton}
      >
        <ChevronRight aria-hidden className="size-5" />
      </button>
    </>
  );
}
