import { randomUUID } from 'node:crypto';
import { and, eq, sum } from 'drizzle-orm';
import { isBalanced, type LedgerLine } from '#shared/domain/ledger.ts';
import type { Db } from '../db/open-db.ts';
import { ledgerEntries } from '../db/schema/index.ts';

export interface LedgerRefs {
  customerId?: string;
  artistId?: string;
  bookingId?: string;
  paymentId?: string;
  refundId?: string;
  payoutId?: string;
}

/**
 * Writes one balanced ledger transaction. Call it inside the transaction that records the
 * movement, so the money record and its lines commit together (the database refuses an
 * unbalanced transaction at commit too).
 */
export async function recordLedger(tx: Db, lines: LedgerLine[], refs: LedgerRefs): Promise<void> {
  if (!isBalanced(lines)) throw new Error('ledger lines do not balance');
  if (lines.length === 0) return;
  const transactionId = randomUUID();
  await tx.insert(ledgerEntries).values(
    lines.map((line) => ({
      transactionId,
      account: line.account,
      userId:
        line.party === 'customer'
          ? (refs.customerId ?? null)
          : line.party === 'artist'
            ? (refs.artistId ?? null)
            : null,
      amountCents: line.amountCents,
      bookingId: refs.bookingId ?? null,
      paymentId: refs.paymentId ?? null,
      refundId: refs.refundId ?? null,
      payoutId: refs.payoutId ?? null,
      memo: line.memo,
    })),
  );
}

/** What the platform owes an artist: minus the sum of their artist_payable lines. */
export async function artistBalance(db: Db, artistId: string): Promise<number> {
  const [row] = await db
    .select({ total: sum(ledgerEntries.amountCents) })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.account, 'artist_payable'), eq(ledgerEntries.userId, artistId)));
  return -Number(row?.total ?? 0);
}
