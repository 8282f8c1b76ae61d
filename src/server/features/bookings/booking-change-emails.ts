import { reasonText } from '#shared/domain/booking-reasons.ts';
import { formatCents } from '#shared/domain/money.ts';
import { formatTorontoDateTime } from '#shared/domain/toronto-time.ts';
import type { payments } from '../../db/schema/index.ts';
import type { AppContext } from '../../context.ts';
import { bookingCalendarFile } from './booking-calendar.ts';
import {
  artistMoney,
  customerMoney,
  letter,
  nameOf,
  placeOf,
  sendTo,
  serviceLines,
  type Letter,
  summaryOf,
  whenOf,
} from './booking-email-parts.ts';
import type { BookingRow } from './bookings.queries.ts';

type Payment = typeof payments.$inferSelect;

const artistPage = { label: 'See your bookings', path: '/bookings' };
const customerPage = { label: 'See your bookings', path: '/bookings-user' };

/** A new request: the artist is asked to answer; the customer is told it was sent. */
export function requestLetters(row: BookingRow): Letter[] {
  const { artist, customer } = row;
  return [
    letter(artist, `New booking request from ${nameOf(customer)}`, {
      heading: `Hi ${artist.firstName}, you have a new booking request`,
      paragraphs: [
        `${nameOf(customer)} would like to book you.`,
        summaryOf(row),
        artistMoney(row),
        `Please accept, decline or propose another time by ${formatTorontoDateTime(row.booking.respondBy)}; a request left unanswered is declined automatically.`,
      ],
      action: artistPage,
    }),
    letter(customer, `Request sent to ${nameOf(artist)}`, {
      heading: `Hi ${customer.firstName}, your request was sent`,
      paragraphs: [
        `We e-mailed ${nameOf(artist)} your request. Once accepted, you will get a confirmation with your booking code.`,
        summaryOf(row),
        customerMoney(row),
        'Nothing is charged until the service is completed.',
      ],
      action: customerPage,
    }),
  ];
}

/**
 * Accepted: the customer gets the code and a calendar file; the artist never sees the code.
 * `instant`: accepted as it was made, the artist taking instant bookings.
 */
export function acceptedLetters(row: BookingRow, instant = false): Letter[] {
  const { artist, customer, booking } = row;
  const calendar = bookingCalendarFile({
    bookingId: booking.id,
    appointmentAt: booking.appointmentAt,
    endsAt: booking.endsAt,
    summary: `${booking.services.map((s) => s.typeOfService).join(', ')} with ${nameOf(artist)}`,
    location: placeOf(row),
    description: `Booking code: ${booking.bookCode ?? ''}\n${serviceLines(row)}`,
  });
  return [
    letter(
      customer,
      `${nameOf(artist)} accepted your booking`,
      {
        heading: `Hi ${customer.firstName}, your booking is confirmed`,
        paragraphs: [
          instant
            ? `${nameOf(artist)} takes instant bookings: your booking is confirmed.`
            : `${nameOf(artist)} accepted your booking.`,
          summaryOf(row),
          customerMoney(row),
          `Your booking code: ${booking.bookCode ?? ''}\nGive it to ${artist.firstName} when the service is done; only then is your card charged ${formatCents(booking.totalCents)}.`,
          'The calendar file attached adds the appointment to your calendar.',
        ],
        action: customerPage,
      },
      [calendar],
    ),
    letter(
      artist,
      instant
        ? `New booking from ${nameOf(customer)}`
        : `You accepted ${nameOf(customer)}'s booking`,
      {
        heading: `Hi ${artist.firstName}, the booking is confirmed`,
        paragraphs: [
          ...(instant ? ['You take instant bookings, so it was accepted as it was made.'] : []),
          summaryOf(row),
          artistMoney(row),
          `When the service is done, ask ${customer.firstName} for the booking code and enter it to get paid.`,
        ],
        action: artistPage,
      },
    ),
  ];
}

/** "Their reason: …", as the other party reads it (none when no reason was given). */
function reasonParagraph(row: BookingRow, party: 'artist' | 'customer', name: string): string[] {
  const text = reasonText(party, row.booking.reason, row.booking.text);
  if (text) return [`${name}'s reason: ${text}`];
  // Declines from before reasons were asked for kept the artist's words in `text`.
  return party === 'artist' && row.booking.text ? [`${name} wrote: “${row.booking.text}”`] : [];
}

