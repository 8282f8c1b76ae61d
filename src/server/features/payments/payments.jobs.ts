import { PAYOUT_SCHEDULE } from '#shared/domain/policy.ts';
import type { AppContext } from '../../context.ts';
import { recoverCharges } from '../../money/charge-booking.ts';
import { recoverPayouts, runWeeklyPayouts } from './payouts.service.ts';
import { recoverRefunds } from './refunds.service.ts';

/**
 * Money's schedules: every minute, finish charges, refunds and payouts the provider did not
 * answer (same idempotency keys, so nothing moves twice); every Monday morning in Toronto,
 * the weekly payouts.
 */
export async function schedulePaymentJobs(ctx: AppContext): Promise<void> {
  await ctx.jobs.every('payments-recover', '* * * * *', async () => {
    await recoverCharges(ctx);
    await recoverRefunds(ctx);
    await recoverPayouts(ctx);
  });
  await ctx.jobs.every(
    'weekly-payouts',
    `0 ${PAYOUT_SCHEDULE.hour} * * ${PAYOUT_SCHEDULE.weekday}`,
    async () => {
      await runWeeklyPayouts(ctx);
    },
  );
}
