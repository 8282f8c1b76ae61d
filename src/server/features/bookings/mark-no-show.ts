import { findTransition, noShowDisputeEndsAt, noShowOpensAt } from '#shared/domain/bookings.ts';
import { NO_SHOW_PERCENT } from '#shared/domain/cancellation.ts';
import { formatCents } from '#shared/domain/money.ts';
import { formatTorontoDateTime } from '#shared/domain/toronto-time.ts';
import type { Locale } from '#shared/i18n/locales.ts';
import type { Translator } from '#shared/i18n/translator.ts';
import type { BookingView } from '#shared/schemas/booking.ts';
import { announceBookingChange } from '../../db/booking-changes.ts';
import { AppError } from '../../app-error.ts';
import type { AppContext } from '../../context.ts';
import { attemptCharge, openCharge } from '../../money/charge-booking.ts';
import { localLetter, nameOf, sendTo, whenOf } from './booking-email-parts.ts';
import { viewFor } from './booking-view.ts';
import {
  countPaymentsOf,
  findBookingRow,
  updateBookingInState,
  type BookingRow,
  type PaymentRow,
} from './bookings.queries.ts';

const noShow = findTransition('accepted', 'no-show', 'artist')!;

type Payment = PaymentRow;
type T = Translator['t'];

function checkMarkable(row: BookingRow, now: Date) {
  const { booking } = row;
  if (booking.state === 'no-show') {
    throw new AppError('conflict', 'This booking is already marked as a no-show.');
  }
  if (booking.state !== noShow.from) {
    throw new AppError('conflict', 'Only an accepted booking can be marked as a no-show.');
  }
  const opensAt = noShowOpensAt(booking.appointmentAt);
  if (now < opensAt) {
    throw new AppError(
      'conflict',
      `You can mark a no-show from ${formatTorontoDateTime(opensAt)}, 15 minutes after the start.`,
    );
  }
  if (row.payment) {
    throw new AppError(
      'conflict',
      'This service was completed with its code and its payment is pending, so it cannot be a no-show.',
    );
  }
}

/** What the charge did, in each party's words (and language). */
function chargeText(row: BookingRow, payment: Payment | null, t: T, locale: Locale) {
  if (!payment) {
    const nothing = t('email.noShow.nothing');
    return { customer: nothing, artist: nothing };
  }
  const fee = t('email.noShow.fee', {
    amount: formatCents(payment.amountCents, locale),
    percent: NO_SHOW_PERCENT,
    total: formatCents(row.booking.totalCents, locale),
  });
  const share = formatCents(payment.subtotalCents - payment.commissionCents, locale);
  if (payment.status === 'failed') {
    return {
      customer: t('email.noShow.customer.refused', { fee }),
      artist: t('email.noShow.artist.refused', { fee, share }),
    };
  }
  const done = payment.status === 'succeeded';
  return {
    customer: t(done ? 'email.noShow.customer.charged' : 'email.noShow.customer.charging', { fee }),
    artist: t(done ? 'email.noShow.artist.charged' : 'email.noShow.artist.charging', {
      fee,
      share,
    }),
  };
}

async function sendNoShowEmails(ctx: AppContext, row: BookingRow, payment: Payment | null) {
  const { artist, customer, booking } = row;
  const until = (locale: Locale) =>
    formatTorontoDateTime(noShowDisputeEndsAt(booking.noShowAt ?? new Date()), locale);
  await sendTo(
    ctx,
    localLetter(customer, (t, locale) => ({
      subject: t('email.noShow.customer.subject', { name: nameOf(artist) }),
      heading: t('email.noShow.customer.heading', { name: customer.firstName }),
      paragraphs: [
        t('email.noShow.customer.body', { name: nameOf(artist), when: whenOf(row, locale) }),
        chargeText(row, payment, t, locale).customer,
        t('email.noShow.customer.dispute', { until: until(locale) }),
      ],
      action: {
        label: t('email.noShow.customer.action'),
        path: `/help?issue=dispute-no-show&booking=${booking.id}`,
      },
    })),
    localLetter(artist, (t, locale) => ({
      subject: t('email.noShow.artist.subject', { name: nameOf(customer) }),
      heading: t('email.noShow.artist.heading', { name: artist.firstName }),
      paragraphs: [
        t('email.noShow.artist.body', { name: nameOf(customer), when: whenOf(row, locale) }),
        chargeText(row, payment, t, locale).artist,
        t('email.noShow.artist.dispute', { name: customer.firstName, until: until(locale) }),
      ],
      action: { label: t('email.booking.seeBookings'), path: '/bookings' },
    })),
  );
}

/**
 * POST /api/book/no-show/{bookingId}: the artist marks a customer who never came, from 15
 * minutes after the start of an accepted booking. The booking becomes `no-show` and its one
 * charge (the policy's share of the total, kind 'no-show') opens in the same transaction, so
 * a second mark finds the booking changed (409) and nothing is charged twice.
 */
export async function markNoShow(
  ctx: AppContext,
  artistId: string,
  bookingId: string,
): Promise<BookingView> {
  const row = await findBookingRow(ctx.db, bookingId);
  if (!row || row.booking.artistId !== artistId) {
    throw new AppError('not_found', 'This booking does not exist.');
  }
  const now = new Date();
  checkMarkable(row, now);
  const charge = await ctx.db.transaction(async (tx) => {
    const changed = await updateBookingInState(tx, bookingId, noShow.from, {
      state: noShow.to,
      noShowAt: now,
      decidedAt: now,
      updatedAt: now,
    });
    if (!changed) {
      throw new AppError('conflict', 'This booking has just changed. Please reload it.');
    }
    if (await countPaymentsOf(tx, changed.id)) {
      throw new AppError('conflict', 'This booking has just changed. Please reload it.');
    }
    return openCharge(tx, ctx.env, changed, { kind: 'no-show', percent: NO_SHOW_PERCENT });
  });
  const payment = charge ? await attemptCharge(ctx, charge.payment.id) : null;
  await announceBookingChange(ctx.db, bookingId, 'booking');
  const after = (await findBookingRow(ctx.db, bookingId))!;
  await sendNoShowEmails(ctx, after, payment);
  return viewFor(ctx, after, artistId);
}