/** Declined by the artist, or by the system when the artist did not answer in time. */
export async function sendDeclinedEmails(
  ctx: AppContext,
  row: BookingRow,
  by: 'artist' | 'system',
) {
  const { artist, customer } = row;
  const reason = reasonParagraph(row, 'artist', artist.firstName);
  const customerText =
    by === 'system'
      ? `${nameOf(artist)} did not answer your request for ${whenOf(row)} in time, so it was declined. Nothing was charged.`
      : `${nameOf(artist)} declined your booking for ${whenOf(row)}. Nothing was charged.`;
  const artistText =
    by === 'system'
      ? `The request from ${nameOf(customer)} for ${whenOf(row)} was not answered in time and has been declined.`
      : `You declined ${nameOf(customer)}'s booking for ${whenOf(row)}. We let them know.`;
  await sendTo(
    ctx,
    letter(customer, `Your booking with ${nameOf(artist)} was declined`, {
      heading: `Hi ${customer.firstName}, your booking was declined`,
      paragraphs: [
        customerText,
        ...(by === 'artist' ? reason : []),
        'You can book another time or another artist.',
      ],
      action: { label: 'Find an artist', path: '/search' },
    }),
    letter(artist, `Booking with ${nameOf(customer)} declined`, {
      heading: `Hi ${artist.firstName}, the booking was declined`,
      paragraphs: [artistText],
      action: artistPage,
    }),
  );
}

/** The artist proposed another time: the customer can book it with one click. */
export async function sendProposalEmails(ctx: AppContext, row: BookingRow) {
  const { artist, customer, booking } = row;
  const wrote = booking.text ? [`“${booking.text}”`] : [];
  const times = (booking.proposedSlots ?? []).map((at) => formatTorontoDateTime(new Date(at)));
  const offered = times.length ? [`${artist.firstName} can do:\n${times.join('\n')}`] : [];
  await sendTo(
    ctx,
    letter(customer, `${nameOf(artist)} proposed another time`, {
      heading: `Hi ${customer.firstName}, ${artist.firstName} proposed another time`,
      paragraphs: [
        `${nameOf(artist)} cannot make it on ${whenOf(row)}${booking.text ? ' and wrote:' : '.'}`,
        ...wrote,
        ...offered,
        'Book one of these times with one tap from your bookings: the same services, place and card, confirmed at once.',
      ],
      action: {
        label: 'See the proposed times',
        path: `/bookings-user?booking=${booking.id}`,
      },
    }),
    letter(artist, `Your proposal was sent to ${nameOf(customer)}`, {
      heading: `Hi ${artist.firstName}, your proposal was sent`,
      paragraphs: [`We sent ${nameOf(customer)} your proposal.`, ...wrote, ...offered],
      action: artistPage,
    }),
  );
}

/** What a cancellation cost: the charge it opened (null when free) and the policy's share. */
export interface CancellationCharge {
  payment: Payment | null;
  percent: number;
}

/** The fee sentences of each party, saying what actually happened to the charge. */
function cancellationFeeText(row: BookingRow, { payment, percent }: CancellationCharge) {
  if (!payment) {
    return {
      customer: 'There is no cancellation fee. Nothing was charged.',
      artist: 'There is no cancellation fee for this cancellation.',
    };
  }
  const fee = `${formatCents(payment.amountCents)} (${percent}% of the ${formatCents(row.booking.totalCents)} total, under the cancellation policy)`;
  const share = formatCents(payment.subtotalCents - payment.commissionCents);
  if (payment.status === 'succeeded') {
    return {
      customer: `A cancellation fee of ${fee} was charged to your card.`,
      artist: `The customer was charged a cancellation fee of ${fee}. Your share, ${share}, is in your earnings.`,
    };
  }
  if (payment.status === 'failed') {
    return {
      customer: `We tried to charge a cancellation fee of ${fee}, and your card was refused${payment.failureMessage ? `: ${payment.failureMessage}` : '.'} We sent you a separate e-mail with a link to pay it with another card; until then it shows as payment pending in your bookings.`,
      artist: `A cancellation fee of ${fee} is due, but the customer's card was refused. We asked them to pay with another card; your share, ${share}, reaches your earnings once they do.`,
    };
  }
  return {
    customer: `A cancellation fee of ${fee} is being charged to your card. If the charge does not go through, we will e-mail you a link to pay it with another card.`,
    artist: `A cancellation fee of ${fee} is being charged to the customer. Your share, ${share}, reaches your earnings once the charge goes through.`,
  };
}

/** The customer cancelled: each party is told whether a fee was charged, refused, or not due. */
export async function sendCancelledEmails(
  ctx: AppContext,
  row: BookingRow,
  charge: CancellationCharge,
) {
  const { artist, customer } = row;
  const fee = cancellationFeeText(row, charge);
  await sendTo(
    ctx,
    letter(customer, `You cancelled your booking with ${nameOf(artist)}`, {
      heading: `Hi ${customer.firstName}, your booking is cancelled`,
      paragraphs: [
        `Your booking with ${nameOf(artist)} for ${whenOf(row)} is cancelled.`,
        fee.customer,
      ],
      action:
        charge.payment?.status === 'failed'
          ? { label: 'Pay with another card', path: `/pay/${row.booking.id}` }
          : customerPage,
    }),
    letter(artist, `${nameOf(customer)} cancelled their booking`, {
      heading: `Hi ${artist.firstName}, a booking was cancelled`,
      paragraphs: [
        `${nameOf(customer)} cancelled the booking for ${whenOf(row)}.`,
        ...reasonParagraph(row, 'customer', customer.firstName),
        fee.artist,
      ],
      action: artistPage,
    }),
  );
}
