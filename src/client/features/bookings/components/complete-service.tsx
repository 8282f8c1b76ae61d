import { useEffect, useState } from 'react';
import { Form } from 'react-aria-components';
import {
  BOOKING_CODE_LENGTH,
  completionOpensAt,
  normaliseBookingCode,
} from '#shared/domain/bookings.ts';
import { formatCents } from '#shared/domain/money.ts';
import type { BookingView } from '#shared/schemas/booking.ts';
import { useAlerts } from '#client/components/ui/alerts.tsx';
import { Button, ButtonLink } from '#client/components/ui/button.tsx';
import { TextField } from '#client/components/ui/fields.tsx';
import { EmptyState, Notice } from '#client/components/ui/page.tsx';
import { errorMessage } from '#client/lib/forms.ts';
import { useLocale, useT } from '#client/lib/i18n.tsx';
import { paths } from '#client/lib/paths.ts';
import { useCompleteBooking } from '../api/complete-booking.ts';
import { useBookings } from '../api/list-bookings.ts';
import { appointmentText, servicesSummary, stateChipClass, stateLabel } from './booking-format.ts';
import { BookingsNotLoaded } from './booking-list.tsx';

/** The clock, ticking each minute, so a booking becomes completable without a reload. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

const byAppointment = (a: BookingView, b: BookingView) =>
  Date.parse(a.appointmentAt) - Date.parse(b.appointmentAt);

/**
 * The artist completes a service with the code the customer gives: accepted bookings from
 * their start, each with its own code field. `chosenId` (from the booking's
 * details) comes first.
 */
export function CompleteService({ chosenId }: { chosenId: string | null }) {
  const t = useT();
  const locale = useLocale();
  const bookings = useBookings('artist');
  const now = useNow();
  // Completed here: kept on screen (as Completed) after the list no longer has them accepted.
  const [done, setDone] = useState<Record<string, BookingView>>({});

  if (bookings.isPending || bookings.isError) return <BookingsNotLoaded query={bookings} />;

  const current = bookings.data.map((b) => done[b._id] ?? b);
  const chosenFirst = (a: BookingView, b: BookingView) =>
    Number(b._id === chosenId) - Number(a._id === chosenId) || byAppointment(a, b);
  const ready = current
    .filter(
      (b) =>
        b._id in done ||
        (b.state === 'accepted' && completionOpensAt(new Date(b.appointmentAt)).getTime() <= now),
    )
    .sort(chosenFirst);
  const later = current
    .filter((b) => b.state === 'accepted' && !ready.includes(b))
    .sort(chosenFirst);

  return (
    <div className="flex flex-col gap-8">
      {ready.length === 0 ? (
        <EmptyState message={t('bookings.complete.none')}>
          <ButtonLink to={paths.artistBookings} variant="secondary">
            {t('bookings.complete.seeBookings')}
          </ButtonLink>
        </EmptyState>
      ) : (
        <ul aria-label={t('bookings.complete.ready')} className="flex flex-col gap-4">
          {ready.map((b) => (
            <li key={b._id}>
              <CompleteCard
                booking={b}
                autoFocus={b._id === chosenId}
                onCompleted={(view) => setDone((map) => ({ ...map, [view._id]: view }))}
              />
            </li>
          ))}
        </ul>
      )}
      {later.length > 0 ? (
        <section aria-labelledby="later-heading">
          <h2 id="later-heading" className="mb-3 text-xl font-semibold">
            {t('bookings.complete.comingUp')}
          </h2>
          <ul className="flex flex-col gap-3">
            {later.map((b) => (
              <li key={b._id} className="rounded-(--radius-card) border border-line bg-white p-4">
                <BookingSummary booking={b} />
                <p className="mt-2 text-sm text-muted">
                  {t('bookings.complete.from', {
                    from: appointmentText(completionOpensAt(new Date(b.appointmentAt)), locale),
                  })}
                </p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

function BookingSummary({ booking: b }: { booking: BookingView }) {
  const t = useT();
  const locale = useLocale();
  return (
    <div className="flex flex-wrap items-start justify-between gap-3">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-semibold">{b.customer.name}</span>
          <span className={stateChipClass(b.state)}>{stateLabel(b.state, t)}</span>
        </p>
        <p className="text-sm text-muted">{servicesSummary(b)}</p>
        <time dateTime={b.appointmentAt} className="text-sm">
          {appointmentText(b.appointmentAt, locale)}
        </time>
      </div>
      {b.payoutCents !== null ? (
        <p className="text-right">
          <span className="block text-xs text-muted">{t('bookings.headline.payout')}</span>
          <span className="font-semibold tabular-nums">{formatCents(b.payoutCents, locale)}</span>
        </p>
      ) : null}
    </div>
  );
}

function CompleteCard({
  booking,
  autoFocus,
  onCompleted,
}: {
  booking: BookingView;
  autoFocus: boolean;
  onCompleted: (view: BookingView) => void;
}) {
  const t = useT();
  const { alert } = useAlerts();
  const complete = useCompleteBooking();
  /** The completed notice's title (and the server's whole notice when it says no more). */
  const completed = t('bookings.complete.done');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [message, setMessage] = useState<string | null>(null);

  const submit = () => {
    if (normaliseBookingCode(code).length !== BOOKING_CODE_LENGTH) {
      setError(
        t('bookings.complete.enterCode', {
          length: BOOKING_CODE_LENGTH,
          name: booking.customer.name,
        }),
      );
      return;
    }
    setError(undefined);
    complete.mutate(
      { bookingId: booking._id, code },
      {
        onSuccess: (answer) => {
          setMessage(answer.message);
          alert(answer.message, 'success');
          onCompleted(answer.booking);
        },
        // Spec §8: a failure to complete is the server's message, as an alert.
        onError: (failure) => alert(errorMessage(failure), 'error'),
      },
    );
  };

  return (
    <article
      aria-label={t('bookings.details.title', { name: booking.customer.name })}
      className="rounded-(--radius-card) border border-line bg-white p-4 md:p-5"
    >
      <BookingSummary booking={booking} />
      {booking.state === 'completed' ? (
        <div className="mt-4">
          <Notice tone="success" title={completed}>
            {/* The server's notice when it says more than the title, so nothing shows twice. */}
            <p>
              {message && message !== completed
                ? message
                : t('bookings.complete.canReview', { name: booking.customer.name })}
            </p>
          </Notice>
        </div>
      ) : (
        <>
          {booking.payment?.status === 'processing' ? (
            <div className="mt-4">
              <Notice title={t('bookings.payment.pending')}>
                <p>{message ?? t('bookings.complete.paymentPending')}</p>
              </Notice>
            </div>
          ) : null}
          <Form
            onSubmit={(event) => {
              event.preventDefault();
              submit();
            }}
            validationBehavior="aria"
            className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-start"
          >
            <div className="sm:w-56">
              <TextField
                label={t('bookings.complete.code')}
                value={code}
                onChange={(value) => {
                  setCode(value);
                  setError(undefined);
                }}
                error={error}
                autoCapitalize="characters"
                autoComplete="off"
                autoCorrect="off"
                autoFocus={autoFocus}
                placeholder="ABC234"
              />
            </div>
            <Button type="submit" isDisabled={complete.isPending} className="sm:mt-7">
              {t(complete.isPending ? 'bookings.complete.pending' : 'bookings.complete.button')}
            </Button>
          </Form>
        </>
      )}
    </article>
  );
}
