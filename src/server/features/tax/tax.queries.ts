import { and, asc, desc, eq, inArray, isNull, notExists, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/db.ts';
import {
  hstThresholdNotices,
  ledgerEntries,
  profiles,
  taxDetails,
  taxFilings,
  taxReminders,
  taxSellerCopies,
  users,
  type FiledSeller,
} from '../../db/schema/index.ts';
import { rowsOf as rowsFrom } from '../../jobs/queue.ts';

/* The tax feature's SQL: the ledger's figures by quarter, details, reminders, notices, filings. */

export type { FiledSeller };
export type TaxReminderRow = typeof taxReminders.$inferSelect;
export type TaxDetailsValues = Pick<
  typeof taxDetails.$inferInsert,
  'kind' | 'sealed' | 'maskedNumber' | 'countryOfResidence'
>;

const rowsOf = async <T>(db: Db, query: SQL): Promise<T[]> => rowsFrom<T>(await db.execute(query));

// ---- the ledger's figures ----

/** One artist's quarter as the ledger sums it (bigint sums may come back as text). */
export interface QuarterFigureRow {
  artist_id: string;
  quarter: number;
  gross: string | number;
  refunds: string | number;
  commission: string | number;
  tips: string | number;
  hst: string | number;
  payouts: string | number;
  services: string | number;
}

/** A year's bounds and the starts of its 2nd, 3rd and 4th quarters, as ISO instants. */
export interface YearBounds {
  from: string;
  until: string;
  q2: string;
  q3: string;
  q4: string;
}

/**
 * The ledger's figures by artist and quarter of the year: a charge's lines and its refunds'
 * count in the quarter the charge was made; tips and payouts when made. The commission lines
 * are the platform's: the charge's payment names whose they are.
 */
export function quarterFigureRows(db: Db, year: YearBounds, artistId?: string) {
  const { from, until, q2, q3, q4 } = year;
  return rowsOf<QuarterFigureRow>(
    db,
    sql`
    with charge_at as (
      select payment_id, min(created_at) as at from ledger_entries
      where payment_id is not null and refund_id is null group by payment_id
    ), lines as (
      select e.account, e.amount_cents::bigint as amount, e.payment_id, e.refund_id, e.payout_id,
        coalesce(p.artist_id, e.user_id) as artist_id, p.kind, coalesce(c.at, e.created_at) as at
      from ledger_entries e
      left join payments p on p.id = e.payment_id
      left join charge_at c on c.payment_id = e.payment_id
      where e.account in ('artist_payable', 'commission', 'artist_hst')
    ), scoped as (
      select *, case when at < ${q2}::timestamptz then 1 when at < ${q3}::timestamptz then 2
        when at < ${q4}::timestamptz then 3 else 4 end as quarter
      from lines
      where at >= ${from}::timestamptz and at < ${until}::timestamptz
        and artist_id is not null ${artistId ? sql`and artist_id = ${artistId}` : sql``}
    ), services as (
      select artist_id, quarter, payment_id from scoped
      where kind = 'service' and account in ('artist_payable', 'commission')
      group by artist_id, quarter, payment_id having sum(amount) < 0
    )
    select s.artist_id, s.quarter,
      sum(case when payment_id is not null and refund_id is null
        and account in ('artist_payable', 'commission') then -amount else 0 end) as gross,
      sum(case when refund_id is not null
        and account in ('artist_payable', 'commission') then amount else 0 end) as refunds,
      sum(case when payment_id is not null and account = 'commission' then -amount else 0 end)
        as commission,
      sum(case when payment_id is null and payout_id is null and account = 'artist_payable'
        then -amount else 0 end) as tips,
      sum(case when account = 'artist_hst' then -amount else 0 end) as hst,
      sum(case when payout_id is not null and account = 'artist_payable' then amount else 0 end)
        as payouts,
      (select count(*) from services v where v.artist_id = s.artist_id and v.quarter = s.quarter)
        as services
    from scoped s group by s.artist_id, s.quarter`,
  );
}

/** When an artist's first ledger line was written (null when she has none). */
export async function firstLedgerLineAt(db: Db, artistId: string) {
  const [row] = await rowsOf<{ first: string | Date | null }>(
    db,
    sql`select min(e.created_at) as first from ledger_entries e
      left join payments p on p.id = e.payment_id
      where coalesce(p.artist_id, e.user_id) = ${artistId}`,
  );
  return row?.first ?? null;
}

// ---- the small-supplier threshold ----

/** The artist's GST/HST number, if she gave one. */
export async function findHstNumber(db: Db, artistId: string) {
  const [profile] = await db
    .select({ hstNumber: profiles.hstNumber })
    .from(profiles)
    .where(eq(profiles.userId, artistId));
  return profile?.hstNumber ?? null;
}

/** The unregistered artists among `ids` (not deleted), with where to write to them. */
export function findUnregisteredArtists(db: Db, ids: string[]) {
  return db
    .select({ id: users.id, email: users.email, firstName: users.firstName })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(and(inArray(users.id, ids), isNull(profiles.hstNumber), isNull(users.deletedAt)));
}

/** Records a threshold notice; false when this one was sent already. */
export async function insertThresholdNotice(
  tx: Db,
  values: typeof hstThresholdNotices.$inferInsert,
) {
  const written = await tx
    .insert(hstThresholdNotices)
    .values(values)
    .onConflictDoNothing()
    .returning({ userId: hstThresholdNotices.userId });
  return written.length > 0;
}

// ---- tax details ----

/** What an artist may see of her own details (never the sealed identity). */
export async function findDetailsShown(db: Db, userId: string) {
  const [row] = await db
    .select({
      kind: taxDetails.kind,
      maskedNumber: taxDetails.maskedNumber,
      countryOfResidence: taxDetails.countryOfResidence,
      updatedAt: taxDetails.updatedAt,
    })
    .from(taxDetails)
    .where(eq(taxDetails.userId, userId));
  return row ?? null;
}

/** How often she was reminded, and since when her payouts are held. */
export async function findReminder(db: Db, userId: string) {
  const [reminder] = await db
    .select({ count: taxReminders.count, heldSince: taxReminders.heldSince })
    .from(taxReminders)
    .where(eq(taxReminders.userId, userId));
  return reminder ?? null;
}

/** Writes or replaces the artist's sealed details. */
export async function upsertTaxDetails(tx: Db, userId: string, values: TaxDetailsValues) {
  await tx
    .insert(taxDetails)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: taxDetails.userId, set: { ...values, updatedAt: sql`now()` } });
}

