import { findTransition } from '#shared/domain/bookings.ts';
import type { AppContext } from '../../context.ts';
import { queues, type CloseBookingsJob } from '../../jobs/jobs.ts';
import { onBookingsFellThrough, onTimeOpened } from '../../rescue/fell-through.ts';
import { localLetter, nameOf, sendTo, whenOf } from './booking-email-parts.ts';
import {
  declineRequestsOf,
  findBookingRow,
  withdrawUpcomingOf,
  type BookingRow,
} from './bookings.queries.ts';

const declineRequest = findTransition('request', 'declined', 'system')!;
const withdraw = findTransition('accepted', 'declined', 'system')!;

const NOTE = {
  blocked: 'Called off by Blush: the account was closed by our team.',
  deleted: 'Called off by Blush: the account was deleted.',
} as const;

/**
 * An account was blocked or deleted: its open requests are declined and its upcoming accepted
 * bookings cancelled, free for the customer (no charge is opened), and both parties are told.
 * Each update applies only while the booking is still in its state, so a run again (a retry)
 * or a party's change in the same instant is harmless. Past accepted bookings are left for
 * completion by code.
 */
export async function closeBookingsOf(ctx: AppContext, job: CloseBookingsJob): Promise<number> {
  const changed = await ctx.db.transaction(async (tx) => {
    const requests = await declineRequestsOf(tx, job.userId, declineRequest);
    const upcoming = await withdrawUpcomingOf(tx, job.userId, withdraw, NOTE[job.why]);
    const all = [...requests, ...upcoming];
    // An artist who can no longer work leaves her customers to be offered alternatives.
    const onCustomers = all.filter((b) => b.artistId === job.userId);
    await onBookingsFellThrough(tx, onCustomers, 'withdrawn');
    await onTimeOpened(
      tx,
      all.filter((b) => b.artistId !== job.userId),
    );
    return all.map((r) => r.id);
  });
  if (changed.length === 0) return 0;
  const rows = await Promise.all(changed.map((id) => findBookingRow(ctx.db, id)));
  for (const row of rows) if (row) await tellParties(ctx, row, job);
  ctx.log.info({ count: changed.length, why: job.why }, 'bookings of a closed account called off');
  return changed.length;
}

async function tellParties(ctx: AppContext, row: BookingRow, job: CloseBookingsJob) {
  const { artist, customer } = row;
  const closedIsArtist = artist.id === job.userId;
  const other = closedIsArtist ? customer : artist;
  const what = row.booking.cancelledAt ? 'cancelled' : 'declined';
  const letters = [
    localLetter(other, (t, locale) => ({
      subject: t('email.closed.subject', { when: whenOf(row, locale), what }),
      heading: t('email.closed.heading', { name: other.firstName, what }),
      paragraphs: closedIsArtist
        ? [
            t('email.closed.artistGone', { name: nameOf(artist), when: whenOf(row, locale), what }),
            t('email.closed.bookAnother'),
          ]
        : [
            t('email.closed.customerGone', {
              name: nameOf(customer),
              when: whenOf(row, locale),
              what,
            }),
            t('email.closed.nothingElse'),
          ],
      action: closedIsArtist
        ? { label: t('email.closed.findArtist'), path: '/search' }
        : { label: t('email.booking.seeBookings'), path: '/bookings' },
    })),
  ];
  if (job.why === 'blocked') {
    const closed = closedIsArtist ? artist : customer;
    letters.push(
      localLetter(closed, (t, locale) => ({
        subject: t('email.closed.subject', { when: whenOf(row, locale), what }),
        heading: t('email.closed.heading', { name: closed.firstName, what }),
        paragraphs: [
          t('email.closed.blocked', { when: whenOf(row, locale), what }),
          t('email.closed.askHelp'),
        ],
        action: { label: t('email.closed.help'), path: '/help' },
      })),
    );
  }
  await sendTo(ctx, ...letters);
}

/** Runs the `close-bookings` jobs queued when an account is blocked or deleted. */
export function registerCloseBookings(ctx: AppContext): void {
  ctx.jobs.work(queues.closeBookings, async (data) => {
    await closeBookingsOf(ctx, data as CloseBookingsJob);
  });
}
