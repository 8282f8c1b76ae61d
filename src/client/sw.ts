/**
 * The service worker (built by vite.config.ts into /sw.js). It keeps the app's first-load
 * files and recently seen pictures, and shows the offline page when a page cannot be reached.
 * Pages and /api always come from the network: a page carries its own link preview, and
 * signed-in data is never kept. A new release's pages name new hashed files, so nothing old
 * is shown after a deploy; an open tab is offered the new version (lib/service-worker.ts).
 */
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkOnly } from 'workbox-strategies';

/** Written in at build time: the entry's files, the offline page and the icons. */
declare const PRECACHE_MANIFEST: { url: string; revision: string | null }[];
declare const self: {
  skipWaiting(): Promise<void>;
  addEventListener(type: 'message', listener: (event: MessageEvent<unknown>) => void): void;
};

export const OFFLINE_PAGE = '/offline.html';

precacheAndRoute(PRECACHE_MANIFEST);
cleanupOutdatedCaches();

registerRoute(({ request }) => request.mode === 'navigate', new NetworkOnly());

// Hashed names: a file under one never changes.
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
  new CacheFirst({
    cacheName: 'blush-assets',
    plugins: [new ExpirationPlugin({ maxEntries: 150, purgeOnQuotaError: true })],
  }),
);

// Uploaded pictures are stored under new names when they change (GET /files/*).
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/files/'),
  new CacheFirst({
    cacheName: 'blush-pictures',
    plugins: [
      new ExpirationPlugin({
        maxEntries: 120,
        maxAgeSeconds: 30 * 24 * 60 * 60,
        purgeOnQuotaError: true,
      }),
    ],
  }),
);

setCatchHandler(async ({ request }) =>
  request.mode === 'navigate'
    ? ((await matchPrecache(OFFLINE_PAGE)) ?? Response.error())
    : Response.error(),
);

// The update prompt's "Reload": the waiting version takes over (workbox-window's message).
self.addEventListener('message', (event) => {
  const data = event.data as { type?: string } | null;
  if (data?.type === 'SKIP_WAITING') void self.skipWaiting();
});
