import { useState } from 'react';
import { NO_SHOW_PERCENT } from '#shared/domain/cancellation.ts';
import { formatCents } from '#shared/domain/money.ts';
import { partialCharge } from '#shared/domain/settlement.ts';
import { formatTorontoDateTime } from '#shared/domain/toronto-time.ts';
import { actionsFor, noShowOpensAt, type BookingState } from '#shared/domain/bookings.ts';
import type { BookingView } from '#shared/schemas/booking.ts';
import { useAlerts } from '#client/components/ui/alerts.tsx';
import { Button, ButtonLink } from '#client/components/ui/button.tsx';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog.tsx';
import { ApiError } from '#client/lib/api.ts';
import { errorMessage } from '#client/lib/forms.ts';
import { paths } from '#client/lib/paths.ts';
import { useBookProposal } from '../api/book-proposal.ts';
import { useChangeBookingState } from '../api/change-booking-state.ts';
import { useMarkNoShow } from '../api/mark-no-show.ts';
import { CancelConsequence, cancellationCost } from './cancel-consequence.tsx';
import { ProposeTimeDialog } from './propose-time-dialog.tsx';
import { reasonInput, reasonReady, ReasonFields, type ReasonValue } from './reason-fields.tsx';

/** An artist declining an accepted booking less than this long before it is a late one. */
const LATE_DECLINE_MS = 4 * 3_600_000;

/** "Book this time": checkout for the artist's first service, answering the proposal. */
export const rebookUrl = (b: BookingView) =>
  b.services[0]
    ? `${paths.checkout(b.artist.id, b.services[0].serviceId)}?rebook=${encodeURIComponent(b._id)}`
    : null;

type ChangeExtra = { text?: string; slots?: string[]; reason?: ReasonValue['reason'] };

/**
 * Moves the booking to `state` from the state this person saw, then says so and closes the
 * dialog; a 409 (someone else changed it first) closes it too, the booking read again.
 */
function useRunChange(booking: BookingView) {
  const { alert } = useAlerts();
  const change = useChangeBookingState();
  const run = (state: BookingState, done: string, close: () => void, extra?: ChangeExtra) =>
    change
      .mutateAsync({
        bookingId: booking._id,
        from: booking.state,
        state,
        ...(extra?.text ? { text: extra.text } : {}),
        ...(extra?.slots?.length ? { slots: extra.slots } : {}),
        ...(extra?.reason ? { reason: extra.reason } : {}),
      })
      .then(
        () => {
          alert(done, 'success');
          close();
        },
        (error: unknown) => {
          alert(errorMessage(error), 'error');
          if (error instanceof ApiError && error.status === 409) close();
        },
      );
  return { run, isPending: change.isPending };
}

/**
 * What this person may do with the booking now (the shared state machine decides), each asked
 * first. Completion is by code on its own screen; expiry is the server's.
 */
