import { and, eq, inArray, notExists, sql } from 'drizzle-orm';
import { PRODUCT_NAME } from '#shared/brand.ts';
import { formatCents } from '#shared/domain/money.ts';
import { reminderStep } from '#shared/domain/tax-reminders.ts';
import {
  emptyQuarter,
  quarters as quarterList,
  torontoQuarter,
  yearTotals,
  type QuarterFigures,
} from '#shared/domain/tax.ts';
import type { TaxStatement } from '#shared/schemas/tax.ts';
import type { Db } from '../../db/open-db.ts';
import {
  ledgerEntries,
  taxDetails,
  taxReminders,
  taxSellerCopies,
  users,
} from '../../db/schema/index.ts';
import type { AppContext } from '../../context.ts';
import { sendBrandedEmail } from '../../integrations/email/send-branded-email.ts';
import { artistYears, isReportable, yearFigures } from './tax-figures.ts';

/** Earnings → Statements: her year by quarter, the same figures the return reports. */
export async function taxStatement(
  ctx: AppContext,
  artistId: string,
  year: number,
): Promise<TaxStatement> {
  const figures = await yearFigures(ctx.db, year, artistId);
  const quarters = figures.get(artistId) ?? quarterList.map(emptyQuarter);
  return {
    year,
    quarters,
    total: yearTotals(quarters),
    years: await artistYears(ctx.db, artistId),
  };
}

const csvColumns: Array<[string, (q: Omit<QuarterFigures, 'quarter'>) => number, boolean]> = [
  ['Clients paid for services', (q) => q.grossCents, true],
  ['Services', (q) => q.services, false],
  ['Commission withheld', (q) => q.commissionCents, true],
  ['Tips', (q) => q.tipsCents, true],
  ['Refunds', (q) => q.refundsCents, true],
  ['HST collected', (q) => q.hstCents, true],
  ['Taxes withheld', (q) => q.taxesWithheldCents, true],
  ['Payouts', (q) => q.payoutsCents, true],
  ['Consideration reported', (q) => q.considerationCents, true],
];

const dollarsText = (cents: number) => (cents / 100).toFixed(2);

/** The statement as CSV: a row per quarter and the year's total, dollars with 2 decimals. */
export function statementCsv(statement: TaxStatement): string {
  const header = ['Period', ...csvColumns.map(([name]) => name)].join(',');
  const row = (label: string, q: Omit<QuarterFigures, 'quarter'>) =>
    [label, ...csvColumns.map(([, pick, money]) => (money ? dollarsText(pick(q)) : pick(q)))].join(
      ',',
    );
  const lines = statement.quarters.map((q) => row(`${statement.year} Q${q.quarter}`, q));
  return [header, ...lines, row(`${statement.year} total`, statement.total)].join('\r\n') + '\r\n';
}

/** Artists credited with any earnings who have not given their tax details. */
async function artistsWithoutDetails(db: Db): Promise<string[]> {
  const rows = await db
    .selectDistinct({ userId: ledgerEntries.userId })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.account, 'artist_payable'),
        sql`${ledgerEntries.amountCents} < 0`,
        notExists(db.select().from(taxDetails).where(eq(taxDetails.userId, ledgerEntries.userId))),
      ),
    );
  return rows.flatMap((r) => (r.userId ? [r.userId] : []));
}

/**
 * The daily reminder job: an artist with earnings and no details is e-mailed (and sees a
 * notice under Earnings) at most twice; TAX_HOLD_DAYS after the second, her payouts are held.
 * Each step is a conditional write, so two processes never send the same reminder twice.
 */
