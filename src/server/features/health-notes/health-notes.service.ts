import { HEALTH_NOTES_KEPT_DAYS, healthNotesReader } from '#shared/domain/health-notes.ts';
import type { HealthNotesAnswer, HealthNotesInput } from '#shared/schemas/health-notes.ts';
import { AppError } from '../../app-error.ts';
import { recordAudit } from '../../audit/audit-log.ts';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/db.ts';
import type { Actor } from '../../http/sessions.ts';
import { seal, taxDataKey, unseal } from '../../crypto/sealed-data.ts';
import {
  deleteHealthNotes,
  eraseHealthNotesUnusedSince,
  findBookingForHealthNotes,
  findHealthNotes,
  upsertHealthNotes,
} from './health-notes.queries.ts';

/**
 * A customer's health notes (decision 0041): sealed with the tax details' crypto (AES-256-GCM,
 * bound to her id), opened only for her, for her booking's artist once she accepted, and for an
 * admin in the transaction that audits it. Never logged, never put in an e-mail.
 */
async function openNotes(ctx: AppContext, db: Db, userId: string): Promise<HealthNotesAnswer> {
  const row = await findHealthNotes(db, userId);
  if (!row) return { notes: null };
  const answers = unseal<HealthNotesInput>(taxDataKey(ctx.env), userId, row.sealed);
  return { notes: { ...answers, updatedAt: row.updatedAt.toISOString() } };
}

export function myHealthNotes(ctx: AppContext, userId: string): Promise<HealthNotesAnswer> {
  return openNotes(ctx, ctx.db, userId);
}

export async function saveHealthNotes(
  ctx: AppContext,
  userId: string,
  input: HealthNotesInput,
): Promise<HealthNotesAnswer> {
  await upsertHealthNotes(ctx.db, userId, seal(taxDataKey(ctx.env), userId, input));
  return openNotes(ctx, ctx.db, userId);
}

export async function removeHealthNotes(ctx: AppContext, userId: string) {
  const removed = await deleteHealthNotes(ctx.db, userId);
  return { message: removed ? 'Health notes deleted' : 'No health notes to delete' };
}

/**
 * A booking's health notes: its customer's, for her; its artist's once she accepted (a 403
 * before) and an admin's, each with an audit entry in the same transaction; anyone else a 403.
 * A booking that did not ask the questions shows none to its artist.
 */
export async function bookingHealthNotes(
  ctx: AppContext,
  actor: Actor,
  bookingId: string,
): Promise<HealthNotesAnswer> {
  const booking = await findBookingForHealthNotes(ctx.db, bookingId);
  if (!booking) throw new AppError('not_found', 'Booking not found.');
  const reader = healthNotesReader({ id: actor.id, admin: actor.role === 'Admin' }, booking);
  switch (reader) {
    case 'refused':
      throw new AppError('forbidden', 'Only this booking’s customer and artist can read it.');
    case 'not-yet':
      throw new AppError('forbidden', 'The health notes are shown once you accept the booking.');
    case 'artist':
    case 'admin':
      if (reader === 'artist' && !booking.asks) return { notes: null };
      // Both readings are audited, in the transaction that opens them.
      return ctx.db.transaction(async (tx) => {
        await recordAudit(tx, {
          actorId: actor.id,
          action: 'read-health-notes',
          targetUserId: booking.customerId,
          subjectId: bookingId,
        });
        return openNotes(ctx, tx, booking.customerId);
      });
    case 'customer':
      return openNotes(ctx, ctx.db, booking.customerId);
  }
}

/** The daily job: notes unused and unsaved for a year are erased. Returns how many. */
export function eraseStaleHealthNotes(ctx: AppContext, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - HEALTH_NOTES_KEPT_DAYS * 86_400_000);
  return eraseHealthNotesUnusedSince(ctx.db, cutoff);
}

/** Just after Toronto's midnight, with the other daily clean-ups. */
export async function scheduleHealthNotesJobs(ctx: AppContext): Promise<void> {
  await ctx.jobs.every('health-notes-erase', '20 0 * * *', async () => {
    await eraseStaleHealthNotes(ctx);
  });
}