export function BookingActions({ booking }: { booking: BookingView }) {
  const { run, isPending } = useRunChange(booking);
  // Accepted with a charge: it was completed by code and its payment is on its way (the server
  // refuses any change then), so there is nothing to ask.
  const charged =
    booking.state === 'accepted' &&
    (booking.payment !== null || booking.payoutStatus === 'pending');
  const actions = charged ? [] : actionsFor(booking.state, booking.viewer).map((t) => t.action);
  const other = booking.viewer === 'artist' ? booking.customer.name : booking.artist.name;

  const buttons = [];
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
  for (const action of ['decline', 'cancel'] as const) {
    if (!actions.includes(action)) continue;
    buttons.push(
      <ReasonDialog
        key={action}
        booking={booking}
        isPending={isPending}
        onConfirm={(close, reason) =>
          action === 'decline'
            ? run('declined', 'Booking declined', close, reasonInput(reason))
            : run('declined-user', 'Booking cancelled', close, reasonInput(reason))
        }
      />,
    );
  }
  if (actions.includes('rebook')) buttons.push(...rebookButtons(booking));
  if (booking.viewer === 'artist' && booking.state === 'accepted') {
    if (!charged) buttons.push(<NoShowButton key="no-show" booking={booking} />);
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

/**
 * Answering a proposal: one tap per proposed time (booked at once, with the same services,
 * place and card), and checkout for another time; a note first when every proposed time went.
 */
function rebookButtons(booking: BookingView) {
  const rebook = rebookUrl(booking);
  if (!rebook) return [];
  const slots = booking.proposedSlots;
  const allGone = slots.length > 0 && slots.every((s) => !s.free);
  return [
    ...(allGone
      ? [
          <p key="gone" role="status" className="text-sm font-medium text-danger">
            The times {booking.artist.name} proposed are no longer free.
          </p>,
        ]
      : []),
    <ProposalButtons key="proposed" booking={booking} />,
    <ButtonLink key="rebook" to={rebook} variant={slots.length ? 'secondary' : 'primary'}>
      {slots.length ? (allGone ? 'Choose another time' : 'Another time') : 'Book this time'}
    </ButtonLink>,
  ];
}

/**
 * Decline (the artist) or cancel (the customer), with a reason from the party's list. The
 * dialog says what happens in its own words: "Keep booking" / "Cancel and pay $44.63".
 */
function ReasonDialog({
  booking,
  isPending,
  onConfirm,
}: {
  booking: BookingView;
  isPending: boolean;
  onConfirm: (close: () => void, reason: ReasonValue) => void;
}) {
  const [reason, setReason] = useState<ReasonValue>({ reason: null, text: '' });
  const [tried, setTried] = useState(false);
  const [now] = useState(() => new Date());
  const asArtist = booking.viewer === 'artist';
  const cost = asArtist ? null : cancellationCost(booking, now);
  const confirmLabel = asArtist
    ? 'Decline booking'
    : cost?.amountCents
      ? `Cancel and pay ${formatCents(cost.amountCents)}`
      : 'Cancel for free';
  return (
    <ConfirmDialog
      trigger={<Button variant="secondary">{asArtist ? 'Decline' : 'Cancel booking'}</Button>}
      title={asArtist ? 'Decline this booking?' : 'Cancel this booking?'}
      confirmLabel={confirmLabel}
      pendingLabel={asArtist ? 'Declining…' : 'Cancelling…'}
      dismissLabel="Keep booking"
      isPending={isPending}
      onConfirm={(close) => {
        setTried(true);
        if (reasonReady(reason)) onConfirm(close, reason);
      }}
    >
      <div className="flex flex-col gap-4">
        {asArtist ? <DeclineWarning booking={booking} /> : <CancelConsequence booking={booking} />}
        <ReasonFields
          party={booking.viewer}
          value={reason}
          onChange={setReason}
          other={asArtist ? booking.customer.name : booking.artist.name}
          showErrors={tried}
        />
      </div>
    </ConfirmDialog>
  );
}

/** "Book Mon, Dec 7, 2:00 p.m.": each proposed time still free, booked with one tap. */
function ProposalButtons({ booking }: { booking: BookingView }) {
  const { alert } = useAlerts();
  const book = useBookProposal();
  const [key] = useState(() => crypto.randomUUID());
  return (
    <>
      {booking.proposedSlots.map((slot) => {
        const when = formatTorontoDateTime(new Date(slot.at));
        if (!slot.free) {
          return (
            <p key={slot.at} className="text-sm text-muted">
              <s>{when}</s> — no longer free
            </p>
          );
        }
        return (
          <Button
            key={slot.at}
            isDisabled={book.isPending}
            onPress={() =>
              book.mutateAsync({ bookingId: booking._id, at: slot.at, idempotencyKey: key }).then(
                () => alert(`Booked for ${when}. ${booking.artist.name} has accepted.`, 'success'),
                (error: unknown) => alert(errorMessage(error), 'error'),
              )
            }
          >
            {book.isPending && book.variables.at === slot.at ? 'Booking…' : `Book ${when}`}
          </Button>
        );
      })}
    </>
  );
}

/** From 15 minutes after the start: the customer never came, and pays the no-show share. */
function NoShowButton({ booking }: { booking: BookingView }) {
  const { alert } = useAlerts();
  const mark = useMarkNoShow();
  const [now] = useState(() => Date.now());
  const opensAt = noShowOpensAt(new Date(booking.appointmentAt));
  if (opensAt.getTime() > now) {
    // Started, not 15 minutes ago yet: say when the customer can be marked as a no-show.
    return Date.parse(booking.appointmentAt) <= now ? (
      <p className="basis-full text-sm text-muted">
        {booking.customer.name} not here yet? You can mark a no-show from{' '}
        {formatTorontoDateTime(opensAt)}.
      </p>
    ) : null;
  }
  const fee = partialCharge(
    { subtotalCents: booking.subtotalCents, feeCents: 0 },
    NO_SHOW_PERCENT,
  ).subtotalCents;
  return (
    <ConfirmDialog
      trigger={<Button variant="secondary">Mark as no-show</Button>}
      title="Did the customer not come?"
      confirmLabel="Mark no-show and charge the fee"
      pendingLabel="Marking…"
      dismissLabel="Keep booking"
      isPending={mark.isPending}
      onConfirm={(close) =>
        void mark.mutateAsync(booking._id).then(
          () => {
            alert('Marked as a no-show', 'success');
            close();
          },
          (error: unknown) => {
            alert(errorMessage(error), 'error');
            close();
          },
        )
      }
    >
      <p>
        {booking.customer.name} is charged the no-show fee, {NO_SHOW_PERCENT}% of the booking, and
        you both get an e-mail. Your part is {formatCents(fee)} of services, less the commission.
        They may dispute it within 48 hours; an admin then refunds or keeps the charge.
      </p>
    </ConfirmDialog>
  );
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
