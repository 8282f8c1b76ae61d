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
import { serverTranslator } from '#shared/i18n/catalogues.ts';
import { DEFAULT_LOCALE, type Locale } from '#shared/i18n/locales.ts';
import type { MessageKey } from '#shared/i18n/translator.ts';
import type { Db } from '../../db/db.ts';
import type { AppContext } from '../../context.ts';
import { recipientLocale, sendBrandedEmail } from '../../integrations/email/send-branded-email.ts';
import { artistYears, isReportable, yearFigures } from './tax-figures.ts';
import {
  countReminder,
  findEarnersWithoutDetails,
  findUserEmail,
  holdPayouts,
  insertFirstReminder,
  insertSellerCopy,
  listReminders,
} from './tax.queries.ts';

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

type Figures = Omit<QuarterFigures, 'quarter'>;

/** The CSV's columns: the name's key, the figure, whether it is money. */
const csvColumns: Array<[MessageKey, (q: Figures) => number, boolean]> = [
  ['answer.statementCsv.gross', (q) => q.grossCents, true],
  ['answer.statementCsv.services', (q) => q.services, false],
  ['answer.statementCsv.commission', (q) => q.commissionCents, true],
  ['answer.statementCsv.tips', (q) => q.tipsCents, true],
  ['answer.statementCsv.refunds', (q) => q.refundsCents, true],
  ['answer.statementCsv.hst', (q) => q.hstCents, true],
  ['answer.statementCsv.withheld', (q) => q.taxesWithheldCents, true],
  ['answer.statementCsv.payouts', (q) => q.payoutsCents, true],
  ['answer.statementCsv.reported', (q) => q.considerationCents, true],
];

const dollarsText = (cents: number) => (cents / 100).toFixed(2);

/** A CSV field: quoted when it holds a comma, a quote or a line break (RFC 4180). */
const csvField = (text: string) =>
  /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;

/**
 * The statement as CSV: a row per quarter and the year's total, dollars with 2 decimals (a
 * point, for spreadsheets to read in any language); the names in `locale`.
 */
export function statementCsv(statement: TaxStatement, locale: Locale = DEFAULT_LOCALE): string {
  const { t } = serverTranslator(locale);
  const { year } = statement;
  const header = [t('answer.statementCsv.period'), ...csvColumns.map(([key]) => t(key))]
    .map(csvField)
    .join(',');
  const row = (label: string, q: Figures) =>
    [
      csvField(label),
      ...csvColumns.map(([, pick, money]) => (money ? dollarsText(pick(q)) : pick(q))),
    ].join(',');
  const lines = statement.quarters.map((q) =>
    row(t('answer.statementCsv.quarter', { year: String(year), quarter: q.quarter }), q),
  );
  const total = row(t('answer.statementCsv.total', { year: String(year) }), statement.total);
  return [header, ...lines, total].join('\r\n') + '\r\n';
}

/** GET …/csv: the artist's statement in her account's language. */
export async function statementCsvOf(
  ctx: AppContext,
  artist: { id: string; email: string },
  year: number,
): Promise<string> {
  const statement = await taxStatement(ctx, artist.id, year);
  return statementCsv(statement, await recipientLocale(ctx.db, artist.email));
}

/** Artists credited with any earnings who have not given their tax details. */
async function artistsWithoutDetails(db: Db): Promise<string[]> {
  const rows = await findEarnersWithoutDetails(db);
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
  const states = new Map((await listReminders(ctx.db, ids)).map((r) => [r.userId, r]));
  for (const userId of ids) {
    const state = states.get(userId) ?? null;
    const step = reminderStep(state, now, ctx.env.TAX_HOLD_DAYS);
    if (step === 'none') continue;
    await ctx.db.transaction(async (tx) => {
      if (step === 'hold') {
        await holdPayouts(tx, userId, now);
        return;
      }
      const count = (state?.count ?? 0) + 1;
      const written = state
        ? await countReminder(tx, userId, state.count, count, now)
        : await insertFirstReminder(tx, userId, count, now);
      if (!written) return;
      const user = await findUserEmail(tx, userId);
      if (!user) return;
      await sendBrandedEmail({ ...ctx, db: tx }, { to: user.email }, (t) => ({
        subject: t('email.tax.remind.subject', { product: PRODUCT_NAME }),
        heading: t('email.tax.remind.heading'),
        paragraphs: [
          t('email.tax.remind.why', { product: PRODUCT_NAME }),
          count < 2
            ? t('email.tax.remind.first')
            : t('email.tax.remind.last', { days: ctx.env.TAX_HOLD_DAYS }),
        ],
        action: { label: t('email.tax.remind.action'), path: '/settings/tax' },
      }));
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
      if (!(await insertSellerCopy(tx, year, userId))) return false;
      const user = await findUserEmail(tx, userId);
      if (!user) return false;
      await sendBrandedEmail({ ...ctx, db: tx }, { to: user.email }, (t, locale) => {
        const money = (cents: number) => formatCents(cents, locale);
        const names = { product: PRODUCT_NAME, year: String(year) };
        return {
          subject: t('email.tax.copy.subject', names),
          heading: t('email.tax.copy.heading', names),
          paragraphs: [
            t('email.tax.copy.body', names),
            {
              lines: [
                ...quarters.map((q) => ({
                  label: t('email.tax.copy.quarter', { quarter: q.quarter, count: q.services }),
                  amount: money(q.considerationCents),
                })),
                { label: t('email.tax.copy.gross'), amount: money(total.grossCents) },
                { label: t('email.tax.copy.commission'), amount: money(total.commissionCents) },
                { label: t('email.tax.copy.tips'), amount: money(total.tipsCents) },
                { label: t('email.tax.copy.refunds'), amount: money(total.refundsCents) },
                { label: t('email.tax.copy.hst'), amount: money(total.hstCents) },
                {
                  label: t('email.tax.copy.reported'),
                  amount: money(total.considerationCents),
                  strong: true,
                },
              ],
            },
          ],
          action: { label: t('email.tax.copy.action'), path: `/earnings/statements?year=${year}` },
        };
      });

      return true;
    });
    if (done) sent += 1;
  }
  return sent;
}
