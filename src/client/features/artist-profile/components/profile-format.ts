import { openStreetMapUrl } from '#shared/domain/maps.ts';
export { startingPriceText } from '#shared/domain/money.ts';
import type { PublicProfile } from '#shared/schemas/profile.ts';
import type { MessageKey } from '#shared/i18n/translator.ts';

export const englishLevelLabels: Record<NonNullable<PublicProfile['englishLevel']>, MessageKey> = {
  native: 'profile.english.native',
  intermediate: 'profile.english.intermediate',
  beginner: 'profile.english.beginner',
};

export const fullName = (profile: PublicProfile) =>
  `${profile.name.firstName} ${profile.name.lastName}`.trim();

export const instagramUrl = (username: string) =>
  `https://www.instagram.com/${encodeURIComponent(username)}/`;

/** The postal district's centre on OpenStreetMap: never the street address. */
export const areaMapUrl = (area: NonNullable<PublicProfile['area']>) => openStreetMapUrl(area, 14);
