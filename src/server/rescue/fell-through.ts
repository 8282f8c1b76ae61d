import { torontoDay } from '#shared/domain/toronto-time.ts';
import type { FellThroughReason } from '#shared/domain/rescue.ts';
import type { Db } from '../db/open-db.ts';
import { queues, TRANSACTIONAL_JOB_ATTEMPTS, type WaitlistOpenedJob } from '../jobs/jobs.ts';
import { enqueue } from '../jobs/queue.ts';
import { insertFallThroughs } from './rescue.queries.ts';

/**
 * Below the features (like `server/money`), so every path that ends a booking early can call it
 * with one line: the booking paths (decline, cancel, expiry, a closed account's bookings) and
 * the rescue feature that acts on it (decision 0035).
 */
export interface FellThrough {
  id: string;
  customerId: string;
  artistId: string;
  appointmentAt: Date;
}

/**
 * In the transaction that ended the bookings: records each one that fell through on the
 * customer (declined, cancelled by the artist, called off, expired) and queues the job that
 * offers alternatives; then `onTimeOpened`. A second call for the same booking does nothing.
 */
export async function onBookingsFellThrough(
  tx: Db,
  ended: readonly FellThrough[],
  reason: FellThroughReason,
): Promise<void> {
  if (ended.length === 0) return;
  const recorded = await insertFallThroughs(tx, ended, reason);
  await enqueue(
    tx,
    queues.bookingFellThrough,
    recorded.map((r) => ({ bookingId: r.bookingId })),
    TRANSACTIONAL_JOB_ATTEMPTS,
  );
  await onTimeOpened(tx, ended);
}

/**
 * In the transaction that freed an artist's time (a booking ended, new hours): queues one
 * waitlist job per artist and day (none: every day she has people waiting for).
 */
export async function onTimeOpened(
  tx: Db,
  freed: ReadonlyArray<{ artistId: string; appointmentAt?: Date }>,
): Promise<void> {
  const jobs = new Map<string, WaitlistOpenedJob>();
  for (const f of freed) {
    const day = f.appointmentAt ? torontoDay(f.appointmentAt) : null;
    jobs.set(`${f.artistId}/${day}`, { artistId: f.artistId, day });
  }
  await enqueue(tx, queues.waitlistOpened, [...jobs.values()], TRANSACTIONAL_JOB_ATTEMPTS);
}
