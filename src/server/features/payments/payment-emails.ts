import { PRODUCT_NAME, TIME_ZONE } from '#shared/brand.ts';
import { formatCents } from '#shared/domain/money.ts';
import { formatTorontoDateTime, torontoParts } from '#shared/domain/toronto-time.ts';
import type { Locale } from '#shared/i18n/locales.ts';
import type { AppContext } from '../../context.ts';
import { sendBrandedEmail } from '../../integrations/email/send-branded-email.ts';
import { findRefundParties } from './payments.queries.ts';

const payoutDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  weekday: 'long',
  month: 'long',
  day: 'numeric',
});

export function sendPayoutEmail(
  ctx: AppContext,
  to: { email: string; firstName: string },
  payout: { amountCents: number; paidAt: Date; bookings: number },
) {
  const year = torontoParts(payout.paidAt).year;
  return sendBrandedEmail(
    ctx,
    { to: to.email, subject: `${PRODUCT_NAME} paid you ${formatCents(payout.amountCents)}` },
    {
      heading: `Hi ${to.firstName}, your weekly payout is on its way`,
      paragraphs: [
        `On ${payoutDate.format(payout.paidAt)}, ${year}, we sent ${formatCents(payout.amountCents)} to your bank account for ${payout.bookings === 1 ? '1 booking' : `${payout.bookings} bookings`}. Banks usually show it within 2 business days.`,
      ],
      action: { label: 'See your earnings', path: '/earnings' },
    },
  );
}

/**
 * A refund went through: the customer is told what came back to their card, the artist what
 * it took from their payout (fee and commission go back in proportion).
 */
export async function sendRefundEmails(
  ctx: AppContext,
  refund: {
    paymentId: string;
    amountCents: number;
    subtotalCents: number;
    commissionCents: number;
  },
) {
  const row = await findRefundParties(ctx.db, refund.paymentId);
  if (!row) return;
  const when = (locale: Locale) => formatTorontoDateTime(row.appointmentAt, locale);
  const left = row.payment.amountCents - row.payment.refundedCents;
  if (!row.customer.deletedAt) {
    await sendBrandedEmail(ctx, { to: row.customer.email }, (t, locale) => {
      const money = (cents: number) => formatCents(cents, locale);
      const amount = money(refund.amountCents);
      return {
        subject: t('email.refund.customer.subject', { product: PRODUCT_NAME, amount }),
        heading: t('email.refund.customer.heading', { name: row.customer.firstName, amount }),
        paragraphs: [
          t('email.refund.customer.body', {
            amount,
            artist: `${row.artist.firstName} ${row.artist.lastName}`,
            when: when(locale),
          }),
          {
            lines: [
              { label: t('email.refund.charged'), amount: money(row.payment.amountCents) },
              { label: t('email.refund.inAll'), amount: `−${money(row.payment.refundedCents)}` },
              { label: t('email.refund.inTheEnd'), amount: money(left), strong: true },
            ],
          },
        ],
        action: { label: t('email.booking.seeBookings'), path: '/bookings-user' },
      };
    });
  }
  if (!row.artist.deletedAt) {
    await sendBrandedEmail(ctx, { to: row.artist.email }, (t, locale) => ({
      subject: t('email.refund.artist.subject', { when: when(locale) }),
      heading: t('email.refund.artist.heading', { name: row.artist.firstName }),
      paragraphs: [
        t('email.refund.artist.body', {
          when: when(locale),
          amount: formatCents(refund.amountCents, locale),
          share: formatCents(refund.subtotalCents - refund.commissionCents, locale),
        }),
      ],
      action: { label: t('email.refund.artist.action'), path: '/earnings' },
    }));
  }
}
