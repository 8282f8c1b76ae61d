import { useState } from 'react';
import { cancellationPolicy, customerCancellationPercent } from '#shared/domain/cancellation.ts';
import { formatCents } from '#shared/domain/money.ts';
import { partialCharge } from '#shared/domain/settlement.ts';
import type { BookingTerms, BookingView } from '#shared/schemas/booking.ts';
import type { Locale } from '#shared/i18n/locales.ts';
import type { Translator } from '#shared/i18n/translator.ts';
import { policySentences } from '#client/lib/cancellation-policy.ts';
import { useLocale, useT } from '#client/lib/i18n.tsx';
import { useBookingTerms } from '#client/resources/booking.ts';

type T = Translator['t'];

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

export const consequenceText = (
  { percent, amountCents }: { percent: number; amountCents: number },
  t: T,
  locale: Locale = 'en-CA',
) =>
  percent === 0
    ? t('bookings.cancel.free')
    : t('bookings.cancel.costs', { amount: formatCents(amountCents, locale), percent });

/**
 * The cancel dialog's body: the exact consequence of cancelling now, then the policy in words.
 * The server's terms when they have arrived; until then the same policy the server applies
 * by default. `now` is the moment the dialog opened.
 */
export function CancelConsequence({ booking }: { booking: BookingView }) {
  const t = useT();
  const locale = useLocale();
  const terms = useBookingTerms();
  const [now] = useState(() => new Date());
  const policy = terms.data?.cancellationPolicy ?? cancellationPolicy;
  const sentences = policySentences(policy, t);
  const cost = cancellationCost(booking, now, policy);
  return (
    <div className="flex flex-col gap-2">
      <p className={`font-semibold ${cost.percent === 0 ? 'text-ink' : 'text-danger'}`}>
        {consequenceText(cost, t, locale)}
      </p>
      <p>
        {t(booking.state === 'accepted' ? 'bookings.cancel.toldCode' : 'bookings.cancel.told', {
          name: booking.artist.name,
        })}
      </p>
      <ul aria-label={t('bookings.cancel.policy')} className="list-disc pl-5 text-sm">
        {sentences.map((sentence) => (
          <li key={sentence}>{sentence}</li>
        ))}
      </ul>
    </div>
  );
}
