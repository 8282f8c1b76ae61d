import type { InfiniteData } from '@tanstack/react-query';
import { useRef } from 'react';
import type { SearchPage } from '#shared/schemas/search.ts';
import { Button } from '#client/components/ui/button.tsx';
import { EmptyState } from '#client/components/ui/page.tsx';
import { useT } from '#client/lib/i18n.tsx';
import type { Translator } from '#shared/i18n/translator.ts';
import { useSearchResults } from '../api/search.ts';
import { ResultCard, ResultCardSkeleton, resultGridClass } from './result-card.tsx';
import { ClearSearchButton, SearchError, useFocusNewCards } from './result-list-parts.tsx';
import type { SearchFilters } from './search-filters.ts';
import { useNearEnd } from './use-near-end.ts';

/** Pictures in the first row load at once; the rest as they come near. */
const EAGER = 4;

/** What a screen reader hears when results arrive (polite: it never interrupts). */
function statusText(data: InfiniteData<SearchPage> | undefined, t: Translator['t']): string {
  if (!data) return '';
  const { pages } = data;
  const last = pages.at(-1)!;
  const more = last.nextCursor !== null;
  if (pages.length === 1) {
    const n = last.results.length;
    if (n === 0) return t('search.results.none');
    return more ? t('search.results.soFar', { count: n }) : t('search.results.count', { count: n });
  }
  const loaded = t('search.results.moreLoaded', { count: last.results.length });
  return more ? loaded : t('search.results.allShown', { loaded });
}

/**
 * The results of a search: skeletons, then cards, 31 at a time. The next page loads as the end
 * of the list comes near, or with the "Load more" button (which then moves focus to the first
 * new card, so a keyboard user goes on where the new ones begin). Nothing that has focus is
 * removed without focus moving somewhere sensible.
 */
export function SearchResults({
  filters,
  onClear,
}: {
  filters: SearchFilters;
  /** Clears every filter (the empty state's "Clear Search"). */
  onClear: () => void;
}) {
  const t = useT();
  const results = useSearchResults(filters);
  const { data, hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = results;
  const pictures = data?.pages.flatMap((page) => page.results) ?? [];
  const more = hasNextPage && pictures.length > 0;

  const heading = useRef<HTMLHeadingElement>(null);
  const sentinel = useRef<HTMLDivElement>(null);
  const { list, focusFrom } = useFocusNewCards(pictures.length, isFetchingNextPage);

  const loadMore = () => void fetchNextPage({ cancelRefetch: false });
  useNearEnd(sentinel, {
    enabled: more && !isFetchingNextPage && !isFetchNextPageError,
    onNear: loadMore,
  });

  const retry = async () => {
    const outcome = await results.refetch();
    if (outcome.isSuccess) heading.current?.focus();
  };

  return (
    <section aria-labelledby="results-heading" className="min-w-0 flex-1">
      <h2 id="results-heading" ref={heading} tabIndex={-1} className="sr-only">
        {t('search.results.heading')}
      </h2>
      <p aria-live="polite" aria-atomic="true" className="sr-only">
        {statusText(data, t)}
      </p>
      {results.isPending ? (
        <>
          <p className="sr-only">{t('search.results.loading')}</p>
          <div className={resultGridClass}>
            {Array.from({ length: 8 }, (_, i) => (
              <ResultCardSkeleton key={i} />
            ))}
          </div>
        </>
      ) : results.isError && !data ? (
        <SearchError
          title={t('search.results.error')}
          message={results.error.message}
          isPending={results.isFetching}
          onRetry={() => void retry()}
        />
      ) : pictures.length === 0 ? (
        <EmptyState message={t('search.results.empty')}>
          <ClearSearchButton onClear={onClear} heading={heading} />
        </EmptyState>
      ) : (
        <>
          <p className="mb-3 text-sm text-muted" aria-hidden>
            {pictures.length}
            {more ? '+' : ''} {t('search.results.pictures', { count: pictures.length })}
          </p>
          <ul ref={list} className={resultGridClass}>
            {pictures.map((result, i) => (
              <li key={result._id}>
                <ResultCard result={result} eager={i < EAGER} first={i === 0} />
              </li>
            ))}
            {isFetchingNextPage
              ? Array.from({ length: 4 }, (_, i) => (
                  <li key={`loading-${i}`} aria-hidden>
                    <ResultCardSkeleton />
                  </li>
                ))
              : null}
          </ul>
          <div ref={sentinel} aria-hidden className="h-px" />
          <div className="mt-8 flex flex-col items-center gap-3 text-center">
            {isFetchNextPageError ? (
              <p className="text-sm text-danger">{t('search.results.moreError')}</p>
            ) : null}
            {more ? (
              <Button
                variant="secondary"
                isPending={isFetchingNextPage}
                onPress={() => {
                  focusFrom.current = pictures.length;
                  loadMore();
                }}
              >
                {isFetchingNextPage
                  ? t('search.loading')
                  : isFetchNextPageError
                    ? t('shell.tryAgain')
                    : t('search.results.more')}
              </Button>
            ) : (
              <p className="text-sm text-muted">{t('search.results.end')}</p>
            )}
          </div>
        </>
      )}
    </section>
  );
}

/** The Pictures view loads its code only when shown (default export for lazy()). */
export default SearchResults;
