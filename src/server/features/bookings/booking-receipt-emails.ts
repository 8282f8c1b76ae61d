import { formatCents } from '#shared/domain/money.ts';
import { reviewPagePath } from '#shared/domain/reviews.ts';
import type { AppContext } from '../../http/context.ts';
import { nameOf, sendTo, serviceLines, whenOf } from './booking-email-parts.ts';
import type { BookingRow } from './bookings.queries.ts';

export interface ReceiptFacts {
  /** The charge's outcome: a failed charge is paid again from the customer's link. */
  paymentStatus: 'processing' | 'succeeded' | 'failed' | null;
  commissionCents: number;
  payoutCents: number;
}

function paymentSentence(status: ReceiptFacts['paymentStatus'], totalCents: number): string {
  if (status === 'succeeded') return `Your card was charged ${formatCents(totalCents)}.`;
  if (status === 'failed') {
    return 'Your card was refused; we sent you a separate e-mail with a link to pay with another card.';
  }
  return `Your card is being charged ${formatCents(totalCents)}.`;
}

/** After completion: a receipt for each party; the customer is invited to leave a review. */
export async function sendReceiptEmails(ctx: AppContext, row: BookingRow, facts: ReceiptFacts) {
  const { artist, customer, booking } = row;
  await sendTo(ctx, customer, `Your receipt from ${nameOf(artist)}`, {
    heading: `Thank you, ${customer.firstName}!`,
    paragraphs: [
      `${nameOf(artist)} completed your service of ${whenOf(row)}.`,
      serviceLines(row),
      [
        `Service subtotal: ${formatCents(booking.subtotalCents)}`,
        `Fee: ${formatCents(booking.feeCents)}`,
        `Total: ${formatCents(booking.totalCents)}`,
      ].join('\n'),
      paymentSentence(facts.paymentStatus, booking.totalCents),
      `How was it? A review helps ${artist.firstName} and other customers.`,
    ],
    action: { label: 'Leave a review', path: reviewPagePath(artist.id, booking.id) },
  });
  await sendTo(ctx, artist, `Service completed for ${nameOf(customer)}`, {
    heading: `Well done, ${artist.firstName}!`,
    paragraphs: [
      `You completed ${nameOf(customer)}'s service of ${whenOf(row)}.`,
      serviceLines(row),
      [
        `Service subtotal: ${formatCents(booking.subtotalCents)}`,
        `Commission: ${formatCents(facts.commissionCents)}`,
        `Your payout: ${formatCents(facts.payoutCents)}`,
      ].join('\n'),
      'Your payout is sent with the weekly payout, on Monday.',
    ],
    action: { label: 'See your earnings', path: '/earnings' },
  });
}
