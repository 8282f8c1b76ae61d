import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { filtersToSearch, parseFilters, type SearchFilters } from './search-filters.ts';

export interface ApplyOptions {
  /** Replace the current history entry (typing) instead of adding one (a choice made). */
  replace?: boolean;
}

export type ApplyFilters = (patch: Partial<SearchFilters>, how?: ApplyOptions) => void;

const read = (search: string) => parseFilters(new URLSearchParams(search));

/**
 * The search lives in the URL: this reads it, and writes a new one as a history entry, so a
 * search can be shared and Back and Forward move through the searches made.
 *
 * A change is a patch over the latest search written, not over the one rendered: words
 * applied on leaving the text box and the checkbox clicked next must both be kept, even when
 * the second comes before the first has rendered (navigation renders in a transition).
 */
export function useSearchFilters() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const filters = useMemo(() => read(search), [search]);
  const latest = useRef(search);
  useEffect(() => {
    latest.current = search;
  }, [search]);

  const apply = useCallback<ApplyFilters>(
    (patch, { replace = false } = {}) => {
      const current = filtersToSearch(read(latest.current));
      const next = filtersToSearch({ ...read(latest.current), ...patch });
      if (next === current) return;
      latest.current = next;
      // Typing keeps the scroll position; a new choice starts at the top of its results.
      void navigate({ search: next }, { replace, preventScrollReset: replace });
    },
    [navigate],
  );
  return [filters, apply] as const;
}
