import { randomUUID } from 'node:crypto';
import { isBalanced, type LedgerLine } from '#shared/domain/ledger.ts';
import type { Db } from '../db/db.ts';
import { insertLedgerEntries, sumArtistPayable } from './ledger.queries.ts';

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
  await insertLedgerEntries(
    tx,
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

/**
 * The one ledger query every "owed to artists" figure reads (the admin overview's payouts
 * due, the admin money page, the artist's Earnings balance): minus the sum of the
 * artist_payable lines, so charges' shares, tips, refunds and payouts all count. Of one
 * artist, or of all when `artistId` is left out. Answered as an amount owed (never negative
 * for a sound ledger): pages show it as owed, without a minus sign.
 */
export async function owedToArtists(db: Db, artistId?: string): Promise<number> {
  const total = await sumArtistPayable(db, artistId);
  return 0 - Number(total ?? 0); // 0, not -0, when nothing is owed
}

/** What the platform owes an artist (`owedToArtists` for one). */
export const artistBalance = (db: Db, artistId: string) => owedToArtists(db, artistId);
