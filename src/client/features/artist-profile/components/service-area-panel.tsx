import { useQuery } from '@tanstack/react-query';
import { ExternalLink } from 'lucide-react';
import { directionsUrl } from '#shared/domain/maps.ts';
import type { ServiceAreaView } from '#shared/schemas/places.ts';
import { LazyMap } from '#client/components/map/lazy-map.tsx';
import { api } from '#client/lib/api.ts';
import { useT } from '#client/lib/i18n.tsx';

/**
 * Where an artist who travels goes: her area on a map (a circle for a radius, her base's
 * postal area otherwise) and directions to it. Her base shows as its postal area's centre,
 * never her door. Read without zod: a profile's first load stays light.
 */
export function ServiceAreaPanel({ artistId, firstName }: { artistId: string; firstName: string }) {
  const t = useT();
  const query = useQuery({
    queryKey: ['profile', 'service-area', artistId],
    queryFn: ({ signal }) =>
      api<{ area: ServiceAreaView | null }>(`/service-area/${encodeURIComponent(artistId)}`, {
        signal,
      }),
    staleTime: 5 * 60_000,
  });
  const area = query.data?.area;
  if (!area) return null;
  const base = area.base.postalArea ?? '';
  return (
    <section aria-labelledby="service-area-heading" className="flex flex-col gap-3">
      <h2 id="service-area-heading" className="text-2xl font-semibold">
        {t('travel.profile.area')}
      </h2>
      <p>
        {area.radiusKm !== null
          ? t('travel.profile.radius', { name: firstName, km: area.radiusKm, base })
          : t('travel.profile.listed', { name: firstName, areas: area.postalAreas.join(', ') })}
      </p>
      <LazyMap
        label={t('travel.profile.mapLabel')}
        center={area.base}
        zoom={area.radiusKm !== null && area.radiusKm > 8 ? 10 : 12}
        circle={area.radiusKm !== null ? { ...area.base, radiusKm: area.radiusKm } : null}
        pins={[{ id: 'base', lat: area.base.lat, lng: area.base.lng, label: base }]}
        className="h-64"
      />
      <a
        href={directionsUrl(area.base)}
        target="_blank"
        rel="noopener noreferrer"
        className="inline-flex items-center gap-1 font-medium text-blush-800 underline underline-offset-2"
      >
        {t('travel.profile.directions')}
        <ExternalLink aria-hidden className="size-3.5" />
      </a>
    </section>
  );
}
