import { maskNumber } from '#shared/domain/tax.ts';
import type { TaxDetails, TaxDetailsView } from '#shared/schemas/tax.ts';
import { recordAudit } from '../../audit/audit-log.ts';
import type { Db } from '../../db/db.ts';
import type { AppContext } from '../../context.ts';
import { seal, taxDataKey, unseal } from './tax-crypto.ts';
import type { SellerIdentity } from './tax-xml.ts';
import {
  endTaxHold,
  findDetailsShown,
  findReminder,
  findSealedDetails,
  findUsersWithDetails,
  upsertTaxDetails,
} from './tax.queries.ts';

/** What an artist sees of her own details: complete or not, the number masked. */
export async function taxDetailsView(ctx: AppContext, userId: string): Promise<TaxDetailsView> {
  const row = await findDetailsShown(ctx.db, userId);
  const reminder = await findReminder(ctx.db, userId);
  return {
    complete: Boolean(row),
    kind: row?.kind ?? null,
    maskedNumber: row?.maskedNumber ?? null,
    countryOfResidence: row?.countryOfResidence ?? null,
    updatedAt: row?.updatedAt.toISOString() ?? null,
    payoutsHeldSince: row ? null : (reminder?.heldSince?.toISOString() ?? null),
    reminders: reminder?.count ?? 0,
  };
}

/**
 * Replaces the artist's details (only she can: the route is hers alone), sealed. A hold on
 * her payouts for want of them ends in the same transaction.
 */
export async function saveTaxDetails(
  ctx: AppContext,
  userId: string,
  input: TaxDetails,
): Promise<TaxDetailsView> {
  const key = taxDataKey(ctx.env);
  const number = input.kind === 'individual' ? input.sin! : input.businessNumber!;
  const identity: SellerIdentity = {
    kind: input.kind,
    legalName: input.legalName,
    dateOfBirth: input.dateOfBirth,
    addressLine: input.addressLine,
    city: input.city,
    province: input.province,
    postalCode: input.postalCode,
    countryOfResidence: input.countryOfResidence,
    sin: input.sin,
    businessNumber: input.businessNumber,
    businessName: input.businessName,
  };
  const values = {
    kind: input.kind,
    sealed: seal(key, userId, identity),
    maskedNumber: maskNumber(input.kind, number),
    countryOfResidence: input.countryOfResidence,
  };
  await ctx.db.transaction(async (tx) => {
    await upsertTaxDetails(tx, userId, values);
    await endTaxHold(tx, userId);
  });
  return taxDetailsView(ctx, userId);
}

/**
 * The full details of these sellers, for the return only: each read is audited (who read
 * whose, and for which year), in the transaction that records the filing.
 */
export async function readIdentitiesForReturn(
  tx: Db,
  env: AppContext['env'],
  adminId: string,
  userIds: string[],
  year: number,
): Promise<Map<string, SellerIdentity>> {
  if (userIds.length === 0) return new Map();
  const key = taxDataKey(env);
  const rows = await findSealedDetails(tx, userIds);
  const identities = new Map<string, SellerIdentity>();
  for (const row of rows) {
    identities.set(row.userId, unseal<SellerIdentity>(key, row.userId, row.sealed));
    await recordAudit(tx, {
      actorId: adminId,
      action: 'read-tax-details',
      targetUserId: row.userId,
      details: { year, purpose: 'Part XX return' },
    });
  }
  return identities;
}

/** Which of these artists have given their details (what admins may know). */
export async function completeSet(db: Db, userIds: string[]): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await findUsersWithDetails(db, userIds);
  return new Set(rows.map((r) => r.userId));
}
