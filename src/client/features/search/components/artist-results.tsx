import { useRef } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { EmptyState } from '#client/components/ui/page.tsx';
import { useT } from '#client/lib/i18n.tsx';
import { useArtistResults } from '../api/search.ts';
import { ArtistCardSkeleton, ArtistCardView } from './artist-card.tsx';
import { ClearSearchButton, SearchError, useFocusNewCards } from './result-list-parts.tsx';
import type { SearchFilters } from './search-filters.ts';

/**
 * The artist cards of a search, 12 at a time, "Show more artists" for the next (focus then
 * moves to the first new card). With none found, the way out: "Show everyone" when it is off,
 * or clearing the filters.
 */
export function ArtistResults({
  filters,
  onClear,
  onShowEveryone,
}: {
  filters: SearchFilters;
  onClear: () => void;
  onShowEveryone: () => void;
}) {
  const t = useT();
  const results = useArtistResults(filters);
  const { data, hasNextPage, isFetchingNextPage, fetchNextPage } = results;
  const artists = data?.pages.flatMap((page) => page.artists) ?? [];
  const total = data?.pages[0]?.total ?? 0;
  const heading = useRef<HTMLHeadingElement>(null);
  const { list, focusFrom } = useFocusNewCards(artists.length, isFetchingNextPage);

  const status = !data
    ? ''
    : total === 0
      ? t('search.artists.none')
      : t('search.artists.found', { count: total });

  return (
    <section aria-labelledby="artists-heading" className="min-w-0 flex-1">
      <h2 id="artists-heading" ref={heading} tabIndex={-1} className="sr-only">
        {t('search.artists.heading')}
      </h2>
      <p aria-live="polite" aria-atomic="true" className="mb-3 text-sm text-muted">
        {status}
      </p>
      {results.isPending ? (
        <div className="flex flex-col gap-4">
          <p className="sr-only">{t('search.artists.loading')}</p>
          {[0, 1, 2].map((i) => (
            <ArtistCardSkeleton key={i} />
          ))}
        </div>
      ) : results.isError && !data ? (
        <SearchError
          title={t('search.artists.error')}
          message={results.error.message}
          onRetry={() => void results.refetch()}
        />
      ) : artists.length === 0 ? (
        <EmptyState message={t('search.artists.empty')}>
          {filters.showEveryone ? null : (
            <Button variant="secondary" onPress={onShowEveryone}>
              {t('search.filters.everyone')}
            </Button>
          )}
          <ClearSearchButton onClear={onClear} heading={heading} />
        </EmptyState>
      ) : (
        <>
          <ul ref={list} className="flex flex-col gap-4">
            {artists.map((card, i) => (
              <li key={card._id}>
                <ArtistCardView card={card} eager={i < 2} place={filters.place} />
              </li>
            ))}
          </ul>
          <div className="mt-8 flex justify-center">
            {hasNextPage ? (
              <Button
                variant="secondary"
                isPending={isFetchingNextPage}
                onPress={() => {
                  focusFrom.current = artists.length;
                  void fetchNextPage({ cancelRefetch: false });
                }}
              >
                {isFetchingNextPage ? t('search.loading') : t('search.artists.more')}
              </Button>
            ) : (
              <p className="text-sm text-muted">{t('search.artists.end')}</p>
            )}
          </div>
        </>
      )}
    </section>
  );
}
