import type { AuthState } from '#client/lib/auth.tsx';
import { paths } from '#client/lib/paths.ts';

/** Where "Profile" leads: the artist's public page, or settings for a user without a profile. */
export function profileTarget(auth: AuthState): string {
  return auth.status === 'authenticated' ? paths.settings : paths.login;
}

/** Bookings for a customer; artists get /bookings once profiles exist. */
export function bookingsTarget(): string {
  return paths.customerBookings;
}

export const isAdmin = (auth: AuthState) =>
  auth.status === 'authenticated' && auth.user.role === 'Admin';
