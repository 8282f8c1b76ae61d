import { useEffect } from 'react';
import { ButtonLink } from '#client/components/ui/button-link.tsx';
import { reloadForMissingCode } from '#client/lib/stale-release.ts';
import { PRODUCT_NAME } from '#shared/brand.ts';
import { useT } from '#client/lib/i18n.tsx';

/**
 * Shown when a page fails to load. An old tab after a release, missing a code file, loads the
 * page again at once.
 */
export function RouteError() {
  useEffect(reloadForMissingCode, []);
  const t = useT();
  return (
    <main className="mx-auto max-w-md px-4 py-20 text-center">
      <h1 className="text-3xl font-semibold">{t('routeError.title')}</h1>
      <p className="mt-2 text-muted">{t('routeError.lead')}</p>
      <ButtonLink to="/" reloadDocument className="mt-8">
        {t('routeError.reload', { product: PRODUCT_NAME })}
      </ButtonLink>
    </main>
  );
}
