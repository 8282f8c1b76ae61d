import { useSyncExternalStore } from 'react';

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    // The server renders the phone layout; a desktop re-renders right after hydrating.
    () => false,
  );
}

/** Tailwind's `md` breakpoint: the desktop layout starts here. */
export const useIsDesktop = () => useMediaQuery('(min-width: 768px)');
