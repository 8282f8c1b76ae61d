import { formatCents } from '#shared/domain/money.ts';
import { formatTorontoDateTime } from '#shared/domain/toronto-time.ts';
import type { Alternative } from '#shared/schemas/rescue.ts';
import type { AppContext } from '../../context.ts';
import { queues } from '../../jobs/jobs.ts';
import { emailsOf, localLetter, nameOf } from './booking-email-parts.ts';
import { findBookingRow, type BookingRow } from './bookings.queries.ts';
import { findAlternatives } from './rescue-alternatives.ts';
import { markAlternativesOffered } from './rescue.queries.ts';
import { describeAlternatives } from './rescue.service.ts';
import { registerWaitlistJobs } from './rescue-waitlist.ts';

/**
 * The `booking-fell-through` job: looks for alternatives once, stores them on the booking and
 * e-mails them to the customer, in one transaction with the mark that it did (so a retry, a
 * restart or a second instance sends them once).
 */
export async function offerAlternatives(ctx: AppContext, bookingId: string): Promise<boolean> {
  const row = await findBookingRow(ctx.db, bookingId);
  if (!row) return false;
  const alternatives = await findAlternatives(ctx.db, row.booking);
  // Named as the booking shows them: priced now, with their names.
  const shown = await describeAlternatives(ctx, row, alternatives);
  const emails = shown.length > 0 ? emailsOf(ctx, [alternativesLetter(row, shown)]) : [];
  return ctx.db.transaction(async (tx) => {
    const marked = await markAlternativesOffered(tx, bookingId, alternatives);
    if (!marked) return false;
    await ctx.jobs.sendEmail(emails, tx);
    return true;
  });
}

function alternativesLetter(row: BookingRow, shown: Alternative[]) {
  return localLetter(row.customer, (t, locale) => ({
    subject: t('email.alternatives.subject', { name: nameOf(row.artist) }),
    heading: t('email.alternatives.heading', { name: row.customer.firstName }),
    paragraphs: [
      t('email.alternatives.body', { name: nameOf(row.artist) }),
      ...shown.map((a) =>
        t(a.rating ? 'email.alternatives.lineRated' : 'email.alternatives.line', {
          name: a.name,
          when: formatTorontoDateTime(new Date(a.appointmentAt), locale),
          services: a.services.map((s) => s.typeOfService).join(', '),
          total: formatCents(a.totalCents, locale),
          rating: new Intl.NumberFormat(locale, {
            minimumFractionDigits: 1,
            maximumFractionDigits: 1,
          }).format(a.rating ?? 0),
        }),
      ),
      t('email.alternatives.oneTap'),
    ],
    action: {
      label: t('email.alternatives.action'),
      path: `/bookings-user?booking=${row.booking.id}`,
    },
  }));
}

/** Runs the jobs of bookings that fell through and of opened time (server/rescue queues them). */
export function registerRescueJobs(ctx: AppContext): void {
  ctx.jobs.work(queues.bookingFellThrough, async (data) => {
    await offerAlternatives(ctx, (data as { bookingId: string }).bookingId);
  });
  registerWaitlistJobs(ctx);
}
