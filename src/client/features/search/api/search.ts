import { useInfiniteQuery } from '@tanstack/react-query';
import type { ArtistSearchPage, SearchPage } from '#shared/schemas/search.ts';
import { api } from '#client/lib/api.ts';
import {
  artistsApiQuery,
  filtersToApiQuery,
  type SearchFilters,
} from '../components/search-filters.ts';

/** GET /search: one page of portfolio pictures (31), and the cursor of the next. */
export const fetchSearchPage = (
  filters: SearchFilters,
  cursor: string | null,
  signal?: AbortSignal,
) => {
  const query = filtersToApiQuery(filters, cursor);
  return api<SearchPage>(query ? `/search?${query}` : '/search', signal ? { signal } : {});
};

/** One cache entry per search: the API query without a cursor names it. */
export const searchKey = (filters: SearchFilters) =>
  ['search', 'results', filtersToApiQuery(filters)] as const;

/**
 * The pages of a search so far, loaded one cursor at a time. Pages already seen stay cached for
 * a minute, so Back to a search shows what was there (and the scroll position can be restored).
 */
export const useSearchResults = (filters: SearchFilters) =>
  useInfiniteQuery({
    queryKey: searchKey(filters),
    queryFn: ({ pageParam, signal }) => fetchSearchPage(filters, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    staleTime: 60_000,
  });

/** GET /search/artists: one page of artist cards (12). */
export const fetchArtistPage = (filters: SearchFilters, page: number, signal?: AbortSignal) => {
  const query = artistsApiQuery(filters, page);
  return api<ArtistSearchPage>(
    query ? `/search/artists?${query}` : '/search/artists',
    signal ? { signal } : {},
  );
};

/** The artist cards of a search so far, a page at a time; free times change, so 30 s fresh. */
export const useArtistResults = (filters: SearchFilters) =>
  useInfiniteQuery({
    queryKey: ['search', 'artists', artistsApiQuery(filters)] as const,
    queryFn: ({ pageParam, signal }) => fetchArtistPage(filters, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => last.nextPage,
    staleTime: 30_000,
  });
