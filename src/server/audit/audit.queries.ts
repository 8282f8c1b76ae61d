import type { Db } from '../db/db.ts';
import { auditLog } from '../db/schema/index.ts';

export type AuditRow = typeof auditLog.$inferInsert;

/** Inserts one audit entry, in the caller's transaction. */
export async function insertAuditEntry(tx: Db, row: AuditRow): Promise<void> {
  await tx.insert(auditLog).values(row);
}
