import type { BookingState } from './bookings.ts';
import { torontoDay } from './toronto-time.ts';

/**
 * Photos from real bookings (decision 0041): the artist adds them to a completed booking; the
 * customer's answer decides whether they are shown, and it is no until she says yes.
 */

/** A booking takes at most this many photos, so a visit cannot fill a portfolio alone. */
export const MAX_BOOKING_PHOTOS = 10;

/** Why this artist may not add photos to this booking, or null when she may. */
export function bookingPhotoProblem(
  booking: { artistId: string; state: BookingState },
  artistId: string,
): 'not-yours' | 'not-completed' | null {
  if (booking.artistId !== artistId) return 'not-yours';
  if (booking.state !== 'completed') return 'not-completed';
  return null;
}

/** The badge's month, `YYYY-MM`: the visit's month on Toronto's calendar. */
export const bookingPhotoMonth = (appointmentAt: Date): string =>
  torontoDay(appointmentAt).slice(0, 7);

/** "Nov 2026" / "nov. 2026": a badge's month in the visitor's language. */
export const formatBookingPhotoMonth = (month: string, locale: string): string => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Intl.DateTimeFormat(locale, {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(y, m - 1, 15, 12)));
};
