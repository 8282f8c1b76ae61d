import { vi } from 'vitest';
import type { BookingTerms, BookingView } from '#shared/schemas/booking.ts';
import type { SavedCard } from '#shared/schemas/payments.ts';
import type { PublicProfile } from '#shared/schemas/profile.ts';
import type { CurrentUser } from '#shared/schemas/user.ts';
import { currentUser, renderRoutes, stubApi } from '#tests/support/render-client.tsx';
import CheckoutPage from '#client/app/routes/checkout.tsx';
import { draftKey, type CheckoutDraft } from './checkout-draft.ts';

/**
 * happy-dom fires `selectionchange` synchronously from Selection.collapse, and React Aria's date
 * segments collapse the selection on `selectionchange`: an endless loop no browser has (theirs
 * is queued). Tests do not need the caret kept in the segment, so the event stops here.
 */
document.addEventListener('selectionchange', (event) => event.stopImmediatePropagation(), true);

export const artistId = '00000000-0000-4000-8000-0000000000a0';
export const bridal = '00000000-0000-4000-8000-0000000000a1';
export const blowout = '00000000-0000-4000-8000-0000000000a2';
export const proposalId = '00000000-0000-4000-8000-0000000000b1';
export const key = '00000000-0000-4000-8000-0000000000c1';

export const artist: PublicProfile = {
  _id: '00000000-0000-4000-8000-0000000000a9',
  user: artistId,
  name: { firstName: 'Ana', lastName: 'Silva' },
  profession: 'Makeup Artist',
  bio: 'Bridal and editorial makeup.',
  city: 'Toronto - Canada',
  instagramUsername: null,
  price: 4550,
  services: [
    {
      _id: bridal,
      typeOfService: 'Bridal Makeup',
      amount: 15000,
      price: 15750,
      description: 'Trial included',
      durationMinutes: 90,
      needsPatchTest: false,
      isPatchTest: false,
    },
    {
      _id: blowout,
      typeOfService: 'Blowout',
      amount: 4550,
      price: 4778,
      description: 'Wash and style',
      durationMinutes: 45,
      needsPatchTest: false,
      isPatchTest: false,
    },
  ],
  categories: { hair: ['Blowout'], makeup: ['Bridal'] },
  availability: 'Weekends',
  weeklyHours: [[], [], [], [], [], [], []],
  place: true,
  delivery: true,
  area: { postalPrefix: 'M5V', lat: 43.6426, lng: -79.3871 },
  englishLevel: 'native',
  education: [],
  profileImage: null,
  profileStarted: true,
  verified: true,
  takesBookings: true,
  instantBook: false,
  hstRegistered: false,
};

export const terms: BookingTerms = {
  customerFeeBps: 500,
  platformHst: false,
  cancellationPolicy: [
    { minHoursBefore: 4, chargePercent: 0 },
    { minHoursBefore: null, chargePercent: 50 },
  ],
  cancellationText: [
    'Free if you cancel at least 4 hours before the appointment.',
    '50% of the total if you cancel less than 4 hours before the appointment, or after it starts.',
  ],
};

export const visa: SavedCard = {
  stripeCardId: 'pm_visa',
  brand: 'visa',
  last4: '4242',
  expMonth: 12,
  expYear: 2030,
};
export const expired: SavedCard = {
  stripeCardId: 'pm_old',
  brand: 'mastercard',
  last4: '4444',
  expMonth: 1,
  expYear: 2020,
};
export const customer: CurrentUser = { ...currentUser, cards: [visa, expired] };

/** 01:32 on Monday 30 November 2026 in Toronto: still Sunday the 29th in Honolulu. */
export const NOW = new Date('2026-11-30T06:32:10.000Z');
/** 3 p.m. on Tuesday 1 December in Toronto. */
export const LATER = '2026-12-01T20:00:00.000Z';

