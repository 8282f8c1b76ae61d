import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { isoDate } from '#shared/schemas/availability.ts';
import { torontoDay } from '#shared/domain/toronto-time.ts';

/** The list, or the calendar: a week on a desktop, one day on a phone. */
export type BookingsView = 'list' | 'calendar';

/**
 * The artist's view lives in the URL (`?view=week&day=2026-12-05`), so reload and Back keep
 * it. `week` and `day` are the same calendar (the screen picks a week or a day), so a link
 * works on either; `day` is any date of the week shown, today in Toronto when missing or not
 * a date. Other parameters (the open booking, the states) are kept.
 */
export function useBookingsView(isDesktop: boolean) {
  const [params, setParams] = useSearchParams();
  const raw = params.get('view');
  const view: BookingsView = raw === 'week' || raw === 'day' ? 'calendar' : 'list';
  const dayParam = params.get('day');
  const day = isoDate.safeParse(dayParam).success ? dayParam! : torontoDay(new Date());

  const show = useCallback(
    (next: { view?: BookingsView; day?: string }) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          const nextView = next.view ?? 'calendar';
          if (nextView === 'list') {
            updated.delete('view');
            updated.delete('day');
          } else {
            updated.set('view', isDesktop ? 'week' : 'day');
            if (next.day) updated.set('day', next.day);
          }
          return updated;
        },
        { preventScrollReset: true },
      ),
    [setParams, isDesktop],
  );
  return { view, day, show };
}
