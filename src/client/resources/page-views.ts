import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * Counts each page the app shows (POST /api/page-views, issue 16): the path only, and on the
 * first page the site the visitor came from. sendBeacon queues the request in the background,
 * so a page never waits for it; no cookie and no identifier are sent.
 */
export function usePageViewBeacon(): void {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    const body: { path: string; referrer?: string } = { path: pathname };
    if (first.current && document.referrer) body.referrer = document.referrer.slice(0, 1000);
    first.current = false;
    const blob = new Blob([JSON.stringify(body)], { type: 'application/json' });
    try {
      if (
        typeof navigator.sendBeacon === 'function' &&
        navigator.sendBeacon('/api/page-views', blob)
      ) {
        return;
      }
      void fetch('/api/page-views', {
        method: 'POST',
        body: blob,
        headers: { 'content-type': 'application/json' },
        keepalive: true,
        credentials: 'omit',
      }).catch(() => undefined);
    } catch {
      // Counting is best effort; the page never depends on it.
    }
  }, [pathname]);
}
