/**
 * The whole stylesheet arrives with `media="print"` (scripts/critical-css.ts), so it never
 * holds up the first paint: the page's head carries the first screen's CSS inline. Switching
 * it to every medium applies it; the promise settles once it is in (or failed to load), so a
 * page the browser renders itself never shows unstyled. Without the build step (`vite` dev
 * server) there is no such link and nothing to wait for.
 */
export function applyFullStyles(): Promise<void> {
  const link = document.querySelector<HTMLLinkElement>('link[data-rest-css]');
  if (!link) return Promise.resolve();
  const loaded = link.sheet
    ? Promise.resolve()
    : new Promise<void>((resolve) => {
        link.addEventListener('load', () => resolve(), { once: true });
        link.addEventListener('error', () => resolve(), { once: true });
      });
  link.media = 'all';
  return loaded;
}
