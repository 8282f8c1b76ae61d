import { useEffect, useRef, type RefObject } from 'react';

/**
 * Calls `onNear` when `target` comes within `margin` of the viewport while `enabled`. The
 * observer is made again each time `enabled` turns on, and a new observer reports at once, so
 * a page that still leaves the end in view asks for the next one too.
 */
export function useNearEnd(
  target: RefObject<Element | null>,
  { enabled, onNear, margin = '800px' }: { enabled: boolean; onNear: () => void; margin?: string },
) {
  const callback = useRef(onNear);
  useEffect(() => {
    callback.current = onNear;
  });
  useEffect(() => {
    const element = target.current;
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) callback.current();
      },
      { rootMargin: `${margin} 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled, margin, target]);
}
