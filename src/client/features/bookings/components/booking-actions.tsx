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
import { useLocale, useT } from '#client/lib/i18n.tsx';
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
  const t = useT();
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
        trigger={<Button>{t('bookings.accept.button')}</Button>}
        title={t('bookings.accept.title')}
        confirmLabel={t('bookings.accept.button')}
        pendingLabel={t('bookings.accept.pending')}
        confirmVariant="primary"
        isPending={isPending}
        onConfirm={(close) => void run('accepted', t('bookings.accept.done'), close)}
      >
        <p>{t('bookings.accept.text', { name: other })}</p>
      </ConfirmDialog>,
    );
  }
  if (actions.includes('propose')) {
    buttons.push(
      <ProposeTimeDialog
        key="propose"
        booking={booking}
        isPending={isPending}
        onPropose={(proposal, close) =>
          run('declined-posponed', t('bookings.propose.done'), close, proposal)
        }
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
            ? run('declined', t('bookings.decline.done'), close, reasonInput(reason))
            : run('declined-user', t('bookings.cancel.done'), close, reasonInput(reason))
        }
      />,
    );
  }
  if (actions.includes('rebook')) buttons.push(...rebookButtons(booking, t));
  if (booking.viewer === 'artist' && booking.state === 'accepted') {
    if (!charged) buttons.push(<NoShowButton key="no-show" booking={booking} />);
    buttons.push(
      <ButtonLink
        key="complete"
        to={`${paths.completeService}?booking=${encodeURIComponent(booking._id)}`}
        variant="secondary"
      >
        {t('bookings.completeWithCode')}
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
function rebookButtons(booking: BookingView, t: ReturnType<typeof useT>) {
  const rebook = rebookUrl(booking);
  if (!rebook) return [];
  const slots = booking.proposedSlots;
  const allGone = slots.length > 0 && slots.every((s) => !s.free);
  return [
    ...(allGone
      ? [
          <p key="gone" role="status" className="text-sm font-medium text-danger">
            {t('bookings.rebook.allGone', { name: booking.artist.name })}
          </p>,
        ]
      : []),
    <ProposalButtons key="proposed" booking={booking} />,
    <ButtonLink key="rebook" to={rebook} variant={slots.length ? 'secondary' : 'primary'}>
      {t(
        slots.length
          ? allGone
            ? 'bookings.rebook.chooseAnother'
            : 'bookings.rebook.another'
          : 'bookings.rebook.thisTime',
      )}
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
  const t = useT();
  const locale = useLocale();
  const [reason, setReason] = useState<ReasonValue>({ reason: null, text: '' });
  const [tried, setTried] = useState(false);
  const [now] = useState(() => new Date());
  const asArtist = booking.viewer === 'artist';
  const cost = asArtist ? null : cancellationCost(booking, now);
  const confirmLabel = asArtist
    ? t('bookings.decline.confirm')
    : cost?.amountCents
      ? t('bookings.cancel.confirmPay', { amount: formatCents(cost.amountCents, locale) })
      : t('bookings.cancel.confirmFree');
  return (
    <ConfirmDialog
      trigger={
        <Button variant="secondary">
          {t(asArtist ? 'bookings.decline.button' : 'bookings.cancel.button')}
        </Button>
      }
      title={t(asArtist ? 'bookings.decline.title' : 'bookings.cancel.title')}
      confirmLabel={confirmLabel}
      pendingLabel={t(asArtist ? 'bookings.decline.pending' : 'bookings.cancel.pending')}
      dismissLabel={t('bookings.keep')}
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
  const t = useT();
  const locale = useLocale();
  const { alert } = useAlerts();
  const book = useBookProposal();
  const [key] = useState(() => crypto.randomUUID());
  return (
    <>
      {booking.proposedSlots.map((slot) => {
        const when = formatTorontoDateTime(new Date(slot.at), locale);
        if (!slot.free) {
          return (
            <p key={slot.at} className="text-sm text-muted">
              <s>{when}</s> — {t('bookings.rebook.notFree')}
            </p>
          );
        }
        return (
          <Button
            key={slot.at}
            isDisabled={book.isPending}
            onPress={() =>
              book.mutateAsync({ bookingId: booking._id, at: slot.at, idempotencyKey: key }).then(
                () =>
                  alert(t('bookings.rebook.done', { when, name: booking.artist.name }), 'success'),
                (error: unknown) => alert(errorMessage(error), 'error'),
              )
            }
          >
            {book.isPending && book.variables.at === slot.at
              ? t('bookings.rebook.pending')
              : t('bookings.rebook.book', { when })}
          </Button>
        );
      })}
    </>
  );
}

/** From 15 minutes after the start: the customer never came, and pays the no-show share. */
function NoShowButton({ booking }: { booking: BookingView }) {
  const t = useT();
  const locale = useLocale();
  const { alert } = useAlerts();
  const mark = useMarkNoShow();
  const [now] = useState(() => Date.now());
  const opensAt = noShowOpensAt(new Date(booking.appointmentAt));
  if (opensAt.getTime() > now) {
    // Started, not 15 minutes ago yet: say when the customer can be marked as a no-show.
    return Date.parse(booking.appointmentAt) <= now ? (
      <p className="basis-full text-sm text-muted">
        {t('bookings.noShow.notYet', {
          name: booking.customer.name,
          from: formatTorontoDateTime(opensAt, locale),
        })}
      </p>
    ) : null;
  }
  const fee = partialCharge(
    { subtotalCents: booking.subtotalCents, feeCents: 0 },
    NO_SHOW_PERCENT,
  ).subtotalCents;
  return (
    <ConfirmDialog
      trigger={<Button variant="secondary">{t('bookings.noShow.button')}</Button>}
      title={t('bookings.noShow.title')}
      confirmLabel={t('bookings.noShow.confirm')}
      pendingLabel={t('bookings.noShow.pending')}
      dismissLabel={t('bookings.keep')}
      isPending={mark.isPending}
      onConfirm={(close) =>
        void mark.mutateAsync(booking._id).then(
          () => {
            alert(t('bookings.noShow.done'), 'success');
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
        {t('bookings.noShow.text', {
          name: booking.customer.name,
          percent: NO_SHOW_PERCENT,
          fee: formatCents(fee, locale),
        })}
      </p>
    </ConfirmDialog>
  );
}

/** Declining an accepted booking late is counted (docs/product.md); the artist is told before. */
function DeclineWarning({ booking }: { booking: BookingView }) {
  const t = useT();
  const [now] = useState(() => Date.now());
  const late =
    booking.state === 'accepted' && Date.parse(booking.appointmentAt) - now < LATE_DECLINE_MS;
  return (
    <div className="flex flex-col gap-2">
      <p>
        {t(booking.state === 'accepted' ? 'bookings.decline.toldFree' : 'bookings.decline.told', {
          name: booking.customer.name,
        })}
      </p>
      {late ? <p className="font-semibold text-danger">{t('bookings.decline.late')}</p> : null}
    </div>
  );
}
