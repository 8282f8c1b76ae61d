import { useCallback } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';

/**
 * The booking shown in the details dialog lives in the URL (`?booking=`): a phone's Back
 * button closes the full-screen dialog, and a link can open one booking.
 */
export function useOpenBooking() {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const openId = params.get('booking');
  const openedHere = (location.state as { openedFromList?: boolean } | null)?.openedFromList;

  const open = useCallback(
    (bookingId: string) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set('booking', bookingId);
          return next;
        },
        { state: { openedFromList: true }, preventScrollReset: true },
      ),
    [setParams],
  );
  const close = useCallback(() => {
    // Opened from the list: step back, so Back after closing does not open it again.
    if (openedHere) {
      void navigate(-1);
      return;
    }
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('booking');
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [openedHere, navigate, setParams]);
  return [openId, open, close] as const;
}
