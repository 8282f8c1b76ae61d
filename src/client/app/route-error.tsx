import { ButtonLink } from '#client/components/ui/button.tsx';

/** Shown when a page fails to load (for example an old tab after a release). */
export function RouteError() {
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
