import type { AuditAction } from '#shared/domain/admin.ts';
import type { Db } from '../db/db.ts';
import { insertAuditEntry } from './audit.queries.ts';

export interface AuditEntry {
  actorId: string;
  action: AuditAction;
  targetUserId?: string | null;
  subjectId?: string | null;
  reason?: string | null;
  details?: Record<string, string | number | boolean | null>;
}

/**
 * Records an admin action. Pass the transaction that makes the change, so the entry and the
 * change commit (or roll back) together: the log never claims what did not happen.
 */
export async function recordAudit(tx: Db, entry: AuditEntry): Promise<void> {
  await insertAuditEntry(tx, {
    actorId: entry.actorId,
    action: entry.action,
    targetUserId: entry.targetUserId ?? null,
    subjectId: entry.subjectId ?? null,
    reason: entry.reason ?? null,
    details: entry.details ?? {},
  });
}
