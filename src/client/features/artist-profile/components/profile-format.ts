import type { PublicProfile } from '#shared/schemas/profile.ts';

const wholeDollars = new Intl.NumberFormat('en-CA', {
  style: 'currency',
  currency: 'CAD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});
const withCents = new Intl.NumberFormat('en-CA', { style: 'currency', currency: 'CAD' });

/** Spec §2: the lowest price "/cad start": 8000 → "$80 /cad start", 7950 → "$79.50 /cad start". */
export function startingPriceText(cents: number): string {
  const amount = cents % 100 === 0 ? wholeDollars : withCents;
  return `${amount.format(cents / 100)} /cad start`;
}

export const englishLevelLabels: Record<NonNullable<PublicProfile['englishLevel']>, string> = {
  native: 'Native',
  intermediate: 'Intermediate',
  beginner: 'Beginner',
};

export const fullName = (profile: PublicProfile) =>
  `${profile.name.firstName} ${profile.name.lastName}`.trim();

export const instagramUrl = (username: string) =>
  `https://www.instagram.com/${encodeURIComponent(username)}/`;

/** The postal district's centre on OpenStreetMap: never the street address. */
export function areaMapUrl(area: NonNullable<PublicProfile['area']>): string {
  const lat = area.lat.toFixed(4);
  const lng = area.lng.toFixed(4);
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=14/${lat}/${lng}`;
}
