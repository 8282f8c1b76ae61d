import { DEFAULT_SCHEDULE } from '#shared/domain/availability.ts';
import { allInCents } from '#shared/domain/pricing.ts';
import type { OwnProfile, PublicProfile } from '#shared/schemas/profile.ts';
import type { ImageRow, ProfileEducationRow, ProfileServiceRow } from '../../db/rows.ts';
import { imageView } from '../../integrations/images/image-view.ts';
import { locateTorontoPostalCode } from '../../integrations/geo/toronto-fsa.ts';
import type { ProfileRow } from './profiles.queries.ts';

/** A profile row with what hangs off it, as `loadProfile` reads it. */
export interface LoadedProfile {
  row: ProfileRow;
  services: ProfileServiceRow[];
  education: ProfileEducationRow[];
  image: ImageRow | null;
  /** The booking fee rate the prices shown include. */
  feeBps: number;
}

export function publicProfileView({
  row,
  services,
  education,
  image,
  feeBps,
}: LoadedProfile): PublicProfile {
  const p = row.profile;
  return {
    _id: p.userId,
    user: p.userId,
    name: { firstName: row.firstName, lastName: row.lastName },
    profession: p.profession,
    bio: p.bio,
    city: p.city,
    instagramUsername: p.instagramUsername || null,
    price: p.priceCents === null ? null : allInCents(p.priceCents, feeBps),
    hstRegistered: p.hstNumber !== null,
    services: services.map((s) => ({
      _id: s.id,
      typeOfService: s.typeOfService,
      amount: s.amountCents,
      price: allInCents(s.amountCents, feeBps),
      description: s.description,
      durationMinutes: s.durationMinutes,
      needsPatchTest: s.needsPatchTest,
      isPatchTest: s.isPatchTest,
      asksHealthQuestions: s.asksHealthQuestions,
    })),
    categories: { hair: p.hairCategories, makeup: p.makeupCategories },
    availability: p.availability,
    weeklyHours: (p.schedule ?? DEFAULT_SCHEDULE).weekly,
    place: p.place,
    delivery: p.delivery,
    area: p.postalCode ? locateTorontoPostalCode(p.postalCode) : null,
    englishLevel: p.englishLevel,
    education: education.map((e) => ({
      _id: e.id,
      title: e.title,
      school: e.school,
      year: e.year,
    })),
    profileImage: image ? imageView(image) : null,
    profileStarted: true,
    verified: p.verifiedAt !== null,
    takesBookings: p.verifiedAt !== null && p.payoutAccountId !== null,
    instantBook: p.instantBook,
    takesEvents: p.takesEvents,
  };
}

export function ownProfileView(loaded: LoadedProfile, commissionBps: number): OwnProfile {
  const { row } = loaded;
  const p = row.profile;
  return {
    ...publicProfileView(loaded),
    hstNumber: p.hstNumber,
    pricing: { feeBps: loaded.feeBps, commissionBps },
    street: p.street,
    postalCode: p.postalCode,
    gender: p.gender,
    qualified: p.qualified,
    wizardStep: p.wizardStep,
    payoutConnected: p.payoutAccountId !== null,
    mobileNumber: row.mobileNumber,
    mobileVerified: row.mobileVerifiedAt !== null,
  };
}
