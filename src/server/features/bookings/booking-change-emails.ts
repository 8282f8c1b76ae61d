import { reasonText } from '#shared/domain/booking-reasons.ts';
import { formatCents } from '#shared/domain/money.ts';
import { cardRefusal } from '#shared/i18n/card-refusals.ts';
import { formatTorontoDateTime } from '#shared/domain/toronto-time.ts';
import type { Locale } from '#shared/i18n/locales.ts';
import type { Translator } from '#shared/i18n/translator.ts';
import type { AppContext } from '../../context.ts';
import { acceptedCalendarFile } from './booking-calendar.ts';
import {
  artistMoney,
  customerMoney,
  localLetter,
  nameOf,
  sendTo,
  type Letter,
  summaryOf,
  whenOf,
} from './booking-email-parts.ts';
import { localizedReason } from '#shared/i18n/catalog-names.ts';
import type { BookingRow, PaymentRow } from './bookings.queries.ts';

type Payment = PaymentRow;
type T = Translator['t'];

const artistPage = (t: T) => ({ label: t('email.booking.seeBookings'), path: '/bookings' });
const customerPage = (t: T) => ({ label: t('email.booking.seeBookings'), path: '/bookings-user' });

/** A new request: the artist is asked to answer; the customer is told it was sent. */
export function requestLetters(row: BookingRow): Letter[] {
  const { artist, customer } = row;
  return [
    localLetter(artist, (t, locale) => ({
      subject: t('email.request.artist.subject', { name: nameOf(customer) }),
      heading: t('email.request.artist.heading', { name: artist.firstName }),
      paragraphs: [
        t('email.request.artist.body', { name: nameOf(customer) }),
        summaryOf(row, 'artist', t, locale),
        artistMoney(row, undefined, t, locale),
        t('email.request.artist.answer', {
          by: formatTorontoDateTime(row.booking.respondBy, locale),
        }),
      ],
      action: artistPage(t),
    })),
    localLetter(customer, (t, locale) => ({
      subject: t('email.request.customer.subject', { name: nameOf(artist) }),
      heading: t('email.request.customer.heading', { name: customer.firstName }),
      paragraphs: [
        t('email.request.customer.body', { name: nameOf(artist) }),
        summaryOf(row, 'customer', t, locale),
        customerMoney(row, t, locale),
        t('email.booking.nothingCharged'),
      ],
      action: customerPage(t),
    })),
  ];
}

/**
 * Accepted: the customer gets the code and a calendar file; the artist never sees the code.
 * `instant`: accepted as it was made, the artist taking instant bookings.
 */
export function acceptedLetters(row: BookingRow, instant = false): Letter[] {
  const { artist, customer, booking } = row;
  const calendar = acceptedCalendarFile(row);
  return [
    localLetter(
      customer,
      (t, locale) => ({
        subject: t('email.accepted.customer.subject', { name: nameOf(artist) }),
        heading: t('email.accepted.customer.heading', { name: customer.firstName }),
        paragraphs: [
          t(instant ? 'email.accepted.customer.instant' : 'email.accepted.customer.body', {
            name: nameOf(artist),
          }),
          summaryOf(row, 'customer', t, locale),
          customerMoney(row, t, locale),
          t('email.accepted.customer.code', {
            code: booking.bookCode ?? '',
            name: artist.firstName,
            total: formatCents(booking.totalCents, locale),
          }),
          t('email.accepted.customer.calendar'),
        ],
        action: customerPage(t),
      }),
      [calendar],
    ),
    localLetter(artist, (t, locale) => ({
      subject: t(
        instant ? 'email.accepted.artist.subjectInstant' : 'email.accepted.artist.subject',
        {
          name: nameOf(customer),
        },
      ),
      heading: t('email.accepted.artist.heading', { name: artist.firstName }),
      paragraphs: [
        ...(instant ? [t('email.accepted.artist.instant')] : []),
        summaryOf(row, 'artist', t, locale),
        artistMoney(row, undefined, t, locale),
        t('email.accepted.artist.code', { name: customer.firstName }),
      ],
      action: artistPage(t),
    })),
  ];
}

/** "Their reason: …", as the other party reads it (none when no reason was given). */
function reasonParagraph(
  row: BookingRow,
  party: 'artist' | 'customer',
  name: string,
  t: T,
): string[] {
  const text = reasonText(party, row.booking.reason, row.booking.text);
  if (text) return [t('email.booking.reason', { name, text: localizedReason(text, t) })];
  // Declines from before reasons were asked for kept the artist's words in `text`.
  return party === 'artist' && row.booking.text
    ? [t('email.booking.wrote', { name, text: row.booking.text })]
    : [];
}

