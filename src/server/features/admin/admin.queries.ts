import { and, count, desc, eq, gte, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { NO_SHOW_DAYS, type AuditAction } from '#shared/domain/admin.ts';
import { owedToArtists } from '../../money/ledger.ts';
import type { Db } from '../../db/open-db.ts';
import {
  adminEmails,
  auditLog,
  bookings,
  helpMessages,
  payments,
  profiles,
  refunds,
  reviewComments,
  users,
} from '../../db/schema/index.ts';

export async function findLiveUserIdByEmail(db: Db, email: string): Promise<string | null> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(sql`lower(${users.email})`, email.toLowerCase()), isNull(users.deletedAt)));
  return row?.id ?? null;
}

const int = (value: unknown) => Number(value ?? 0);

/** The overview's people counts: live accounts, artists, verified, waiting, blocked. */
export async function countPeople(db: Db) {
  const [people] = await db
    .select({
      users: count(),
      blocked: count(users.blockedAt),
    })
    .from(users)
    .where(isNull(users.deletedAt));
  const [artists] = await db
    .select({
      artists: count(),
      verified: count(profiles.verifiedAt),
      waiting: sql<number>`count(*) filter (where ${profiles.verifiedAt} is null and ${profiles.submittedAt} is not null and ${users.blockedAt} is null)`,
      oldest: sql<Date | null>`min(${profiles.submittedAt}) filter (where ${profiles.verifiedAt} is null and ${users.blockedAt} is null)`,
    })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(isNull(users.deletedAt));
  const oldest = artists?.oldest ? new Date(artists.oldest) : null;
  return {
    users: int(people?.users),
    blocked: int(people?.blocked),
    artists: int(artists?.artists),
    verified: int(artists?.verified),
    waiting: int(artists?.waiting),
    oldest,
  };
}

/** Bookings made since `since`, by state. */
export async function countBookingsSince(db: Db, since: Date) {
  return db
    .select({ state: bookings.state, count: count() })
    .from(bookings)
    .where(gte(bookings.createdAt, since))
    .groupBy(bookings.state);
}

/** Money since `since` (charges that succeeded, refunds made) and what payouts owe now. */
export async function sumMoneySince(db: Db, since: Date) {
  const [charged] = await db
    .select({
      amount: sql<string>`coalesce(sum(${payments.amountCents}), 0)`,
      fees: sql<string>`coalesce(sum(${payments.feeCents}), 0)`,
      commission: sql<string>`coalesce(sum(${payments.commissionCents}), 0)`,
    })
    .from(payments)
    .where(and(eq(payments.status, 'succeeded'), gte(payments.paidAt, since)));
  const [refunded] = await db
    .select({ amount: sql<string>`coalesce(sum(${refunds.amountCents}), 0)` })
    .from(refunds)
    .where(and(eq(refunds.status, 'succeeded'), gte(refunds.createdAt, since)));
  // Owed to artists, tips included: the ledger's one query, as Earnings and payouts read it.
  const due = await owedToArtists(db);
  return {
    chargedCents: int(charged?.amount),
    feesCents: int(charged?.fees),
    commissionCents: int(charged?.commission),
    refundsCents: int(refunded?.amount),
    payoutsDueCents: due,
  };
}

/** Each artist's no-shows of the last 90 days, and how many of them wait for a settlement. */
export async function countNoShows(db: Db) {
  const rows = await db
    .select({
      artistId: bookings.artistId,
      artistName: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
      count: count(),
      disputed:
        sql<number>`count(*) filter (where ${bookings.noShowDisputedAt} is not null and ${bookings.noShowSettledAt} is null)`.mapWith(
          Number,
        ),
    })
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.artistId))
    .where(
      and(
        eq(bookings.state, 'no-show'),
        gte(bookings.noShowAt, sql`now() - make_interval(days => ${NO_SHOW_DAYS})`),
      ),
    )
    .groupBy(bookings.artistId, users.firstName, users.lastName)
    .orderBy(sql`count(*) desc`, bookings.artistId)
    .limit(20);
  return rows.map((r) => ({ ...r, count: Number(r.count) }));
}

export async function countFollowUps(db: Db) {
  const [help] = await db
    .select({ open: count() })
    .from(helpMessages)
    .where(eq(helpMessages.status, 'open'));
  const [failed] = await db
    .select({ failed: count() })
    .from(payments)
    .where(and(eq(payments.status, 'failed'), isNull(payments.resolvedAt)));
  return { openHelpMessages: int(help?.open), failedCharges: int(failed?.failed) };
}

const actor = alias(users, 'actor');
const target = alias(users, 'target');
const AUDIT_PAGE = 25;

