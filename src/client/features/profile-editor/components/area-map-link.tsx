import { ExternalLink } from 'lucide-react';
import { openStreetMapUrl } from '#shared/domain/maps.ts';
import type { OwnProfile } from '#shared/schemas/profile.ts';

/** The saved area (the postal district's centre, which is all the public profile shows). */
export function AreaMapLink({ area }: { area: NonNullable<OwnProfile['area']> }) {
  return (
    <p className="text-sm text-muted">
      Your profile shows the area around {area.postalPrefix}, never your street.{' '}
      <a
        href={openStreetMapUrl(area)}
        target="_blank"
        rel="noopener noreferrer"
        className="inline-flex items-center gap-1 font-semibold text-blush-800 underline"
      >
        See it on OpenStreetMap
        <ExternalLink aria-hidden className="size-3.5" />
        <span className="sr-only">(opens in a new tab)</span>
      </a>
    </p>
  );
}
