import { Workbox } from 'workbox-window';

/**
 * Registers /sw.js (src/client/sw.ts) once the page has loaded. `onUpdate` is told when a new
 * release's worker waits behind the one serving this tab; the function it gets lets the new
 * one take over, then reloads the page.
 */
export function registerServiceWorker(onUpdate: (update: () => void) => void): void {
  if (!('serviceWorker' in navigator)) return;
  const workbox = new Workbox('/sw.js');
  workbox.addEventListener('waiting', () =>
    onUpdate(() => {
      workbox.addEventListener('controlling', () => window.location.reload());
      workbox.messageSkipWaiting();
    }),
  );
  void workbox.register();
}
