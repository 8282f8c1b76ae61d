import { formatCents } from '#shared/domain/money.ts';
import { PAYOUT_SCHEDULE, weekdays } from '#shared/domain/policy.ts';
import { REVIEW_REMINDER_DELAY_MS, reviewPagePath } from '#shared/domain/reviews.ts';
import { localizedPath, type Locale } from '#shared/i18n/locales.ts';
import type { Translator } from '#shared/i18n/translator.ts';
import type { AppContext } from '../../context.ts';
import { queues } from '../../jobs/jobs.ts';
import {
  artistMoney,
  customerMoney,
  localLetter,
  nameOf,
  sendTo,
  whenOf,
} from './booking-email-parts.ts';
import {
  claimReceipt,
  findBookingRow,
  listDueReceipts,
  type BookingRow,
} from './bookings.queries.ts';

type T = Translator['t'];

/** The payout's weekday ("Monday", "lundi"); 2024-01-07 was a Sunday, weekday 0. */
const payoutDay = (locale: Locale) =>
  locale === 'en-CA'
    ? (weekdays[PAYOUT_SCHEDULE.weekday] ?? 'Monday')
    : new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(
        Date.UTC(2024, 0, 7 + PAYOUT_SCHEDULE.weekday),
      );

export interface ReceiptFacts {
  /** The charge's outcome: a failed charge is paid again from the customer's link. */
  paymentStatus: 'processing' | 'succeeded' | 'failed' | null;
  commissionCents: number;
  payoutCents: number;
}

function paymentSentence(status: ReceiptFacts['paymentStatus'], total: string, t: T): string {
  if (status === 'succeeded') return t('email.receipt.charged', { total });
  if (status === 'failed') return t('email.receipt.refused', { total });
  return t('email.receipt.pending', { total });
}

/** After completion: a receipt for each party; the customer is invited to leave a review. */
export async function sendReceiptEmails(ctx: AppContext, row: BookingRow, facts: ReceiptFacts) {
  const { artist, customer, booking } = row;
  await sendTo(
    ctx,
    localLetter(customer, (t, locale) => ({
      subject: t('email.receipt.customer.subject', { name: nameOf(artist) }),
      heading: t('email.receipt.customer.heading', { name: customer.firstName }),
      paragraphs: [
        t('email.receipt.customer.body', { name: nameOf(artist), when: whenOf(row, locale) }),
        customerMoney(row, t, locale),
        paymentSentence(facts.paymentStatus, formatCents(booking.totalCents, locale), t),
        t('email.receipt.customer.link', {
          url: `${ctx.env.PUBLIC_URL}${localizedPath(`/receipt/${booking.id}`, locale)}`,
        }),
        t('email.receipt.customer.review', { name: artist.firstName }),
      ],
      action: {
        label: t('email.reviewReminder.action'),
        path: reviewPagePath(artist.id, booking.id),
      },
    })),
    localLetter(artist, (t, locale) => ({
      subject: t('email.receipt.artist.subject', { name: nameOf(customer) }),
      heading: t('email.receipt.artist.heading', { name: artist.firstName }),
      paragraphs: [
        t('email.receipt.artist.body', { name: nameOf(customer), when: whenOf(row, locale) }),
        artistMoney(row, facts, t, locale),
        facts.paymentStatus === 'succeeded'
          ? t('email.receipt.artist.payout', { day: payoutDay(locale) })
          : t('email.receipt.artist.refused'),
      ],
      action: { label: t('email.refund.artist.action'), path: '/earnings' },
    })),
  );
}

/**
 * Sends the receipts of completed bookings that have none yet, each once: the completion
 * route does it at once, and the bookings job for those the recovery job or a webhook
 * completed later. Claiming the booking (a conditional update) makes two senders send once.
 */
export async function sendDueReceipts(ctx: AppContext, bookingId?: string): Promise<void> {
  const due = await listDueReceipts(ctx.db, bookingId);
  for (const { id } of due) {
    const claimed = await claimReceipt(ctx.db, id);
    const row = claimed ? await findBookingRow(ctx.db, id) : null;
    if (!row?.payment) continue;
    await sendReceiptEmails(ctx, row, {
      paymentStatus: row.payment.status,
      commissionCents: row.payment.commissionCents,
      payoutCents: row.payment.subtotalCents - row.payment.commissionCents,
    });
    // The customer is reminded to review 3 days after completion, unless they have by then.
    const completedAt = row.booking.completedAt ?? new Date();
    const remindAt = new Date(completedAt.getTime() + REVIEW_REMINDER_DELAY_MS);
    await ctx.jobs.later(queues.reviewReminder, { bookingId: id }, remindAt);
  }
}
