import { sql } from 'drizzle-orm';
import type { Db } from './open-db.ts';

/**
 * Every app process LISTENs here for the open booking streams (messages.live.ts). The payload
 * is a booking's id and what changed about it: its conversation, or the booking itself (its
 * state: accepted, declined, a new time proposed, cancelled, completed).
 */
export const BOOKING_CHANGES_CHANNEL = 'blush_booking_changes';
export type BookingChange = 'messages' | 'booking';

/** Tells every app process (this one included) that a booking or its conversation changed. */
export async function announceBookingChange(
  db: Db,
  bookingId: string,
  change: BookingChange,
): Promise<void> {
  await db.execute(sql`select pg_notify(${BOOKING_CHANGES_CHANNEL}, ${`${bookingId} ${change}`})`);
}

/** The booking and the change a payload names; null for one this version does not know. */
export function readBookingChange(
  payload: string,
): { bookingId: string; change: BookingChange } | null {
  const [bookingId, change] = payload.split(' ');
  return bookingId && (change === 'messages' || change === 'booking')
    ? { bookingId, change }
    : null;
}
