import { PRODUCT_NAME, TIME_ZONE } from '#shared/brand.ts';
import { formatCents } from '#shared/domain/money.ts';
import { formatTorontoDateTime } from '#shared/domain/toronto-time.ts';
import type { Locale } from '#shared/i18n/locales.ts';
import type { AppContext } from '../../context.ts';
import { sendBrandedEmail } from '../../integrations/email/send-branded-email.ts';
import { findRefundParties } from './payments.queries.ts';

/** The payout's day in full: "Monday, November 30, 2026" / "lundi 30 novembre 2026". */
const payoutDay = (paidAt: Date, locale: Locale) =>
  new Intl.DateTimeFormat(locale, {
    timeZone: TIME_ZONE,
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  }).format(paidAt);

export function sendPayoutEmail(
  ctx: AppContext,
  to: { email: string; firstName: string },
  payout: { amountCents: number; paidAt: Date; bookings: number },
) {
  return sendBrandedEmail(ctx, { to: to.email }, (t, locale) => {
    const amount = formatCents(payout.amountCents, locale);
    return {
      subject: t('email.payout.subject', { product: PRODUCT_NAME, amount }),
      heading: t('email.payout.heading', { name: to.firstName }),
      paragraphs: [
        t('email.payout.body', {
          day: payoutDay(payout.paidAt, locale),
          amount,
          count: payout.bookings,
        }),
      ],
      action: { label: t('email.refund.artist.action'), path: '/earnings' },
    };
  });
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
