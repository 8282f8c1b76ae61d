import { and, asc, desc, eq, gte, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { countsForBadge } from '#shared/domain/bookings.ts';
import type { Db } from '../../db/open-db.ts';
import { bookings, payments, profiles, reviewComments, users } from '../../db/schema/index.ts';
import { refundedSum } from '../../money/settlement-rules.ts';

const artistUser = alias(users, 'artist_user');
const customerUser = alias(users, 'customer_user');

const party = (u: typeof artistUser | typeof customerUser) => ({
  id: u.id,
  firstName: u.firstName,
  lastName: u.lastName,
  email: u.email,
  /** The language her e-mails are written in (decision 0037). */
  locale: u.locale,
  mobileNumber: u.mobileNumber,
  deletedAt: u.deletedAt,
});

/**
 * A booking with what its views and e-mails need: both parties, the artist's studio (the place
 * of an artistSite booking is read from the profile, so a moved studio shows its new street),
 * its payment, and the customer's review while it is shown.
 */
function selectBookingRows(db: Db, where: SQL | undefined) {
  return db
    .select({
      booking: bookings,
      artist: party(artistUser),
      customer: party(customerUser),
      studioStreet: profiles.street,
      studioPostalCode: profiles.postalCode,
      payment: {
        status: payments.status,
        kind: payments.kind,
        amountCents: payments.amountCents,
        subtotalCents: payments.subtotalCents,
        feeCents: payments.feeCents,
        commissionCents: payments.commissionCents,
        refundedCents: payments.refundedCents,
        paidAt: payments.paidAt,
        gatewayCardId: payments.gatewayCardId,
        failureMessage: payments.failureMessage,
        // What succeeded refunds took back from the service part and the commission: the
        // artist's payout net of refunds, as the ledger has it.
        refundedSubtotalCents: refundedSum('subtotal_cents'),
        refundedCommissionCents: refundedSum('commission_cents'),
      },
      reviewId: reviewComments.id,
    })
    .from(bookings)
    .innerJoin(artistUser, eq(artistUser.id, bookings.artistId))
    .innerJoin(customerUser, eq(customerUser.id, bookings.customerId))
    .leftJoin(profiles, eq(profiles.userId, bookings.artistId))
    .leftJoin(payments, eq(payments.bookingId, bookings.id))
    .leftJoin(
      reviewComments,
      and(eq(reviewComments.bookingId, bookings.id), isNull(reviewComments.deletedAt)),
    )
    .where(where);
}
export type BookingRow = Awaited<ReturnType<typeof selectBookingRows>>[number];

/**
 * The row `findBookingRow` would read, for a booking its own transaction just inserted (no
 * payment or review yet): made from what the transaction already holds, not read back.
 */
export function newBookingRow(
  booking: BookingRow['booking'],
  parties: Pick<BookingRow, 'artist' | 'customer' | 'studioStreet' | 'studioPostalCode'>,
): BookingRow {
  return { booking, ...parties, payment: null, reviewId: null };
}

/** One booking, only if `userId` is its artist or its customer. */
export async function findPartyBooking(db: Db, bookingId: string, userId: string) {
  const [row] = await selectBookingRows(
    db,
    and(
      eq(bookings.id, bookingId),
      or(eq(bookings.artistId, userId), eq(bookings.customerId, userId)),
    ),
  );
  return row ?? null;
}

/** One booking by id, for jobs and e-mails after a change the caller was checked for. */
export async function findBookingRow(db: Db, bookingId: string) {
  // Named, so each connection plans this six-table join once (planning it cost 15 times
  // running it, twice per new booking).
  const [row] = await selectBookingRows(db, eq(bookings.id, sql.placeholder('id')))
    .prepare('booking_row')
    .execute({ id: bookingId });
  return row ?? null;
}

/** Lists have no pages yet; this bounds an answer should someone have thousands. */
const LIST_LIMIT = 500;

/** The caller's bookings as artist or as customer, the newest request first. */
export function listBookingRows(db: Db, userId: string, as: 'artist' | 'customer') {
  const mine = as === 'artist' ? eq(bookings.artistId, userId) : eq(bookings.customerId, userId);
  return selectBookingRows(db, mine)
    .orderBy(desc(bookings.createdAt), desc(bookings.id))
    .limit(LIST_LIMIT);
}

/** Badge counts: the rule per state is the domain's (`countsForBadge`); SQL only groups. */
export async function countBadges(db: Db, userId: string) {
  const rows = await db
    .select({
      state: bookings.state,
      asArtist: sql<boolean>`${bookings.artistId} = ${userId}`,
      count: sql<number>`count(*)::int`,
    })
    .from(bookings)
    .where(or(eq(bookings.artistId, userId), eq(bookings.customerId, userId)))
    .groupBy(bookings.state, sql`2`);
  const badges = { artist: 0, customer: 0 };
  for (const row of rows) {
    const viewer = row.asArtist ? 'artist' : 'customer';
    if (countsForBadge(row.state, viewer)) badges[viewer] += row.count;
  }
  return badges;
}

/** How far back a calendar subscription reaches: recent history, then everything ahead. */
const CALENDAR_PAST_DAYS = 90;

/**
 * A person's bookings for their calendar, as artist and as customer: requests waiting for an
 * answer, accepted and completed ones, from 90 days ago on, the soonest first.
 */
export function listCalendarRows(db: Db, userId: string) {
  return selectBookingRows(
    db,
    and(
      or(eq(bookings.artistId, userId), eq(bookings.customerId, userId)),
      inArray(bookings.state, ['request', 'accepted', 'completed']),
      gte(bookings.appointmentAt, sql`now() - make_interval(days => ${CALENDAR_PAST_DAYS})`),
    ),
  )
    .orderBy(asc(bookings.appointmentAt), asc(bookings.id))
    .limit(LIST_LIMIT);
}
