import { useEffect, useRef } from 'react';

/**
 * A step-by-step form's heading takes the focus on every step change after arrival (not on
 * arrival: the page's h1 leads then). Put the returned ref on the step's heading.
 */
export function useStepFocus(step: number) {
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = useRef(step);
  useEffect(() => {
    if (shown.current === step) return;
    shown.current = step;
    heading.current?.focus();
  }, [step]);
  return heading;
}
