import { and, asc, desc, eq, gt, gte, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { countsForBadge, type BookingState } from '#shared/domain/bookings.ts';
import { artistUser, customerUser } from '../../db/aliases.ts';
import type { Db } from '../../db/open-db.ts';
import { bookings, payments, profiles, reviewComments } from '../../db/schema/index.ts';
import { refundedSum } from '../../money/settlement-rules.ts';

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

/** Some of a booking's columns, as a change writes them. */
export type BookingChange = Partial<typeof bookings.$inferInsert>;
/** A payment as stored, as the e-mails of a charge read it. */
export type PaymentRow = typeof payments.$inferSelect;

/** Writes `change` only while the booking is still in `from`: the changed booking, or null. */
export async function updateBookingInState(
  db: Db,
  bookingId: string,
  from: BookingState,
  change: BookingChange,
) {
  const [changed] = await db
    .update(bookings)
    .set(change)
    .where(and(eq(bookings.id, bookingId), eq(bookings.state, from)))
    .returning();
  return changed ?? null;
}

/** How many payments a booking has (a charge opened on it). */
export function countPaymentsOf(db: Db, bookingId: string) {
  return db.$count(payments, eq(payments.bookingId, bookingId));
}

/**
 * Counts a wrong code in one statement (so attempts at once all count); the last allowed one
 * locks completion for `lockMs` and starts the count again. Answers the lock as stored.
 */
export async function recordWrongCode(
  db: Db,
  bookingId: string,
  limits: { attempts: number; lockMs: number },
) {
  const locks = sql`${bookings.codeAttempts} + 1 >= ${limits.attempts}`;
  const [row] = await db
    .update(bookings)
    .set({
      codeAttempts: sql`case when ${locks} then 0 else ${bookings.codeAttempts} + 1 end`,
      codeLockedUntil: sql`case when ${locks} then now() + ${limits.lockMs} * interval '1 millisecond' else ${bookings.codeLockedUntil} end`,
    })
    .where(eq(bookings.id, bookingId))
    .returning({ lockedUntil: bookings.codeLockedUntil });
  return row?.lockedUntil ?? null;
}

/** Completed bookings without a receipt yet (only `bookingId`, when given), up to 100. */
export function listDueReceipts(db: Db, bookingId?: string) {
  return db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.state, 'completed'),
        isNull(bookings.receiptSentAt),
        bookingId ? eq(bookings.id, bookingId) : undefined,
      ),
    )
    .limit(100);
}

/** Marks the receipt sent, unless another sender did: true when this caller claimed it. */
export async function claimReceipt(db: Db, bookingId: string): Promise<boolean> {
  const [claimed] = await db
    .update(bookings)
    .set({ receiptSentAt: sql`now()` })
    .where(and(eq(bookings.id, bookingId), isNull(bookings.receiptSentAt)))
    .returning({ id: bookings.id });
  return Boolean(claimed);
}

interface ExpiredRow {
  id: string;
  customer_id: string;
  artist_id: string;
  appointment_at: string | Date;
}

/**
 * Moves up to `batch` requests past `respond_by` from `from` to `to`, conditional on the state
 * (SKIP LOCKED lets two instances share a backlog). Answers what each one was.
 */
export async function declineExpiredRequests(
  tx: Db,
  transition: { from: BookingState; to: BookingState },
  batch: number,
) {
  const result: unknown = await tx.execute(sql`
    update bookings set state = ${transition.to}, decided_at = now(), updated_at = now()
    where bookings.id in (
      select due.id from bookings due
      where due.state = ${transition.from} and due.respond_by <= now()
      order by due.respond_by
      limit ${batch}
      for update skip locked
    ) and bookings.state = ${transition.from}
    returning bookings.id, customer_id, artist_id, appointment_at`);
  // Both drivers answer `execute` with `{ rows }`.
  return (result as { rows: ExpiredRow[] }).rows.map((r) => ({
    id: r.id,
    customerId: r.customer_id,
    artistId: r.artist_id,
    appointmentAt: new Date(r.appointment_at),
  }));
}

const ended = {
  id: bookings.id,
  customerId: bookings.customerId,
  artistId: bookings.artistId,
  appointmentAt: bookings.appointmentAt,
};

const partyOf = (userId: string) =>
  or(eq(bookings.artistId, userId), eq(bookings.customerId, userId));

/** Declines every request of `userId` (as either party) still in `from`. */
export function declineRequestsOf(
  tx: Db,
  userId: string,
  transition: { from: BookingState; to: BookingState },
) {
  return tx
    .update(bookings)
    .set({ state: transition.to, decidedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(partyOf(userId), eq(bookings.state, transition.from)))
    .returning(ended);
}

/** Calls off the upcoming bookings of `userId` still in `from` that have no charge, with a note. */
export function withdrawUpcomingOf(
  tx: Db,
  userId: string,
  transition: { from: BookingState; to: BookingState },
  note: string,
) {
  const noCharge = sql`not exists (select 1 from ${payments} where ${payments.bookingId} = ${bookings.id})`;
  return tx
    .update(bookings)
    .set({
      state: transition.to,
      text: note,
      cancelledAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        partyOf(userId),
        eq(bookings.state, transition.from),
        gt(bookings.appointmentAt, sql`now()`),
        noCharge,
      ),
    )
    .returning(ended);
}
