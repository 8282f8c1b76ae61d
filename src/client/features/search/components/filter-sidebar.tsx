import { useRef } from 'react';
import { useT } from '#client/lib/i18n.tsx';
import { Button } from '#client/components/ui/button.tsx';
import FilterControls from './filter-controls.tsx';
import { SearchTextField } from './search-text-field.tsx';
import { hasAnyFilter, noFilters, type SearchFilters } from './search-filters.ts';
import type { ApplyFilters } from './use-search-filters.ts';

/** How long typed text and amounts wait before the results follow them. */
const TYPING_DELAY = 500;

/**
 * Desktop: every control beside the results, each change applied to the URL as it is made.
 * Loaded on a wide screen only (default export for lazy()).
 */
export default function FilterSidebar({
  filters,
  onApply,
}: {
  filters: SearchFilters;
  onApply: ApplyFilters;
}) {
  // "Clear all" goes away once pressed: focus moves to the heading instead of being lost.
  const heading = useRef<HTMLHeadingElement>(null);
  const t = useT();
  return (
    <aside
      aria-labelledby="filters-heading"
      className="sticky top-20 max-h-[calc(100dvh-6rem)] w-60 shrink-0 self-start overflow-y-auto pr-1 pb-4 pl-1 lg:w-64"
    >
      <div className="mb-4 flex min-h-11 items-center justify-between gap-2">
        <h2 id="filters-heading" ref={heading} tabIndex={-1} className="text-xl font-semibold">
          {t('search.filters.title')}
        </h2>
        {hasAnyFilter(filters) ? (
          <Button
            variant="ghost"
            className="px-3"
            onPress={() => {
              onApply(noFilters);
              heading.current?.focus();
            }}
          >
            {t('search.filters.clearAll')}
          </Button>
        ) : null}
      </div>
      <div className="flex flex-col gap-6">
        <div role="search">
          <SearchTextField
            value={filters.q}
            delay={TYPING_DELAY}
            onCommit={(q, how) => onApply({ q }, how)}
          />
        </div>
        <FilterControls filters={filters} onChange={onApply} delay={TYPING_DELAY} />
      </div>
    </aside>
  );
}
