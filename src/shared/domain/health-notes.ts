import type { BookingState } from './bookings.ts';

/**
 * Who may read a customer's health notes through one of her bookings (decision 0041): the
 * customer herself; the booking's artist once she has accepted it (never while it is a
 * request, nor after it was declined or cancelled); an admin, whose reading is audited; no one
 * else. The artist sees them only for a booking that asked the questions.
 */
export const HEALTH_NOTES_SHOWN_IN: readonly BookingState[] = ['accepted', 'completed'];

/** Erased this many days after the last booking that used them (or their last edit). */
export const HEALTH_NOTES_KEPT_DAYS = 365;

export type HealthNotesReader = 'customer' | 'artist' | 'admin' | 'not-yet' | 'refused';

export function healthNotesReader(
  viewer: { id: string; admin: boolean },
  booking: { customerId: string; artistId: string; state: BookingState },
): HealthNotesReader {
  if (viewer.id === booking.customerId) return 'customer';
  if (viewer.id === booking.artistId) {
    return HEALTH_NOTES_SHOWN_IN.includes(booking.state) ? 'artist' : 'not-yet';
  }
  return viewer.admin ? 'admin' : 'refused';
}

/**
 * When a customer's notes are erased: a year after the later of the last booking that used
 * them and her last save (a save is her saying they are wanted again).
 */
export function healthNotesEraseAt(lastUsedAt: Date | null, updatedAt: Date): Date {
  const from = lastUsedAt && lastUsedAt > updatedAt ? lastUsedAt : updatedAt;
  return new Date(from.getTime() + HEALTH_NOTES_KEPT_DAYS * 86_400_000);
}
