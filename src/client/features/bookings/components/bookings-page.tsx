import type { BookingState } from '#shared/domain/bookings.ts';
import { Button, ButtonLink } from '#client/components/ui/button.tsx';
import { EmptyState } from '#client/components/ui/page.tsx';
import { useT } from '#client/lib/i18n.tsx';
import { paths } from '#client/lib/paths.ts';
import { useIsDesktop } from '#client/lib/use-media-query.ts';
import { useBookings, type Viewer } from '../api/list-bookings.ts';
import { BookingDetailsDialog, type BookingExtras } from './booking-details.tsx';
import { listOrder } from './booking-format.ts';
import { BookingList, BookingsNotLoaded } from './booking-list.tsx';
import { BookingsCalendar } from './bookings-calendar.tsx';
import { StateChips, StateFilterDialog } from './state-filter.tsx';
import { useBookingsView } from './use-bookings-view.ts';
import { useOpenBooking } from './use-open-booking.ts';
import { useStateFilter } from './use-state-filter.ts';
import { ViewSwitch } from './view-switch.tsx';

/**
 * /bookings (the artist's) and /bookings-user (the customer's): newest first, filtered by the
 * states in the URL (chips on a desktop, a full-screen dialog on a phone); a row opens the
 * booking's details over the list. The artist can switch to a calendar of their week (a day
 * on a phone) with their free hours and time off.
 */
export function BookingsPage({ viewer, extras }: { viewer: Viewer; extras?: BookingExtras }) {
  const t = useT();
  const bookings = useBookings(viewer);
  const [states, setStates] = useStateFilter();
  const [openId, open, close] = useOpenBooking();
  const isDesktop = useIsDesktop();
  const { view, day, show } = useBookingsView(isDesktop);

  if (bookings.isPending || bookings.isError) return <BookingsNotLoaded query={bookings} />;

  const all = [...bookings.data].sort(listOrder(Date.now()));
  const counts: Partial<Record<BookingState, number>> = {};
  for (const b of all) counts[b.state] = (counts[b.state] ?? 0) + 1;
  const shown = states.length === 0 ? all : all.filter((b) => states.includes(b.state));
  const filter = { selected: states, counts, onChange: setStates };
  const calendar = viewer === 'artist' && view === 'calendar';

  return (
    <>
      {viewer === 'artist' ? (
        <div className="flex flex-wrap items-start justify-between gap-x-4">
          <ViewSwitch view={view} isDesktop={isDesktop} onChange={(next) => show({ view: next })} />
          {counts.accepted ? (
            <ButtonLink to={paths.completeService} variant="secondary" className="mb-5">
              {t('bookings.completeService')}
            </ButtonLink>
          ) : null}
        </div>
      ) : null}
      {calendar ? (
        <BookingsCalendar
          bookings={all}
          day={day}
          onDay={(next) => show({ day: next })}
          onOpen={open}
          isDesktop={isDesktop}
        />
      ) : all.length === 0 ? (
        <EmptyState message={t('bookings.empty')}>
          {viewer === 'customer' ? (
            <ButtonLink to={paths.search}>{t('bookings.findArtist')}</ButtonLink>
          ) : null}
        </EmptyState>
      ) : (
        <>
          {isDesktop ? <StateChips {...filter} /> : <StateFilterDialog {...filter} />}
          <p className="sr-only" role="status">
            {t('bookings.count', { count: shown.length })}
          </p>
          {shown.length === 0 ? (
            <EmptyState message={t('bookings.emptyFiltered')}>
              <Button variant="secondary" onPress={() => setStates([])}>
                {t('bookings.showAll')}
              </Button>
            </EmptyState>
          ) : (
            <BookingList bookings={shown} onOpen={open} />
          )}
        </>
      )}
      <BookingDetailsDialog
        bookingId={openId}
        fromList={all.find((b) => b._id === openId)}
        onClose={close}
        {...(extras ? { extras } : {})}
      />
    </>
  );
}
