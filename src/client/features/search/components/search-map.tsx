import { useMemo } from 'react';
import { LazyMap, type MapPin } from '#client/components/map/lazy-map.tsx';
import { useT } from '#client/lib/i18n.tsx';
import { paths } from '#client/lib/paths.ts';
import { boundsOf } from '#shared/domain/map-clusters.ts';
import { useArtistResults } from '../api/search.ts';
import { boundingBoxText, type SearchFilters } from './search-filters.ts';
import type { ApplyFilters } from './use-search-filters.ts';

/** Toronto, for a search with no artist on the map yet. */
const TORONTO = { lat: 43.6839, lng: -79.3733 };

const readBox = (text: string) => {
  const [west, south, east, north] = text.split(',').map(Number) as [
    number,
    number,
    number,
    number,
  ];
  return { west, south, east, north };
};

/**
 * The artists found, on a map (decision 0038): a pin for each card loaded (her studio's
 * district, or the centre of the area she travels to), nearby pins gathered. Moving the map
 * searches within it (`bbox`); the list beside it always holds the same artists, so the map is
 * never the only way to one, and with no map (no network) the list still works.
 */
export function SearchMap({
  filters,
  apply,
  className,
}: {
  filters: SearchFilters;
  apply: ApplyFilters;
  className?: string;
}) {
  const t = useT();
  const { data } = useArtistResults(filters);
  const pins = useMemo<MapPin[]>(
    () =>
      (data?.pages.flatMap((page) => page.artists) ?? []).flatMap((card) =>
        card.point
          ? [
              {
                id: card._id,
                ...card.point,
                label: `${card.firstName}, ${card.profession}`,
                href: paths.artistProfile(card._id),
              },
            ]
          : [],
      ),
    [data],
  );
  // Her chosen area stays put; otherwise the map shows the pins found.
  const bounds = filters.bbox ? readBox(filters.bbox) : boundsOf(pins);
  return (
    <LazyMap
      label={t('search.map.label')}
      center={TORONTO}
      zoom={11}
      bounds={bounds}
      pins={pins}
      onBoundsChange={(box) => apply({ bbox: boundingBoxText(box) }, { replace: true })}
      fallback={<p className="text-sm text-muted">{t('search.map.unavailable')}</p>}
      {...(className ? { className } : {})}
    />
  );
}

/** "Only artists in the map's area · Search anywhere": shown while the map narrows the search. */
export function MapAreaNote({ filters, apply }: { filters: SearchFilters; apply: ApplyFilters }) {
  const t = useT();
  if (!filters.bbox) return null;
  return (
    <p className="mb-3 flex flex-wrap items-center gap-x-3 text-sm text-muted">
      {t('search.map.area')}
      <button
        type="button"
        onClick={() => apply({ bbox: '' })}
        className="min-h-11 rounded font-semibold text-blush-700 underline outline-offset-2 focus-visible:outline-2 focus-visible:outline-blush-700"
      >
        {t('search.map.anywhere')}
      </button>
    </p>
  );
}
