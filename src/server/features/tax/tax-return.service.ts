import { randomBytes, randomUUID } from 'node:crypto';
import { PRODUCT_NAME } from '#shared/brand.ts';
import type { QuarterFigures } from '#shared/domain/tax.ts';
import type { TaxReturnPreflight } from '#shared/schemas/tax.ts';
import { recordAudit } from '../../audit/audit-log.ts';
import type { Env } from '../../env.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../app-error.ts';
import { completeSet, readIdentitiesForReturn } from './tax-details.service.ts';
import { isReportable, yearFigures } from './tax-figures.ts';
import { partXxXml, type PlatformDetails, type ReportedSeller } from './tax-xml.ts';
import { findSellers, insertFiling, listFilings, type FiledSeller } from './tax.queries.ts';

const platformSettings = [
  'TAX_PLATFORM_LEGAL_NAME',
  'TAX_PLATFORM_BN',
  'TAX_PLATFORM_RZ_ACCOUNT',
  'TAX_PLATFORM_ADDRESS',
  'TAX_PLATFORM_CITY',
  'TAX_PLATFORM_POSTAL_CODE',
] as const;

export const missingPlatformSettings = (env: Env) => platformSettings.filter((name) => !env[name]);

function platformDetails(env: Env): PlatformDetails {
  return {
    legalName: env.TAX_PLATFORM_LEGAL_NAME!,
    businessName: PRODUCT_NAME,
    businessNumber: env.TAX_PLATFORM_BN!,
    rzAccount: env.TAX_PLATFORM_RZ_ACCOUNT!,
    address: env.TAX_PLATFORM_ADDRESS!,
    city: env.TAX_PLATFORM_CITY!,
    province: env.TAX_PLATFORM_PROVINCE,
    postalCode: env.TAX_PLATFORM_POSTAL_CODE!,
    transmitterNumber: env.TAX_TRANSMITTER_NUMBER,
    contactEmail: env.SUPPORT_EMAIL,
  };
}

/** What a filing keeps of a seller: consideration, activities and fees by quarter. */
const filedFigures = (quarters: QuarterFigures[]) =>
  quarters.flatMap((q) => [q.considerationCents, q.services, q.commissionCents]);

async function reportableSellers(ctx: AppContext, year: number) {
  const figures = await yearFigures(ctx.db, year);
  const ids = [...figures].filter(([, q]) => isReportable(q)).map(([id]) => id);
  const people = ids.length === 0 ? [] : await findSellers(ctx.db, ids);
  return people.map((p) => ({ ...p, quarters: figures.get(p.id)! }));
}

async function filingsOf(ctx: AppContext, year: number) {
  return listFilings(ctx.db, year);
}

/** Whether any seller's figures differ from the latest filing (a refund since, say). */
function changedSince(
  filing: { figures: Record<string, FiledSeller> } | undefined,
  sellers: Array<{ id: string; quarters: QuarterFigures[] }>,
): boolean {
  if (!filing) return false;
  if (Object.keys(filing.figures).length !== sellers.length) return true;
  return sellers.some(
    (s) => filing.figures[s.id]?.figures.join() !== filedFigures(s.quarters).join(),
  );
}

/** The admin console's pre-flight: the reportable sellers, whose details are missing, the filings. */
export async function returnPreflight(ctx: AppContext, year: number): Promise<TaxReturnPreflight> {
  const sellers = await reportableSellers(ctx, year);
  const complete = await completeSet(
    ctx.db,
    sellers.map((s) => s.id),
  );
  const filings = await filingsOf(ctx, year);
  return {
    year,
    sellers: sellers.map((s) => ({
      userId: s.id,
      name: `${s.firstName} ${s.lastName}`,
      email: s.email,
      complete: complete.has(s.id),
      considerationCents: s.quarters.reduce((sum, q) => sum + q.considerationCents, 0),
    })),
    missing: sellers.filter((s) => !complete.has(s.id)).length,
    platformMissing: missingPlatformSettings(ctx.env),
    filings: filings.map((f) => ({
      id: f.id,
      kind: f.kind,
      createdAt: f.createdAt.toISOString(),
      sellers: Object.keys(f.figures).length,
    })),
    amendmentDue: changedSince(filings[0], sellers),
  };
}

/**
 * Generates the year's return (amended once one was filed), recording the filing and an
 * audit entry for each seller's details read, all in one transaction. Missing details stop
 * it, naming whose, unless the admin reports them as not provided.
 */
export async function generateReturn(
  ctx: AppContext,
  adminId: string,
  year: number,
  reportMissingAsNotProvided: boolean,
): Promise<{ xml: string; filename: string }> {
  const missingSettings = missingPlatformSettings(ctx.env);
  if (missingSettings.length > 0) {
    throw new AppError('conflict', `Set ${missingSettings.join(', ')} first (see README).`);
  }
  const sellers = await reportableSellers(ctx, year);
  if (sellers.length === 0) throw new AppError('conflict', `No seller to report for ${year}.`);
  const complete = await completeSet(
    ctx.db,
    sellers.map((s) => s.id),
  );
  const missing = sellers.filter((s) => !complete.has(s.id));
  if (missing.length > 0 && !reportMissingAsNotProvided) {
    const names = missing.map((s) => `${s.firstName} ${s.lastName}`).join(', ');
    throw new AppError('conflict', `Tax details are missing for: ${names}.`);
  }
  const previous = (await filingsOf(ctx, year))[0];
  const kind = previous ? 'amended' : 'original';
  const platform = platformDetails(ctx.env);
  const docId = () => `CA${year}CA-${platform.businessNumber}-${randomUUID()}`;
  return ctx.db.transaction(async (tx) => {
    const identities = await readIdentitiesForReturn(
      tx,
      ctx.env,
      adminId,
      sellers.map((s) => s.id),
      year,
    );
    const reported: ReportedSeller[] = sellers.map((s) => ({
      userId: s.id,
      identity: identities.get(s.id) ?? null,
      accountName: `${s.firstName} ${s.lastName}`,
      payoutAccountId: s.payoutAccountId,
      quarters: s.quarters,
      docRefId: docId(),
      corrDocRefId: previous?.figures[s.id]?.docRefId,
    }));
    const xml = partXxXml({
      year,
      kind,
      submissionRef: randomBytes(4).toString('hex').toUpperCase(),
      platform,
      platformDocRefId: docId(),
      sellers: reported,
    });
    const filing = await insertFiling(tx, {
      year,
      kind,
      createdBy: adminId,
      figures: Object.fromEntries(
        reported.map((s) => [
          s.userId,
          { docRefId: s.docRefId, figures: filedFigures(s.quarters) },
        ]),
      ),
    });
    await recordAudit(tx, {
      actorId: adminId,
      action: 'file-tax-return',
      subjectId: filing.id,
      details: { year, kind, sellers: reported.length, notProvided: missing.length },
    });
    return { xml, filename: `part-xx-${year}-${kind}.xml` };
  });
}
