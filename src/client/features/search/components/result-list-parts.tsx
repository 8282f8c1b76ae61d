import { useEffect, useRef, type RefObject } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { Notice } from '#client/components/ui/page.tsx';
import { useT } from '#client/lib/i18n.tsx';

/**
 * After "Show more", focus the first new card once it is there (or stay put if none came): set
 * the returned ref to the count before asking for the next page.
 */
export function useFocusNewCards(count: number, isFetchingNextPage: boolean) {
  const list = useRef<HTMLUListElement>(null);
  const focusFrom = useRef<number | null>(null);
  useEffect(() => {
    const from = focusFrom.current;
    if (from === null || isFetchingNextPage) return;
    focusFrom.current = null;
    if (count > from) list.current?.children[from]?.querySelector('a')?.focus();
  }, [count, isFetchingNextPage]);
  return { list, focusFrom };
}

/** "Clear filters" under no results: clears them and puts focus back on the results' heading. */
export function ClearSearchButton(props: {
  onClear: () => void;
  heading: RefObject<HTMLHeadingElement | null>;
}) {
  const t = useT();
  return (
    <Button
      variant="secondary"
      onPress={() => {
        props.onClear();
        props.heading.current?.focus();
      }}
    >
      {t('search.clear')}
    </Button>
  );
}

/** The results could not be loaded: why, and "Try again". */
export function SearchError(props: {
  title: string;
  message: string;
  isPending?: boolean;
  onRetry: () => void;
}) {
  const t = useT();
  return (
    <Notice tone="error" title={props.title}>
      <p>{props.message}</p>
      <Button variant="secondary" isPending={props.isPending} onPress={props.onRetry}>
        {t('shell.tryAgain')}
      </Button>
    </Notice>
  );
}
