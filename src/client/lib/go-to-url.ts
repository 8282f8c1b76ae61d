import { useCallback } from 'react';
import { useNavigate } from 'react-router';

/** The in-app part of `url` when it points at this site ("/confirm-account?code=…"), else null. */
export function inAppPath(url: string, origin = window.location.origin): string | null {
  if (/^\/(?![/\\])/.test(url)) return url;
  try {
    const target = new URL(url);
    return target.origin === origin ? target.pathname + target.search + target.hash : null;
  } catch {
    return null;
  }
}

/**
 * Follows a URL the server handed out: a page of this app through the router (the simulated
 * provider's screens), another site (the payment provider's onboarding) by loading it.
 */
export function useGoToUrl(): (url: string) => void {
  const navigate = useNavigate();
  return useCallback(
    (url: string) => {
      const path = inAppPath(url);
      if (path) void navigate(path);
      else window.location.assign(url);
    },
    [navigate],
  );
}
