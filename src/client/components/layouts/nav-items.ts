import type { AuthState } from '#client/resources/auth.tsx';
import { paths } from '#client/lib/paths.ts';

const isArtist = (auth: AuthState) => auth.status === 'authenticated' && auth.user.profile;

/** Where "Profile" leads (spec §2): the artist's public page, or settings for a user without one. */
export function profileTarget(auth: AuthState): string {
  if (auth.status !== 'authenticated') return paths.login;
  return auth.user.profile ? paths.artistProfile(auth.user._id) : paths.settings;
}

/** Bookings: the artist's requests, or the customer's own bookings. */
export function bookingsTarget(auth: AuthState): string {
  return isArtist(auth) ? paths.artistBookings : paths.customerBookings;
}

/** "Become an artist partner" is for signed-out visitors and users without a profile. */
export const showsPartnerLink = (auth: AuthState) => !isArtist(auth);

export const isAdmin = (auth: AuthState) =>
  auth.status === 'authenticated' && auth.user.role === 'Admin';
