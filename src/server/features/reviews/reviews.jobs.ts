import { reviewPagePath } from '#shared/domain/reviews.ts';
import type { AppContext } from '../../context.ts';
import { sendBrandedEmail } from '../../integrations/email/send-branded-email.ts';
import { queues } from '../../jobs/jobs.ts';
import { findReminderFacts } from './reviews.queries.ts';

/**
 * The reminder queued at completion (`queues.reviewReminder`, 3 days later): sent only if the
 * booking is still unreviewed and the customer's account still exists, so at most once.
 */
export async function sendReviewReminder(ctx: AppContext, bookingId: string): Promise<void> {
  const facts = await findReminderFacts(ctx.db, bookingId);
  if (!facts || facts.state !== 'completed' || facts.reviewed || facts.customerDeletedAt) return;
  await sendBrandedEmail(ctx, { to: facts.customerEmail }, (t) => ({
    subject: t('email.reviewReminder.subject', { name: facts.artistName }),
    heading: t('email.reviewReminder.heading', { name: facts.customerFirstName }),
    paragraphs: [
      t('email.reviewReminder.body', { name: facts.artistName }),
      t('email.reviewReminder.minute'),
    ],
    action: {
      label: t('email.reviewReminder.action'),
      path: reviewPagePath(facts.artistId, bookingId),
    },
  }));
}

export function registerReviewJobs(ctx: AppContext): void {
  ctx.jobs.work(queues.reviewReminder, async (data) => {
    await sendReviewReminder(ctx, (data as { bookingId: string }).bookingId);
  });
}
