import { FullScreenFilter } from '#client/components/ui/full-screen-filter.tsx';
import { FilterControls } from './filter-controls.tsx';
import { activeFilterCount, emptyFilters, type SearchFilters } from './search-filters.ts';

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
  return (
    <FullScreenFilter
      buttonLabel="Filters"
      buttonClassName="shrink-0"
      count={activeFilterCount(filters)}
      title="Filters"
      applyLabel="Show results"
      value={filters}
      onApply={onApply}
      cleared={(draft) => ({ ...emptyFilters, q: draft.q })}
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
