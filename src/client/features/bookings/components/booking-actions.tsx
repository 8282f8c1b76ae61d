import { useState } from 'react';
import { formatTorontoDateTime } from '#shared/domain/toronto-time.ts';
import { actionsFor, type BookingState } from '#shared/domain/bookings.ts';
import type { BookingView } from '#shared/schemas/booking.ts';
import { useAlerts } from '#client/components/ui/alerts.tsx';
import { Button, ButtonLink } from '#client/components/ui/button.tsx';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog.tsx';
import { ApiError } from '#client/lib/api.ts';
import { errorMessage } from '#client/lib/forms.ts';
import { paths } from '#client/lib/paths.ts';
import { useChangeBookingState } from '../api/change-booking-state.ts';
import { CancelConsequence } from './cancel-consequence.tsx';
import { ProposeTimeDialog } from './propose-time-dialog.tsx';

/** An artist declining an accepted booking less than this long before it is a late one. */
const LATE_DECLINE_MS = 4 * 3_600_000;

/** "Book this time": checkout for the artist's first service, answering the proposal. */
export const rebookUrl = (b: BookingView) =>
  b.services[0]
    ? `${paths.checkout(b.artist.id, b.services[0].serviceId)}?rebook=${encodeURIComponent(b._id)}`
    : null;

/**
 * What this person may do with the booking now (the shared state machine decides), each asked
 * first. Completion is by code on its own screen; expiry is the server's.
 */
export function BookingActions({ booking }: { booking: BookingView }) {
  const { alert } = useAlerts();
  const change = useChangeBookingState();
  // Accepted with a charge: it was completed by code and its payment is on its way (the server
  // refuses any change then), so there is nothing to ask.
  const charged =
    booking.state === 'accepted' &&
    (booking.payment !== null || booking.payoutStatus === 'pending');
  const actions = charged ? [] : actionsFor(booking.state, booking.viewer).map((t) => t.action);

  const run = (
    state: BookingState,
    done: string,
    close: () => void,
    proposal?: { text: string; slots: string[] },
  ) =>
    change
      .mutateAsync({
        bookingId: booking._id,
        from: booking.state,
        state,
        ...(proposal?.text ? { text: proposal.text } : {}),
        ...(proposal?.slots.length ? { slots: proposal.slots } : {}),
      })
      .then(
        () => {
          alert(done, 'success');
          close();
        },
        (error: unknown) => {
          alert(errorMessage(error), 'error');
          // Someone else changed it: the booking is read again and the dialog has nothing to ask.
          if (error instanceof ApiError && error.status === 409) close();
        },
      );

  const buttons = [];
  const isPending = change.isPending;
  const other = booking.viewer === 'artist' ? booking.customer.name : booking.artist.name;

  if (actions.includes('accept')) {
    buttons.push(
      <ConfirmDialog
        key="accept"
        trigger={<Button>Accept</Button>}
        title="Accept this booking?"
        confirmLabel="Accept"
        pendingLabel="Accepting…"
        confirmVariant="primary"
        isPending={isPending}
        onConfirm={(close) => void run('accepted', 'Booking accepted', close)}
      >
        <p>
          {other} gets a confirmation and a booking code. When the service is done, enter their code
          to get paid.
        </p>
      </ConfirmDialog>,
    );
  }
  if (actions.includes('propose')) {
    buttons.push(
      <ProposeTimeDialog
        key="propose"
        booking={booking}
        isPending={isPending}
        onPropose={(proposal, close) => run('declined-posponed', 'Proposal sent', close, proposal)}
      />,
    );
  }
  if (actions.includes('decline')) {
    buttons.push(
      <ConfirmDialog
        key="decline"
        trigger={<Button variant="secondary">Decline</Button>}
        title="Decline this booking?"
        confirmLabel="Decline"
        pendingLabel="Declining…"
        isPending={isPending}
        onConfirm={(close) => void run('declined', 'Booking declined', close)}
      >
        <DeclineWarning booking={booking} />
      </ConfirmDialog>,
    );
  }
  if (actions.includes('cancel')) {
    buttons.push(
      <ConfirmDialog
        key="cancel"
        trigger={<Button variant="secondary">Cancel booking</Button>}
        title="Cancel this booking?"
        confirmLabel="Cancel booking"
        pendingLabel="Cancelling…"
        isPending={isPending}
        onConfirm={(close) => void run('declined-user', 'Booking cancelled', close)}
      >
        <CancelConsequence booking={booking} />
      </ConfirmDialog>,
    );
  }
  const rebook = actions.includes('rebook') ? rebookUrl(booking) : null;
  if (rebook) {
    const slots = booking.proposedSlots;
    // One tap per proposed time: the checkout opens with the time, services and place filled in.
    for (const slot of slots) {
      const when = formatTorontoDateTime(new Date(slot.at));
      buttons.push(
        slot.free ? (
          <ButtonLink key={slot.at} to={`${rebook}&at=${encodeURIComponent(slot.at)}`}>
            Book {when}
          </ButtonLink>
        ) : (
          <p key={slot.at} className="text-sm text-muted">
            <s>{when}</s> — no longer free
          </p>
        ),
      );
    }
    const allGone = slots.length > 0 && slots.every((s) => !s.free);
    buttons.push(
      <ButtonLink key="rebook" to={rebook} variant={slots.length ? 'secondary' : 'primary'}>
        {slots.length ? (allGone ? 'Choose another time' : 'Another time') : 'Book this time'}
      </ButtonLink>,
    );
    if (allGone) {
      buttons.unshift(
        <p key="gone" role="status" className="text-sm font-medium text-danger">
          The times {booking.artist.name} proposed are no longer free.
        </p>,
      );
    }
  }
  if (booking.viewer === 'artist' && booking.state === 'accepted') {
    buttons.push(
      <ButtonLink
        key="complete"
        to={`${paths.completeService}?booking=${encodeURIComponent(booking._id)}`}
        variant="secondary"
      >
        Complete with the code
      </ButtonLink>,
    );
  }
  if (buttons.length === 0) return null;
  return <div className="flex flex-wrap gap-3">{buttons}</div>;
}

/** Declining an accepted booking late is counted (docs/product.md); the artist is told before. */
function DeclineWarning({ booking }: { booking: BookingView }) {
  const [now] = useState(() => Date.now());
  const late =
    booking.state === 'accepted' && Date.parse(booking.appointmentAt) - now < LATE_DECLINE_MS;
  return (
    <div className="flex flex-col gap-2">
      <p>
        {booking.customer.name} is told right away
        {booking.state === 'accepted' ? ' and is not charged anything' : ''}.
      </p>
      {late ? (
        <p className="font-semibold text-danger">
          The appointment is less than 4 hours away. Declining this late is recorded.
        </p>
      ) : null}
    </div>
  );
}