/** 10:00 and 11:30 a.m. on Monday 30 November in Toronto: the free times the stubs offer. */
export const TODAY_SLOTS = ['2026-11-30T15:00:00.000Z', '2026-11-30T16:30:00.000Z'];
/** The slots request of the checkout's first month (only the 30th is left of November). */
export const slotsRequest = (minutes: number, from = '2026-11-30', to = '2026-11-30') =>
  `GET /api/availability/${artistId}?from=${from}&to=${to}&minutes=${minutes}`;
/** Free times for the cart's lengths (Bridal 90 min, Blowout 45), on the 30th. */
export const slotHandlers = (minutes: number[], slots = TODAY_SLOTS) =>
  Object.fromEntries(
    minutes.map((m) => [slotsRequest(m), () => json({ timeZone: 'America/Toronto', slots })]),
  );

/** A draft finished up to step 4 (Visa, artist's place, 2 × Bridal + 1 × Blowout). */
export const doneDraft: CheckoutDraft = {
  appointmentAt: LATER,
  quantities: { [bridal]: 2, [blowout]: 1 },
  place: 'artistSite',
  street: '',
  descriptionAddress: '',
  phone: null,
  stripeCardId: visa.stripeCardId,
  idempotencyKey: key,
  startedFrom: bridal,
  rebookedFrom: null,
  visit: null,
  patchTestAt: null,
  patchTestKey: '00000000-0000-4000-8000-00000000bb01',
};

export const seedDraft = (draft: Partial<CheckoutDraft>, user = customer) =>
  sessionStorage.setItem(draftKey(user._id, artistId), JSON.stringify({ ...doneDraft, ...draft }));
export const storedDraft = (user = customer) =>
  JSON.parse(
    sessionStorage.getItem(draftKey(user._id, artistId)) ?? 'null',
  ) as CheckoutDraft | null;

export const proposal: BookingView = {
  _id: proposalId,
  viewer: 'customer',
  state: 'declined-posponed',
  artist: { id: artistId, name: 'Ana Silva' },
  customer: { id: currentUser._id, name: 'Maya Tremblay' },
  contactPhone: null,
  appointmentAt: '2026-11-28T15:00:00.000Z',
  requestedAt: '2026-11-27T15:00:00.000Z',
  endsAt: '2026-11-28T16:30:00.000Z',
  busyFrom: null,
  busyUntil: null,
  proposedSlots: [],
  services: [{ serviceId: blowout, typeOfService: 'Blowout', quantity: 2, amountCents: 4550 }],
  subtotalCents: 9100,
  feeCents: 455,
  serviceHstCents: 0,
  feeHstCents: 0,
  totalCents: 9555,
  commissionCents: null,
  payoutCents: null,
  payoutStatus: null,
  chargedSubtotalCents: null,
  refundedSubtotalCents: null,
  promotionEndsAt: null,
  place: 'toHome',
  street: '12 King St W',
  postalCode: null,
  descriptionAddress: 'Buzz 1204',
  visit: null,
  text: 'Could we do Tuesday at 3 instead?',
  reason: null,
  noShow: null,
  bookCode: null,
  reviewId: null,
  payment: null,
};

export const json = (body: unknown, status = 200) => Response.json(body, { status });

type Handlers = Parameters<typeof stubApi>[0];

/** The checkout page at `search` (e.g. "?step=2") for the Book link of `service`. */
export function renderCheckout({
  search = '',
  user = customer,
  profile = artist,
  service = bridal,
  handlers = {},
}: {
  search?: string;
  user?: CurrentUser;
  profile?: PublicProfile;
  service?: string;
  handlers?: Handlers;
} = {}) {
  const calls = stubApi({
    'GET /api/user': () => json(user),
    [`GET /api/profile/${artistId}`]: () => json(profile),
    'GET /api/book/terms': () => json(terms),
    'POST /api/stripe/setup': () => json({ provider: 'simulated' }),
    ...handlers,
  });
  const router = renderRoutes(
    [
      { path: '/checkout/:id/:bookId', element: <CheckoutPage /> },
      { path: '/bookings-user', element: <p>All my bookings</p> },
    ],
    `/checkout/${artistId}/${service}${search}`,
  );
  return { calls, router };
}

/** Only Date is faked: timers stay real for React Query and user-event. */
export function freezeClock() {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
}
