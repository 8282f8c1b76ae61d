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
  await sendBrandedEmail(
    ctx,
    { to: facts.customerEmail, subject: `How was your visit with ${facts.artistName}?` },
    {
      heading: `How did it go, ${facts.customerFirstName}?`,
      paragraphs: [
        `A few days ago ${facts.artistName} completed your service. A short review helps other customers choose, and helps ${facts.artistName} be found.`,
        'It takes a minute: a few stars, a title and a sentence or two.',
      ],
      action: { label: 'Leave a review', path: reviewPagePath(facts.artistId, bookingId) },
    },
  );
}

export function registerReviewJobs(ctx: AppContext): void {
  ctx.jobs.work(queues.reviewReminder, async (data) => {
    await sendReviewReminder(ctx, (data as { bookingId: string }).bookingId);
  });
}