/** Ends a hold on her payouts for want of details. */
export async function endTaxHold(tx: Db, userId: string) {
  await tx.update(taxReminders).set({ heldSince: null }).where(eq(taxReminders.userId, userId));
}

/** The sealed details of these users. */
export function findSealedDetails(tx: Db, userIds: string[]) {
  return tx
    .select({ userId: taxDetails.userId, sealed: taxDetails.sealed })
    .from(taxDetails)
    .where(inArray(taxDetails.userId, userIds));
}

/** Which of these users gave their details. */
export function findUsersWithDetails(db: Db, userIds: string[]) {
  return db
    .select({ userId: taxDetails.userId })
    .from(taxDetails)
    .where(inArray(taxDetails.userId, userIds));
}

// ---- reminders and sellers' copies ----

/** Users credited with any earnings who have not given their tax details. */
export function findEarnersWithoutDetails(db: Db) {
  return db
    .selectDistinct({ userId: ledgerEntries.userId })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.account, 'artist_payable'),
        sql`${ledgerEntries.amountCents} < 0`,
        notExists(db.select().from(taxDetails).where(eq(taxDetails.userId, ledgerEntries.userId))),
      ),
    );
}

export function listReminders(db: Db, userIds: string[]) {
  return db.select().from(taxReminders).where(inArray(taxReminders.userId, userIds));
}

/** Holds her payouts from `now`, unless they are held already. */
export async function holdPayouts(tx: Db, userId: string, now: Date) {
  await tx
    .update(taxReminders)
    .set({ heldSince: now })
    .where(and(eq(taxReminders.userId, userId), sql`${taxReminders.heldSince} is null`));
}

/** Counts a reminder sent, if the count is still `previousCount`; false when it is not. */
export async function countReminder(
  tx: Db,
  userId: string,
  previousCount: number,
  count: number,
  now: Date,
) {
  const written = await tx
    .update(taxReminders)
    .set({ count, lastSentAt: now })
    .where(and(eq(taxReminders.userId, userId), eq(taxReminders.count, previousCount)))
    .returning({ userId: taxReminders.userId });
  return written.length > 0;
}

/** Records her first reminder; false when another process did. */
export async function insertFirstReminder(tx: Db, userId: string, count: number, now: Date) {
  const written = await tx
    .insert(taxReminders)
    .values({ userId, count, lastSentAt: now })
    .onConflictDoNothing()
    .returning({ userId: taxReminders.userId });
  return written.length > 0;
}

/** Records a seller's copy of a year; false when it was sent already. */
export async function insertSellerCopy(tx: Db, year: number, userId: string) {
  const [row] = await tx
    .insert(taxSellerCopies)
    .values({ year, userId })
    .onConflictDoNothing()
    .returning({ userId: taxSellerCopies.userId });
  return Boolean(row);
}

export async function findUserEmail(db: Db, userId: string) {
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return user ?? null;
}

// ---- the Part XX return ----

/** These sellers' names, e-mail and payout account, by last then first name. */
export function findSellers(db: Db, ids: string[]) {
  return db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      payoutAccountId: profiles.payoutAccountId,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(inArray(users.id, ids))
    .orderBy(asc(users.lastName), asc(users.firstName));
}

/** A year's filings, newest first. */
export function listFilings(db: Db, year: number) {
  return db
    .select()
    .from(taxFilings)
    .where(eq(taxFilings.year, year))
    .orderBy(desc(taxFilings.createdAt));
}

export async function insertFiling(tx: Db, values: typeof taxFilings.$inferInsert) {
  const [filing] = await tx.insert(taxFilings).values(values).returning({ id: taxFilings.id });
  return filing!;
}
