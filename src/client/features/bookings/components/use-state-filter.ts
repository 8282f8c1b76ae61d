import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { bookingStates, type BookingState } from '#shared/domain/bookings.ts';

const isState = (value: string): value is BookingState =>
  (bookingStates as readonly string[]).includes(value);

/** `?state=request,accepted` → ['request', 'accepted'] in the state machine's order; unknown values dropped. */
export function parseStateFilter(value: string | null): BookingState[] {
  const chosen = new Set((value ?? '').split(',').filter(isState));
  return bookingStates.filter((s) => chosen.has(s));
}

/**
 * The state filter lives in the URL (`?state=`), so a filtered list can be shared and Back
 * undoes a choice. Other parameters (the open booking) are kept.
 */
export function useStateFilter() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('state');
  const states = useMemo(() => parseStateFilter(raw), [raw]);
  const setStates = useCallback(
    (next: readonly BookingState[]) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          const value = bookingStates.filter((s) => next.includes(s)).join(',');
          if (value) updated.set('state', value);
          else updated.delete('state');
          return updated;
        },
        { preventScrollReset: true },
      ),
    [setParams],
  );
  return [states, setStates] as const;
}
