import { PRODUCT_NAME, TIME_ZONE } from '#shared/brand.ts';
import { formatCents } from '#shared/domain/money.ts';
import { torontoParts } from '#shared/domain/toronto-time.ts';
import type { AppContext } from '../../http/context.ts';
import { sendBrandedEmail } from '../../integrations/email/send-branded-email.ts';

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