export async function remindMissingTaxDetails(ctx: AppContext, now = new Date()): Promise<void> {
  const ids = await artistsWithoutDetails(ctx.db);
  if (ids.length === 0) return;
  const states = new Map(
    (await ctx.db.select().from(taxReminders).where(inArray(taxReminders.userId, ids))).map((r) => [
      r.userId,
      r,
    ]),
  );
  for (const userId of ids) {
    const state = states.get(userId) ?? null;
    const step = reminderStep(state, now, ctx.env.TAX_HOLD_DAYS);
    if (step === 'none') continue;
    await ctx.db.transaction(async (tx) => {
      if (step === 'hold') {
        await tx
          .update(taxReminders)
          .set({ heldSince: now })
          .where(and(eq(taxReminders.userId, userId), sql`${taxReminders.heldSince} is null`));
        return;
      }
      const count = (state?.count ?? 0) + 1;
      const written = state
        ? await tx
            .update(taxReminders)
            .set({ count, lastSentAt: now })
            .where(and(eq(taxReminders.userId, userId), eq(taxReminders.count, state.count)))
            .returning({ userId: taxReminders.userId })
        : await tx
            .insert(taxReminders)
            .values({ userId, count, lastSentAt: now })
            .onConflictDoNothing()
            .returning({ userId: taxReminders.userId });
      if (written.length === 0) return;
      const [user] = await tx
        .select({ email: users.email })
        .from(users)
        .where(eq(users.id, userId));
      if (!user) return;
      await sendBrandedEmail(
        { ...ctx, db: tx },
        { to: user.email, subject: `${PRODUCT_NAME} needs your tax details` },
        {
          heading: 'Your tax details are missing',
          paragraphs: [
            `Canada's reporting rules for digital platforms (Part XX of the Income Tax Act) require ${PRODUCT_NAME} to collect the tax details of every artist it pays and report her earnings to the CRA each year.`,
            count < 2
              ? 'Please add them under Settings → Tax details. It takes two minutes.'
              : `This is our last reminder: if they are still missing in ${ctx.env.TAX_HOLD_DAYS} days, your payouts will be held until you add them.`,
          ],
          action: { label: 'Add my tax details', path: '/settings/tax' },
        },
      );
    });
  }
}

/**
 * The January job: each artist reported for last year gets her figures by e-mail (once: a
 * row per artist and year is written with the message, in one transaction). Amounts only:
 * never her number or date of birth.
 */
export async function sendSellerCopies(ctx: AppContext, now = new Date()): Promise<number> {
  const year = torontoQuarter(now).year - 1;
  const figures = await yearFigures(ctx.db, year);
  let sent = 0;
  for (const [userId, quarters] of figures) {
    if (!isReportable(quarters)) continue;
    const total = yearTotals(quarters);
    const done = await ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(taxSellerCopies)
        .values({ year, userId })
        .onConflictDoNothing()
        .returning({ userId: taxSellerCopies.userId });
      if (!row) return false;
      const [user] = await tx
        .select({ email: users.email })
        .from(users)
        .where(eq(users.id, userId));
      if (!user) return false;
      await sendBrandedEmail(
        { ...ctx, db: tx },
        { to: user.email, subject: `Your ${year} earnings statement from ${PRODUCT_NAME}` },
        {
          heading: `Your ${year} statement`,
          paragraphs: [
            `${PRODUCT_NAME} reports these figures to the CRA for ${year}, as Part XX of the Income Tax Act requires. Keep them for your own return.`,
            {
              lines: [
                ...quarters.map((q) => ({
                  label: `Q${q.quarter}: ${q.services} services`,
                  amount: formatCents(q.considerationCents),
                })),
                { label: 'Clients paid for your services', amount: formatCents(total.grossCents) },
                { label: 'Commission withheld', amount: formatCents(total.commissionCents) },
                { label: 'Tips', amount: formatCents(total.tipsCents) },
                { label: 'Refunds', amount: formatCents(total.refundsCents) },
                { label: 'HST collected', amount: formatCents(total.hstCents) },
                {
                  label: 'Reported to the CRA',
                  amount: formatCents(total.considerationCents),
                  strong: true,
                },
              ],
            },
          ],
          action: { label: 'See your statement', path: `/earnings/statements?year=${year}` },
        },
      );
      return true;
    });
    if (done) sent += 1;
  }
  return sent;
}
