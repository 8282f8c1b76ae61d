import { bookingStates, type BookingState } from '#shared/domain/bookings.ts';
import { TIME_ZONE } from '#shared/brand.ts';
export { localizedReason, reasonLabel } from '#shared/i18n/catalog-names.ts';
import { bookingStateKeys } from '#shared/i18n/booking-state-names.ts';
import type { Locale } from '#shared/i18n/locales.ts';
import type { MessageKey, Translator } from '#shared/i18n/translator.ts';
import type { BookingView } from '#shared/schemas/booking.ts';
import { isTravelLine } from '#shared/domain/travel.ts';

type T = Translator['t'];

/** Appointments are shown in Toronto time with the zone named, whatever the browser's zone. */
const appointmentFormat = (locale: Locale) =>
  new Intl.DateTimeFormat(locale, {
    timeZone: TIME_ZONE,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  });
const appointmentFormats = {
  'en-CA': appointmentFormat('en-CA'),
  'fr-CA': appointmentFormat('fr-CA'),
} satisfies Record<Locale, Intl.DateTimeFormat>;

/** "2026-12-05T19:30:00Z" → "Sat, Dec 5, 2026, 2:30 p.m. EST" ("sam. 5 déc. 2026, 14 h 30 HNE"). */
export const appointmentText = (iso: string | Date, locale: Locale = 'en-CA') =>
  appointmentFormats[locale].format(typeof iso === 'string' ? new Date(iso) : iso);

/** The other party: the customer for the artist, the artist for the customer. */
export const otherParty = (b: BookingView) => (b.viewer === 'artist' ? b.customer : b.artist);

/** "Bridal Makeup × 2, Blowout": the services, without a home visit's travel fee. */
export const servicesSummary = (b: BookingView) =>
  b.services
    .filter((s) => !isTravelLine(s))
    .map((s) => (s.quantity > 1 ? `${s.typeOfService} × ${s.quantity}` : s.typeOfService))
    .join(', ');

/** A home visit's travel fee (the artist's line, before the booking fee), or 0. */
export const travelFeeOf = (b: BookingView) =>
  b.services.filter(isTravelLine).reduce((sum, s) => sum + s.amountCents * s.quantity, 0);

/**
 * The row's amount and what it means to this viewer: what the customer pays (a late
 * cancellation's fee rather than the total it replaced, net of refunds), what the artist
 * keeps, or, for a booking that pays the artist nothing (declined, a new time proposed, ended
 * without a charge), the services' price.
 */
export function headline(b: BookingView): { label: MessageKey; cents: number } {
  if (b.viewer === 'customer') {
    const paid = b.payment;
    if (paid?.kind === 'cancellation') {
      return {
        label: 'bookings.headline.cancellationFee',
        cents: paid.amountCents - paid.refundedCents,
      };
    }
    if (paid && paid.refundedCents > 0) {
      return {
        label: 'bookings.headline.afterRefund',
        cents: paid.amountCents - paid.refundedCents,
      };
    }
    return { label: 'bookings.money.total', cents: b.totalCents ?? b.subtotalCents };
  }
  if (b.payoutCents === null)
    return { label: 'bookings.headline.services', cents: b.subtotalCents };
  return { label: 'bookings.headline.payout', cents: b.payoutCents };
}

/** The states of a booking still to come: asked for, accepted, or a new time to answer. */
const LIVE_STATES: ReadonlySet<BookingState> = new Set([
  'request',
  'accepted',
  'declined-posponed',
]);

/**
 * The lists' order at `now`: the bookings still to come first, the soonest on top; then the
 * rest, the one made last on top (and so between two at the same time).
 */
export function listOrder(now: number) {
  const upcoming = (b: BookingView) =>
    LIVE_STATES.has(b.state) && Date.parse(b.appointmentAt) > now;
  return (a: BookingView, b: BookingView) => {
    const [aUp, bUp] = [upcoming(a), upcoming(b)];
    if (aUp !== bUp) return aUp ? -1 : 1;
    const sooner = aUp ? Date.parse(a.appointmentAt) - Date.parse(b.appointmentAt) : 0;
    return sooner || Date.parse(b.requestedAt) - Date.parse(a.requestedAt);
  };
}

const stateTones: Record<BookingState, string> = {
  request: 'bg-amber-50 text-amber-900 ring-amber-200',
  accepted: 'bg-emerald-50 text-success ring-emerald-200',
  completed: 'bg-blush-100 text-blush-800 ring-blush-200',
  'declined-posponed': 'bg-sky-50 text-sky-900 ring-sky-200',
  posponed: 'bg-stone-100 text-stone-700 ring-stone-200',
  declined: 'bg-red-50 text-danger ring-red-200',
  'declined-user': 'bg-stone-100 text-stone-700 ring-stone-200',
  'no-show': 'bg-red-50 text-danger ring-red-200',
};

export const stateChipClass = (state: BookingState) =>
  `inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${stateTones[state]}`;

/** A state's name in the page's language (shared with the admin console's overview). */
export const stateKeys = bookingStateKeys;

export const stateLabel = (state: BookingState, t: T) => t(stateKeys[state]);

/** The filter's options, in the state machine's order. */
export const stateOptions = (t: T) =>
  bookingStates.map((value) => ({ value, label: stateLabel(value, t) }));

/** A Canadian number in E.164 (+1 and 10 digits): the only kind links are made for. */
const canadian = /^\+1\d{10}$/;

export interface ContactLinks {
  tel: string;
  sms: string;
  whatsapp: string;
}

/** Call, text and WhatsApp links to the other party: only while one is shared and Canadian. */
export function contactLinks(phone: string | null): ContactLinks | null {
  if (!phone || !canadian.test(phone)) return null;
  return { tel: `tel:${phone}`, sms: `sms:${phone}`, whatsapp: `https://wa.me/${phone.slice(1)}` };
}

/** A charge not through yet, or refused and waiting for another card, is "payment pending" to both. */
export const paymentStatusLabel = {
  processing: 'bookings.payment.pending',
  succeeded: 'bookings.payment.paid',
  failed: 'bookings.payment.refused',
} as const satisfies Record<string, MessageKey>;
export const paymentKindLabel = {
  service: 'bookings.payment.kind.service',
  cancellation: 'bookings.headline.cancellationFee',
  'no-show': 'bookings.payment.kind.noShow',
} as const satisfies Record<string, MessageKey>;
