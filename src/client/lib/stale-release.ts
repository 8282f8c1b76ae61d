/** When a code file could not be loaded, the page was loaded again (sessionStorage). */
const RELOADED_AT = 'blush.reloadedForCode';
/** A second failure within this long stays on the error page instead of loading again. */
const ONCE_IN_MS = 60_000;

let codeMissing = false;

/**
 * A tab opened before a release asks, as it goes, for code files the release replaced (their
 * names carry their content's hash); Vite reports each that fails to load as
 * `vite:preloadError`. Noted here, for the error page to load the page again.
 */
export function watchForMissingCode(): void {
  window.addEventListener('vite:preloadError', () => {
    codeMissing = true;
  });
}

/**
 * On the error page: when what failed was a missing code file, loads the page again, at the
 * address the error page shows, from the release the server has now. Once a minute at most, so
 * a file that cannot load (offline, a broken release) ends on the error page, not in a loop.
 */
export function reloadForMissingCode(): void {
  if (!codeMissing) return;
  const last = Number(sessionStorage.getItem(RELOADED_AT) ?? 0);
  if (Date.now() - last < ONCE_IN_MS) return;
  sessionStorage.setItem(RELOADED_AT, String(Date.now()));
  window.location.reload();
}
