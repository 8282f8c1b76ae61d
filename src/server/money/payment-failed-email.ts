import { formatCents } from '#shared/domain/money.ts';
import type { AppContext } from '../context.ts';
import { sendBrandedEmail } from '../integrations/email/send-branded-email.ts';

/** Tells the customer a charge was refused, with a link to pay with another card. */
export function sendPaymentFailedEmail(
  ctx: AppContext,
  to: { email: string; firstName: string },
  payment: { bookingId: string; amountCents: number; artistName: string; failureMessage: string },
) {
  const subject = `Your payment to ${payment.artistName} did not go through`;
  return sendBrandedEmail(
    ctx,
    { to: to.email, subject },
    {
      heading: `Hi ${to.firstName}, your payment did not go through`,
      paragraphs: [
        `We tried to charge ${formatCents(payment.amountCents)} for your booking with ${payment.artistName}, and the card was refused: ${payment.failureMessage}`,
        'Please pay with another card. Your booking stays as it is.',
      ],
      action: { label: 'Pay with another card', path: `/pay/${payment.bookingId}` },
    },
  );
}
