import { and, eq, sum } from 'drizzle-orm';
import type { Db } from '../db/db.ts';
import { ledgerEntries } from '../db/schema/index.ts';

/** One ledger line as written (the transaction id shared by the lines of one movement). */
export type LedgerEntryInsert = typeof ledgerEntries.$inferInsert;

/** Writes the lines of one ledger transaction. */
export async function insertLedgerEntries(tx: Db, rows: LedgerEntryInsert[]): Promise<void> {
  await tx.insert(ledgerEntries).values(rows);
}

/** The sum of the artist_payable lines, of one artist or of all when `artistId` is left out. */
export async function sumArtistPayable(db: Db, artistId?: string) {
  const [row] = await db
    .select({ total: sum(ledgerEntries.amountCents) })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.account, 'artist_payable'),
        artistId ? eq(ledgerEntries.userId, artistId) : undefined,
      ),
    );
  return row?.total ?? null;
}
