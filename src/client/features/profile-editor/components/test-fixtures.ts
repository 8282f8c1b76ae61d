import { allInCents } from '#shared/domain/pricing.ts';
import { vi } from 'vitest';
import type { OwnProfile } from '#shared/schemas/profile.ts';
import type { CurrentUser } from '#shared/schemas/user.ts';
import { currentUser } from '#tests/support/render-client.tsx';
import type { WizardNav } from './form-footer.tsx';

/** Test data for the profile editor: an artist part-way through the wizard. */
export const artist: CurrentUser = { ...currentUser, profile: true };

export function ownProfile(overrides: Partial<OwnProfile> = {}): OwnProfile {
  return {
    _id: artist._id,
    user: artist._id,
    name: { firstName: artist.firstName, lastName: artist.lastName },
    profession: 'Makeup Artist',
    bio: 'Soft glam for weddings.',
    city: 'Toronto - Canada',
    instagramUsername: null,
    price: null,
    services: [],
    hstRegistered: false,
    hstNumber: null,
    pricing: { feeBps: 500, commissionBps: 2000 },
    categories: { hair: [], makeup: [] },
    availability: null,
    weeklyHours: [[], [], [], [], [], [], []],
    place: false,
    delivery: false,
    area: null,
    englishLevel: null,
    education: [],
    profileImage: null,
    profileStarted: true,
    verified: false,
    takesBookings: false,
    instantBook: false,
    street: null,
    postalCode: null,
    gender: null,
    qualified: null,
    wizardStep: 3,
    payoutConnected: false,
    mobileNumber: artist.mobileNumber,
    mobileVerified: false,
    ...overrides,
  };
}

export const service = (amount: number, typeOfService = 'Bridal makeup') => ({
  _id: '00000000-0000-4000-8000-0000000000a1',
  typeOfService,
  amount,
  price: allInCents(amount, 500),
  description: 'Trial included.',
  durationMinutes: 90,
  needsPatchTest: false,
  isPatchTest: false,
});

/** A wizard around the form under test: Next's last part is recorded, not navigated. */
export const fakeWizard = (step: number): WizardNav => ({
  step,
  backTo: step > 1 ? `/create-profile?step=${step - 1}` : null,
  advance: vi.fn(() => Promise.resolve(true)),
});

export const json = (body: unknown, status = 200) => Response.json(body, { status });
export const notFound = () =>
  json({ error: { code: 'not_found', message: 'You have no artist profile yet.' } }, 404);
