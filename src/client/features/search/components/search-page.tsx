import { lazy, Suspense } from 'react';
import { useIsDesktop } from '#client/lib/use-media-query.ts';
import { usePageTitle } from '#client/lib/use-page-title.ts';
import { FilterDialog } from './filter-dialog.tsx';
import { SearchResults } from './search-results.tsx';
import { SearchTextField } from './search-text-field.tsx';
import { describeFilters, emptyFilters, type SearchFilters } from './search-filters.ts';
import { useSearchFilters } from './use-search-filters.ts';

/** A phone never loads the sidebar's controls; a wide screen loads them as the page starts. */
const FilterSidebar = lazy(() => import('./filter-sidebar.tsx'));

const heading = (filters: SearchFilters) =>
  filters.q ? `Results for “${filters.q}”` : 'All artists';

/**
 * /search: portfolio pictures of verified artists, narrowed by the filters in the URL. The
 * sidebar shows from `md`; a phone gets the text box and a Filters dialog instead.
 */
export function SearchPage() {
  const [filters, apply] = useSearchFilters();
  const isDesktop = useIsDesktop();
  const title = heading(filters);
  usePageTitle(filters.q ? title : 'Search artists');
  const summary = describeFilters(filters);

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 md:px-8 md:py-10">
      <header className="mb-5 md:mb-8">
        <h1 className="text-3xl font-semibold break-words md:text-4xl">{title}</h1>
        <p className="mt-2 text-muted">
          {summary.length > 0 ? summary.join(' · ') : 'Real work from verified artists in Toronto.'}
        </p>
      </header>
      <div className="flex gap-8">
        {isDesktop ? (
          <Suspense fallback={<div className="w-60 shrink-0 lg:w-64" />}>
            <FilterSidebar filters={filters} onApply={apply} />
          </Suspense>
        ) : null}
        <div className="min-w-0 flex-1">
          {isDesktop ? null : (
            <div role="search" className="mb-5 flex items-end gap-2">
              <div className="min-w-0 flex-1">
                <SearchTextField
                  value={filters.q}
                  // A phone applies the words on its Search key or on leaving the box.
                  delay={null}
                  label="Search artists"
                  hideLabel
                  onCommit={(q, how) => apply({ q }, how)}
                />
              </div>
              <FilterDialog filters={filters} onApply={apply} />
            </div>
          )}
          <SearchResults filters={filters} onClear={() => apply(emptyFilters)} />
        </div>
      </div>
    </div>
  );
}