/** The audit log, newest first: by action, and by a name or e-mail of either person. */
export async function listAudit(
  db: Db,
  filter: { action?: AuditAction | undefined; q?: string | undefined; page: number },
) {
  const conditions: SQL[] = [];
  if (filter.action) conditions.push(eq(auditLog.action, filter.action));
  if (filter.q) {
    const pattern = `%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const who = (u: typeof actor | typeof target) =>
      or(ilike(sql`${u.firstName} || ' ' || ${u.lastName}`, pattern), ilike(u.email, pattern));
    conditions.push(or(who(actor), who(target), ilike(auditLog.reason, pattern))!);
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, totals] = await Promise.all([
    db
      .select({
        id: auditLog.id,
        action: auditLog.action,
        actorName: sql<string>`${actor.firstName} || ' ' || ${actor.lastName}`,
        targetName: sql<
          string | null
        >`case when ${target.id} is null then null else ${target.firstName} || ' ' || ${target.lastName} || ' <' || ${target.email} || '>' end`,
        subjectId: auditLog.subjectId,
        reason: auditLog.reason,
        createdAt: auditLog.createdAt,
      })
      .from(auditLog)
      .innerJoin(actor, eq(actor.id, auditLog.actorId))
      .leftJoin(target, eq(target.id, auditLog.targetUserId))
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(AUDIT_PAGE)
      .offset(filter.page * AUDIT_PAGE),
    db
      .select({ total: count() })
      .from(auditLog)
      .innerJoin(actor, eq(actor.id, auditLog.actorId))
      .leftJoin(target, eq(target.id, auditLog.targetUserId))
      .where(where),
  ]);
  return {
    entries: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
    total: int(totals[0]?.total),
  };
}

/** The help inbox: messages (newest first) with the comment a report names. */
const disputingCustomers = alias(users, 'disputing_customer');
const disputedArtists = alias(users, 'disputed_artist');

/**
 * The inbox's messages, newest first: a reported review comes with the comment, a disputed
 * no-show with its booking, both parties' names and the fee charged.
 */
export async function listHelpMessages(db: Db, status: 'open' | 'answered' | 'closed' | 'all') {
  return db
    .select({
      message: helpMessages,
      comment: {
        id: reviewComments.id,
        artistId: reviewComments.artistId,
        subject: reviewComments.subject,
        text: reviewComments.text,
        deletedAt: reviewComments.deletedAt,
      },
      noShow: {
        bookingId: bookings.id,
        appointmentAt: bookings.appointmentAt,
        markedAt: bookings.noShowAt,
        settlement: bookings.noShowSettlement,
        chargedCents: payments.amountCents,
        customerFirst: disputingCustomers.firstName,
        customerLast: disputingCustomers.lastName,
        artistFirst: disputedArtists.firstName,
        artistLast: disputedArtists.lastName,
      },
    })
    .from(helpMessages)
    .leftJoin(reviewComments, eq(reviewComments.id, helpMessages.reviewCommentId))
    .leftJoin(bookings, and(eq(bookings.id, helpMessages.bookingId), eq(bookings.state, 'no-show')))
    .leftJoin(payments, eq(payments.bookingId, bookings.id))
    .leftJoin(disputingCustomers, eq(disputingCustomers.id, bookings.customerId))
    .leftJoin(disputedArtists, eq(disputedArtists.id, bookings.artistId))
    .where(status === 'all' ? undefined : eq(helpMessages.status, status))
    .orderBy(desc(helpMessages.createdAt))
    .limit(100);
}

export async function findHelpMessage(db: Db, id: string) {
  const [row] = await db.select().from(helpMessages).where(eq(helpMessages.id, id)).for('update');
  return row ?? null;
}

/** A message an admin sent, kept as sent. */
export type SentEmail = Omit<typeof adminEmails.$inferInsert, 'id' | 'createdAt'>;

/** Keeps a message an admin sent; its id. */
export async function insertAdminEmail(db: Db, email: SentEmail): Promise<string> {
  const [row] = await db.insert(adminEmails).values(email).returning({ id: adminEmails.id });
  return row!.id;
}

/** The last 100 messages admins sent, newest first, with the sender's name. */
export function listAdminEmails(db: Db) {
  return db
    .select({
      id: adminEmails.id,
      toEmail: adminEmails.toEmail,
      subject: adminEmails.subject,
      title: adminEmails.title,
      sentBy: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
      createdAt: adminEmails.createdAt,
      helpMessageId: adminEmails.helpMessageId,
    })
    .from(adminEmails)
    .innerJoin(users, eq(users.id, adminEmails.sentBy))
    .orderBy(desc(adminEmails.createdAt))
    .limit(100);
}

export async function setHelpMessageStatus(
  db: Db,
  id: string,
  status: 'open' | 'answered' | 'closed',
): Promise<void> {
  await db
    .update(helpMessages)
    .set({ status, updatedAt: sql`now()` })
    .where(eq(helpMessages.id, id));
}
