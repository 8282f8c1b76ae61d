import type { Translator } from '#shared/i18n/translator.ts';
import type { AppContext } from '../../context.ts';
import { bookingCalendarFile, bookingEvent } from './booking-calendar.ts';
import {
  localLetter,
  mapLinkOf,
  nameOf,
  sendTo,
  summaryOf,
  type Party,
} from './booking-email-parts.ts';
import { findBookingRow, type BookingRow } from './bookings.queries.ts';
import { claimDueReminders, type Reminder } from './reminders.queries.ts';

/** Reminders claimed per run; the next run takes the rest. */
const BATCH = 200;

/**
 * Claims the reminders that are due (`claimDueReminders`). Sending follows the claim: a process
 * that dies in between sends nothing, which for a reminder beats sending twice.
 */
function claimDue(ctx: AppContext, reminder: Reminder) {
  return claimDueReminders(ctx.db, reminder, BATCH);
}

/** The other party's mobile number, which each sees while the booking is accepted. */
function contactLine(other: Party, t: Translator['t']): string[] {
  return other.mobileNumber && !other.deletedAt
    ? [t('email.reminder.mobile', { name: other.firstName, number: other.mobileNumber })]
    : [];
}

async function remindCustomer(ctx: AppContext, row: BookingRow, reminder: Reminder) {
  const { artist, customer, booking } = row;
  const event = bookingEvent(row, 'customer', ctx.env.PUBLIC_URL, customer.locale);
  await sendTo(
    ctx,
    localLetter(
      customer,
      (t, locale) => ({
        subject: t(
          reminder === 'soon' ? 'email.reminder.soon.subject' : 'email.reminder.customer.subject',
          {
            name: nameOf(artist),
          },
        ),
        heading: t(
          reminder === 'soon' ? 'email.reminder.soon.heading' : 'email.reminder.customer.heading',
          {
            name: customer.firstName,
          },
        ),
        paragraphs: [
          summaryOf(row, 'customer', t, locale),
          t('email.reminder.map', { url: mapLinkOf(row, 'customer') }),
          [
            t('email.reminder.code', { code: booking.bookCode ?? '' }),
            t('email.reminder.give', { name: artist.firstName }),
            ...contactLine(artist, t),
          ].join('\n'),
        ],
        action: { label: t('email.reminder.seeBooking'), path: '/bookings-user' },
      }),
      [bookingCalendarFile(event)],
    ),
  );
}

async function remindArtist(ctx: AppContext, row: BookingRow) {
  const { artist, customer } = row;
  const event = bookingEvent(row, 'artist', ctx.env.PUBLIC_URL, artist.locale);
  await sendTo(
    ctx,
    localLetter(
      artist,
      (t, locale) => ({
        subject: t('email.reminder.artist.subject', { name: nameOf(customer) }),
        heading: t('email.reminder.artist.heading', { name: artist.firstName }),
        paragraphs: [
          summaryOf(row, 'artist', t, locale),
          t('email.reminder.map', { url: mapLinkOf(row, 'artist') }),
          [
            t('email.accepted.artist.code', { name: customer.firstName }),
            ...contactLine(customer, t),
          ].join('\n'),
        ],
        action: { label: t('email.booking.seeBookings'), path: '/bookings' },
      }),
      [bookingCalendarFile(event)],
    ),
  );
}

/**
 * Reminders of accepted bookings: both parties the day before (from 24 hours ahead), and the
 * customer again two hours before. Never for a booking no longer accepted, never twice.
 */
export async function sendDueReminders(ctx: AppContext): Promise<number> {
  let sent = 0;
  for (const reminder of ['day-before', 'soon'] as const) {
    for (const { id, passedOver } of await claimDue(ctx, reminder)) {
      if (passedOver) continue;
      const row = await findBookingRow(ctx.db, id);
      if (!row) continue;
      await remindCustomer(ctx, row, reminder);
      if (reminder === 'day-before') await remindArtist(ctx, row);
      sent += 1;
    }
  }
  if (sent > 0) ctx.log.info({ count: sent }, 'booking reminders sent');
  return sent;
}
