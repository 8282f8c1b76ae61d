import { ExternalLink } from 'lucide-react';
import { openStreetMapUrl } from '#shared/domain/maps.ts';
import type { OwnProfile } from '#shared/schemas/profile.ts';
import { useT } from '#client/lib/i18n.tsx';

/** The saved area (the postal district's centre, which is all the public profile shows). */
export function AreaMapLink({ area }: { area: NonNullable<OwnProfile['area']> }) {
  const t = useT();
  return (
    <p className="text-sm text-muted">
      {t('wizard.location.areaShown', { prefix: area.postalPrefix })}{' '}
      <a
        href={openStreetMapUrl(area)}
        target="_blank"
        rel="noopener noreferrer"
        className="inline-flex items-center gap-1 font-semibold text-blush-800 underline"
      >
        {t('wizard.location.seeMap')}
        <ExternalLink aria-hidden className="size-3.5" />
        <span className="sr-only">{t('wizard.location.newTab')}</span>
      </a>
    </p>
  );
}
