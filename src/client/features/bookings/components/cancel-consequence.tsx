import { useState } from 'react';
import {
  cancellationPolicy,
  customerCancellationPercent,
  describeCancellationPolicy,
} from '#shared/domain/cancellation.ts';
import { formatCents } from '#shared/domain/money.ts';
import { partialCharge } from '#shared/domain/settlement.ts';
import type { BookingTerms, BookingView } from '#shared/schemas/booking.ts';
import { useBookingTerms } from '../api/get-booking-terms.ts';

type Policy = Readonly<BookingTerms['cancellationPolicy']>;

/**
 * What cancelling at `now` costs, computed as the server computes the charge: free for a
 * request, else the policy's percentage of the total (HST included), split across the lines by
 * the shared rounding.
 */
export function cancellationCost(
  booking: Pick<
    BookingView,
    'state' | 'appointmentAt' | 'subtotalCents' | 'feeCents' | 'serviceHstCents' | 'feeHstCents'
  >,
  now: Date,
  policy: Policy = cancellationPolicy,
): { percent: number; amountCents: number } {
  const percent = customerCancellationPercent(
    booking.state,
    new Date(booking.appointmentAt),
    now,
    policy,
  );
  if (percent === 0) return { percent, amountCents: 0 };
  // With its HST: the tax follows the part it is charged on, and the card is charged it all.
  const part = partialCharge(
    {
      subtotalCents: booking.subtotalCents,
      feeCents: booking.feeCents ?? 0,
      serviceHstCents: booking.serviceHstCents ?? 0,
      feeHstCents: booking.feeHstCents ?? 0,
    },
    percent,
  );
  return {
    percent,
    amountCents: part.subtotalCents + part.feeCents + part.serviceHstCents + part.feeHstCents,
  };
}

export const consequenceText = ({
  percent,
  amountCents,
}: {
  percent: number;
  amountCents: number;
}) =>
  percent === 0
    ? 'Cancelling now is free.'
    : `Cancelling now costs ${formatCents(amountCents)} (${percent}% of the total).`;

/**
 * The cancel dialog's body: the exact consequence of cancelling now, then the policy in words.
 * The server's terms when they have arrived; until then the same policy the server applies
 * by default. `now` is the moment the dialog opened.
 */
export function CancelConsequence({ booking }: { booking: BookingView }) {
  const terms = useBookingTerms();
  const [now] = useState(() => new Date());
  const policy = terms.data?.cancellationPolicy ?? cancellationPolicy;
  const sentences = terms.data?.cancellationText ?? describeCancellationPolicy(policy);
  const cost = cancellationCost(booking, now, policy);
  return (
    <div className="flex flex-col gap-2">
      <p className={`font-semibold ${cost.percent === 0 ? 'text-ink' : 'text-danger'}`}>
        {consequenceText(cost)}
      </p>
      <p>
        {booking.artist.name} is told right away
        {booking.state === 'accepted' ? ' and your booking code stops working' : ''}.
      </p>
      <ul aria-label="Cancellation policy" className="list-disc pl-5 text-sm">
        {sentences.map((sentence) => (
          <li key={sentence}>{sentence}</li>
        ))}
      </ul>
    </div>
  );
}