/** Declined by the artist, or by the system when the artist did not answer in time. */
export async function sendDeclinedEmails(
  ctx: AppContext,
  row: BookingRow,
  by: 'artist' | 'system',
) {
  const { artist, customer } = row;
  await sendTo(
    ctx,
    localLetter(customer, (t, locale) => ({
      subject: t('email.declined.customer.subject', { name: nameOf(artist) }),
      heading: t('email.declined.customer.heading', { name: customer.firstName }),
      paragraphs: [
        t(by === 'system' ? 'email.declined.customer.expired' : 'email.declined.customer.body', {
          name: nameOf(artist),
          when: whenOf(row, locale),
        }),
        ...(by === 'artist' ? reasonParagraph(row, 'artist', artist.firstName, t) : []),
        t('email.declined.customer.another'),
      ],
      action: { label: t('email.declined.customer.find'), path: '/search' },
    })),
    localLetter(artist, (t, locale) => ({
      subject: t('email.declined.artist.subject', { name: nameOf(customer) }),
      heading: t('email.declined.artist.heading', { name: artist.firstName }),
      paragraphs: [
        t(by === 'system' ? 'email.declined.artist.expired' : 'email.declined.artist.body', {
          name: nameOf(customer),
          when: whenOf(row, locale),
        }),
      ],
      action: artistPage(t),
    })),
  );
}

/** The artist proposed another time: the customer can book it with one click. */
export async function sendProposalEmails(ctx: AppContext, row: BookingRow) {
  const { artist, customer, booking } = row;
  const wrote = booking.text ? [`“${booking.text}”`] : [];
  const offered = (t: T, locale: Locale) => {
    const times = (booking.proposedSlots ?? []).map((at) =>
      formatTorontoDateTime(new Date(at), locale),
    );
    return times.length
      ? [t('email.proposal.canDo', { name: artist.firstName, times: times.join('\n') })]
      : [];
  };
  await sendTo(
    ctx,
    localLetter(customer, (t, locale) => ({
      subject: t('email.proposal.customer.subject', { name: nameOf(artist) }),
      heading: t('email.proposal.customer.heading', {
        name: customer.firstName,
        artist: artist.firstName,
      }),
      paragraphs: [
        t(booking.text ? 'email.proposal.customer.wrote' : 'email.proposal.customer.cannot', {
          name: nameOf(artist),
          when: whenOf(row, locale),
        }),
        ...wrote,
        ...offered(t, locale),
        t('email.proposal.customer.book'),
      ],
      action: {
        label: t('email.proposal.customer.see'),
        path: `/bookings-user?booking=${booking.id}`,
      },
    })),
    localLetter(artist, (t, locale) => ({
      subject: t('email.proposal.artist.subject', { name: nameOf(customer) }),
      heading: t('email.proposal.artist.heading', { name: artist.firstName }),
      paragraphs: [
        t('email.proposal.artist.body', { name: nameOf(customer) }),
        ...wrote,
        ...offered(t, locale),
      ],
      action: artistPage(t),
    })),
  );
}

/** What a cancellation cost: the charge it opened (null when free) and the policy's share. */
export interface CancellationCharge {
  payment: Payment | null;
  percent: number;
}

/** The fee sentences of each party, saying what actually happened to the charge. */
function cancellationFeeText(
  row: BookingRow,
  { payment, percent }: CancellationCharge,
  t: T,
  locale: Locale,
) {
  if (!payment) {
    return {
      customer: t('email.cancelled.customer.free'),
      artist: t('email.cancelled.artist.free'),
    };
  }
  const fee = t('email.cancelled.fee', {
    amount: formatCents(payment.amountCents, locale),
    percent,
    total: formatCents(row.booking.totalCents, locale),
  });
  const share = formatCents(payment.subtotalCents - payment.commissionCents, locale);
  if (payment.status === 'succeeded') {
    return {
      customer: t('email.cancelled.customer.charged', { fee }),
      artist: t('email.cancelled.artist.charged', { fee, share }),
    };
  }
  if (payment.status === 'failed') {
    // French puts a space before the colon (decision 0037).
    const colon = locale === 'fr-CA' ? ' : ' : ': ';
    const why = `${colon}${cardRefusal(payment.failureCode, payment.failureMessage, t)}`;
    return {
      customer: t('email.cancelled.customer.refused', { fee, why }),
      artist: t('email.cancelled.artist.refused', { fee, share }),
    };
  }
  return {
    customer: t('email.cancelled.customer.charging', { fee }),
    artist: t('email.cancelled.artist.charging', { fee, share }),
  };
}

/** The customer cancelled: each party is told whether a fee was charged, refused, or not due. */
export async function sendCancelledEmails(
  ctx: AppContext,
  row: BookingRow,
  charge: CancellationCharge,
) {
  const { artist, customer } = row;
  await sendTo(
    ctx,
    localLetter(customer, (t, locale) => ({
      subject: t('email.cancelled.customer.subject', { name: nameOf(artist) }),
      heading: t('email.cancelled.customer.heading', { name: customer.firstName }),
      paragraphs: [
        t('email.cancelled.customer.body', { name: nameOf(artist), when: whenOf(row, locale) }),
        cancellationFeeText(row, charge, t, locale).customer,
      ],
      action:
        charge.payment?.status === 'failed'
          ? { label: t('email.cancelled.customer.pay'), path: `/pay/${row.booking.id}` }
          : customerPage(t),
    })),
    localLetter(artist, (t, locale) => ({
      subject: t('email.cancelled.artist.subject', { name: nameOf(customer) }),
      heading: t('email.cancelled.artist.heading', { name: artist.firstName }),
      paragraphs: [
        t('email.cancelled.artist.body', { name: nameOf(customer), when: whenOf(row, locale) }),
        ...reasonParagraph(row, 'customer', customer.firstName, t),
        cancellationFeeText(row, charge, t, locale).artist,
      ],
      action: artistPage(t),
    })),
  );
}
