import { formatCents } from '#shared/domain/money.ts';
import { cardRefusal } from '#shared/i18n/card-refusals.ts';
import type { AppContext } from '../context.ts';
import { sendBrandedEmail } from '../integrations/email/send-branded-email.ts';

/** Tells the customer a charge was refused, with a link to pay with another card. */
export function sendPaymentFailedEmail(
  ctx: AppContext,
  to: { email: string; firstName: string },
  payment: {
    bookingId: string;
    amountCents: number;
    artistName: string;
    /** The provider's reason (`decline_code` or `code`) and its own words, said in ours. */
    failureCode: string | null;
    failureMessage: string | null;
  },
) {
  return sendBrandedEmail(ctx, { to: to.email }, (t, locale) => ({
    subject: t('email.paymentFailed.subject', { name: payment.artistName }),
    heading: t('email.paymentFailed.heading', { name: to.firstName }),
    paragraphs: [
      t('email.paymentFailed.body', {
        amount: formatCents(payment.amountCents, locale),
        name: payment.artistName,
        why: cardRefusal(payment.failureCode, payment.failureMessage, t),
      }),
      t('email.paymentFailed.again'),
    ],
    action: { label: t('email.cancelled.customer.pay'), path: `/pay/${payment.bookingId}` },
  }));
}
