import { useEffect } from 'react';
import { ButtonLink } from '#client/components/ui/button.tsx';
import { reloadForMissingCode } from '#client/lib/stale-release.ts';

/**
 * Shown when a page fails to load. An old tab after a release, missing a code file, loads the
 * page again at once.
 */
export function RouteError() {
  useEffect(reloadForMissingCode, []);
  return (
    <main className="mx-auto max-w-md px-4 py-20 text-center">
      <h1 className="text-3xl font-semibold">Something went wrong</h1>
      <p className="mt-2 text-muted">
        Please reload the page. If it keeps happening, tell us in the Help Center.
      </p>
      <ButtonLink to="/" reloadDocument className="mt-8">
        Reload Blush
      </ButtonLink>
    </main>
  );
}
