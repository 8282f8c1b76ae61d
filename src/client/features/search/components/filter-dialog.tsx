import { FullScreenFilter } from '#client/components/ui/full-screen-filter.tsx';
import { lazy } from 'react';
import { useT } from '#client/lib/i18n.tsx';
import { activeFilterCount, emptyFilters, type SearchFilters } from './search-filters.ts';

/** The controls load with the dialog, when it first opens. */
const FilterControls = lazy(() => import('./filter-controls.tsx'));

/**
 * Mobile: "Filters" opens the filters full screen. "Show results" applies the draft as one
 * history entry; "Clear" empties it but keeps the search words.
 */
export function FilterDialog({
  filters,
  onApply,
}: {
  filters: SearchFilters;
  onApply: (next: SearchFilters) => void;
}) {
  const t = useT();
  return (
    <FullScreenFilter
      buttonLabel={t('search.filters.title')}
      buttonClassName="shrink-0"
      count={activeFilterCount(filters)}
      title={t('search.filters.title')}
      applyLabel={t('search.filters.apply')}
      value={filters}
      onApply={onApply}
      cleared={(draft) => ({ ...emptyFilters, q: draft.q, view: draft.view })}
    >
      {(draft, setDraft) => (
        <FilterControls
          filters={draft}
          onChange={(patch) => setDraft((current) => ({ ...current, ...patch }))}
          delay={0}
        />
      )}
    </FullScreenFilter>
  );
}
