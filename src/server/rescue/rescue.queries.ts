import type { FellThroughReason } from '#shared/domain/rescue.ts';
import type { Db } from '../db/open-db.ts';
import { bookingFallThroughs } from '../db/schema/index.ts';

/**
 * Records each booking that fell through on its customer; one already recorded is left as it
 * is. Answers the bookings recorded now.
 */
export function insertFallThroughs(
  tx: Db,
  ended: ReadonlyArray<{ id: string; customerId: string }>,
  reason: FellThroughReason,
) {
  return tx
    .insert(bookingFallThroughs)
    .values(ended.map((b) => ({ bookingId: b.id, customerId: b.customerId, reason })))
    .onConflictDoNothing()
    .returning({ bookingId: bookingFallThroughs.bookingId });
}
