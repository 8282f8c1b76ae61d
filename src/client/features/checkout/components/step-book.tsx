import type { ReactNode } from 'react';
import { CITY } from '#shared/brand.ts';
import { formatCents } from '#shared/domain/money.ts';
import type { CartPrice } from '#shared/domain/pricing.ts';
import type { BookingTerms } from '#shared/schemas/booking.ts';
import type { PublicProfile } from '#shared/schemas/profile.ts';
import type { CurrentUser } from '#shared/schemas/user.ts';
import { brandName, expiryText, maskedNumber } from '#client/lib/card-format.ts';
import { policySentences } from '#client/lib/cancellation-policy.ts';
import { useLocale, useT } from '#client/lib/i18n.tsx';
import { formatPhone } from '#client/lib/phone.ts';
import { appointmentText } from './appointment-time.ts';
import type { CheckoutDraft } from './checkout-draft.ts';
import {
  chosenPlace,
  phoneText,
  travelLineCents,
  validPhone,
  type OrderLine,
} from './checkout-rules.ts';
import { OrderTotals } from './order-totals.tsx';

/** Step 4: everything the order holds, and the cancellation policy, before "Place order". */
export function StepBook({
  profile,
  user,
  draft,
  lines,
  quote,
  terms,
}: {
  profile: PublicProfile;
  user: CurrentUser;
  draft: CheckoutDraft;
  lines: readonly OrderLine[];
  quote: CartPrice;
  terms: BookingTerms;
}) {
  const t = useT();
  const locale = useLocale();
  const name = profile.name.firstName;
  const place = chosenPlace(profile, draft);
  const card = user.cards.find((c) => c.stripeCardId === draft.stripeCardId);
  const phone = phoneText(user, draft);
  const street = draft.street.trim();
  const address =
    place === 'toHome'
      ? street.includes(CITY)
        ? street
        : `${street}, ${CITY}`
      : profile.area
        ? t('checkout.book.hersIn', { city: CITY, name, area: profile.area.postalPrefix })
        : t('checkout.book.hers', { city: CITY, name });
  const travel = travelLineCents(quote);
  const visit = place === 'toHome' ? draft.visit : null;
  const door = [
    visit?.unit.trim() ? t('bookings.place.unit', { unit: visit.unit.trim() }) : null,
    visit?.buzzer.trim() ? t('bookings.place.buzzer', { buzzer: visit.buzzer.trim() }) : null,
  ].filter(Boolean);

  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="order-summary">
        <h3 id="order-summary" className="mb-3 text-xl font-semibold">
          {t('checkout.book.summary')}
        </h3>
        <ul
          aria-label={t('checkout.book.lines')}
          className="divide-y divide-line border-y border-line"
        >
          {lines.map((line) => (
            <li key={line.service._id} className="flex justify-between gap-4 py-2">
              <span className="min-w-0 break-words">
                {line.service.typeOfService}{' '}
                <span className="text-muted">
                  <span aria-hidden>×</span>
                  <span className="sr-only">{t('checkout.book.quantity')}</span> {line.quantity}
                </span>
              </span>
              <span className="shrink-0 tabular-nums">{formatCents(line.lineCents, locale)}</span>
            </li>
          ))}
          {travel !== null ? (
            <li className="flex justify-between gap-4 py-2">
              <span>{t('travel.checkout.feeLine')}</span>
              <span className="shrink-0 tabular-nums">{formatCents(travel, locale)}</span>
            </li>
          ) : null}
        </ul>
        <OrderTotals quote={quote} />
      </section>
      <dl className="grid gap-4 sm:grid-cols-2">
        <Detail term={t('checkout.book.with')}>
          {profile.name.firstName} {profile.name.lastName}
        </Detail>
        <Detail term={t('checkout.book.when')}>
          {draft.appointmentAt ? appointmentText(draft.appointmentAt, locale) : ''}
        </Detail>
        <Detail term={t(place === 'toHome' ? 'checkout.place.yours' : 'checkout.place.artist')}>
          <span className="block">{address}</span>
          {door.length ? <span className="block">{door.join(' · ')}</span> : null}
          {place === 'toHome' && draft.descriptionAddress.trim() ? (
            <span className="block text-muted">{draft.descriptionAddress.trim()}</span>
          ) : null}
        </Detail>
        <Detail term={t('checkout.contact.number')}>
          {formatPhone(validPhone(phone) ?? phone)}
        </Detail>
        {card ? (
          <Detail term={t('payments.pay.card')}>
            {brandName(card.brand, t)}{' '}
            <span className="whitespace-nowrap">{maskedNumber(card.last4)}</span>
            <span className="block text-muted">
              {t('checkout.card.expires', { date: expiryText(card) })}
            </span>
          </Detail>
        ) : null}
      </dl>
      <section aria-labelledby="cancellation-policy" className="rounded-xl bg-paper p-4 text-sm">
        <h3 id="cancellation-policy" className="mb-1 font-sans text-base font-semibold">
          {t('bookings.cancel.policy')}
        </h3>
        {policySentences(terms.cancellationPolicy, t).map((sentence) => (
          <p key={sentence} className="text-muted">
            {sentence}
          </p>
        ))}
        <p className="mt-2 text-muted">
          {t(profile.instantBook ? 'checkout.book.instant' : 'checkout.book.request', { name })}
        </p>
      </section>
    </div>
  );
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm font-medium text-muted">{term}</dt>
      <dd className="font-semibold">{children}</dd>
    </div>
  );
}
