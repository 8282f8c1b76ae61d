import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { serverTranslator } from '#shared/i18n/catalogues.ts';
import type { BookingView } from '#shared/schemas/booking.ts';
import type { Translator } from '#shared/i18n/translator.ts';
import { I18nProvider } from '#client/lib/i18n.tsx';
import { currentUser, renderRoutes, stubApi } from '#tests/support/render-client.tsx';
import { ReviewPage } from '#client/features/reviews/components/review-page.tsx';
import { asArtist, booking, bookingId } from '#tests/support/fixtures/bookings-data.ts';
import { BookingsPage } from '#client/features/bookings/components/bookings-page.tsx';
import {
  artist,
  bridal,
  freezeClock,
  json as checkoutJson,
  renderCheckout,
  seedDraft,
  LATER,
  slotsRequest,
} from '#tests/support/fixtures/checkout.tsx';
import DashboardPage from '#client/app/routes/dashboard.tsx';
import * as admin from '#tests/support/fixtures/admin-data.ts';
import { englishLeft, everythingSaid } from '#tests/support/pseudo-leaks.ts';

/**
 * The pseudo-locale check of the bookings screens and the review form (decision 0037), with the
 * leak check the end-to-end sweep uses (tests/support/pseudo-leaks.ts): once the wrapped
 * messages, the people's own words and the French formats are out, there must be no word left.
 */
const english = serverTranslator('en-CA');
/** The page's translator as the app provides it, every message wrapped. */
const pseudo: Translator = {
  locale: 'fr-CA',
  t: (key, values) => `⟦${english.t(key, values)}⟧`,
};
/** A screen as the app shows it: inside the page's language (React Aria's own words too). */
const inPseudo = (element: ReactNode) => <I18nProvider translator={pseudo}>{element}</I18nProvider>;

/** What people wrote or chose, and the brand names: never translated. */
const CONTENT = [
  'Ava Chen',
  'Maya Tremblay',
  'Bridal Makeup',
  'Blowout',
  '120 Queen St W',
  'M5H 2N2',
  'Buzz 1203',
  'Toronto',
  'WhatsApp',
  'Natural Glow',
  'K7M4QX',
  // Ava Chen's initials, her avatar's stand-in for a picture.
  'AC',
  // React Aria's own French: a dialog's hidden dismiss button (in English, "Dismiss").
  'Rejeter',
  // The checkout's artist, her services and the cards' brands.
  'Ana',
  'Silva',
  'Bridal Makeup',
  'Trial included',
  'Wash and style',
  'Lash Lift',
  'M5V',
  'Visa',
  'Mastercard',
  'American Express',
  // The month grid's weekday initials from Sunday, French (in English, "SMTWTFS").
  'DLMMJVS',
  // The admin console's data: addresses, a setting's name, an ISO day, the "Re:" of a reply.
  'maya@example.com',
  'ava@example.com',
  'TAX_PLATFORM_NAME',
  'XML',
];
/** The English words left once translated messages, content and French formats are out. */
const leaks = () => englishLeft(everythingSaid(), CONTENT);

const json = (body: unknown) => Response.json(body);

function renderBookings(viewer: 'artist' | 'customer', list: BookingView[]) {
  stubApi({
    'GET /api/user': () => json({ ...currentUser, profile: viewer === 'artist' }),
    'GET /api/book': () => json({ bookings: list }),
    'GET /api/book/user-bookings': () => json({ bookings: list }),
    'GET /api/book/terms': () => json({}),
    ...Object.fromEntries(list.map((b) => [`GET /api/book/item/${b._id}`, () => json(b)])),
  });
  renderRoutes([{ path: '/b', element: inPseudo(<BookingsPage viewer={viewer} />) }], '/b');
}

const paid = (overrides: Partial<BookingView> = {}) =>
  booking({
    payment: {
      kind: 'service',
      status: 'succeeded',
      amountCents: 21053,
      refundedCents: 500,
    },
    ...overrides,
  });

describe('the pseudo-locale sweep', () => {
  it('leaves no English in the customer’s list and a booking’s details', async () => {
    renderBookings('customer', [
      paid({ _id: bookingId(1), state: 'completed' }),
      booking({
        _id: bookingId(2),
        state: 'accepted',
        bookCode: 'K7M4QX',
        contactPhone: '+14165550199',
      }),
      booking({ _id: bookingId(3), state: 'declined', reason: 'The place is too far for me' }),
    ]);
    const list = await screen.findByRole('list', { name: /⟦/ });
    expect(leaks()).toEqual([]);
    for (const row of within(list).getAllByRole('button')) {
      await userEvent.click(row);
      await screen.findByRole('dialog');
      expect(leaks()).toEqual([]);
      await userEvent.keyboard('{Escape}');
    }
  });

  it('leaves no English in the artist’s list and details', async () => {
    renderBookings('artist', [
      asArtist(booking({ _id: bookingId(4), state: 'request' })),
      asArtist(paid({ _id: bookingId(5), state: 'completed' })),
    ]);
    const list = await screen.findByRole('list', { name: /⟦/ });
    expect(leaks()).toEqual([]);
    await userEvent.click(within(list).getAllByRole('button')[0]!);
    await screen.findByRole('dialog');
    expect(leaks()).toEqual([]);
  });

  it('leaves no English in the review form', async () => {
    stubApi({
      'GET /api/user': () => json(currentUser),
      [`GET /api/review/${bookingId(9)}/visit/${bookingId(1)}`]: () =>
        json({
          status: 'open',
          artist: { id: bookingId(9), firstName: 'Ava', lastName: 'Chen', profileImage: null },
          booking: {
            id: bookingId(1),
            appointmentAt: '2026-12-05T19:30:00.000Z',
            services: [{ typeOfService: 'Natural Glow', quantity: 1 }],
          },
        }),
    });
    renderRoutes(
      [
        {
          path: '/r',
          element: inPseudo(<ReviewPage artistId={bookingId(9)} bookingId={bookingId(1)} />),
        },
      ],
      '/r',
    );
    await screen.findByRole('button', { name: /⟦/ });
    expect(leaks()).toEqual([]);
  });
});

describe('the pseudo-locale sweep of the checkout', () => {
  beforeEach(freezeClock);
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
    sessionStorage.clear();
  });

  /** The checkout at a step, in the pseudo-locale; its step heading once shown. */
  async function checkoutStep(step: number, profile = artist, handlers = {}) {
    renderCheckout({
      search: `?step=${step}`,
      profile,
      handlers: {
        // The month of the draft's time (1 December), for the whole order and for one service.
        ...Object.fromEntries(
          [225, 90, 15].map((minutes) => [
            slotsRequest(minutes, '2026-12-01', '2026-12-31'),
            () => checkoutJson({ timeZone: 'America/Toronto', slots: [LATER] }),
          ]),
        ),
        ...handlers,
      },
      wrap: inPseudo,
    });
    await screen.findByRole('heading', { level: 2, name: /⟦.*⟧.*⟦/ });
  }

  it('leaves no English on step 1, the services, times and the order so far', async () => {
    seedDraft({});
    await checkoutStep(1);
    await screen.findByRole('radio', { name: /15 h/ });
    expect(leaks()).toEqual([]);
  });

  it('leaves no English in the patch test step 1 asks first', async () => {
    seedDraft({ quantities: { [bridal]: 1 }, appointmentAt: null });
    const patched = {
      ...artist,
      services: [
        { ...artist.services[0]!, needsPatchTest: true },
        { ...artist.services[1]!, _id: `${bridal.slice(0, -1)}9`, typeOfService: 'Lash Lift' },
      ],
    };
    await checkoutStep(1, patched, {
      [`GET /api/book/patch-test/${patched.user}`]: () =>
        checkoutJson({
          offer: {
            serviceId: patched.services[1]!._id,
            typeOfService: 'Lash Lift',
            durationMinutes: 15,
          },
          standing: [],
        }),
    });
    await screen.findByRole('heading', { level: 3, name: '⟦Patch test first⟧' });
    expect(leaks()).toEqual([]);
  });

  it('leaves no English on step 2, at her place and at the artist’s', async () => {
    seedDraft({ place: 'toHome', street: '', phone: '212' });
    await checkoutStep(2);
    await userEvent.tab();
    expect(leaks()).toEqual([]);
    await userEvent.click(screen.getByRole('radio', { name: /⟦Artist place⟧/ }));
    expect(leaks()).toEqual([]);
  });

  it('leaves no English on step 3, the card form and its test cards included', async () => {
    seedDraft({ stripeCardId: null });
    await checkoutStep(3, artist, {});
    await userEvent.click(screen.getByRole('button', { name: /⟦Add a card⟧/ }));
    await screen.findByRole('textbox', { name: /⟦Card number⟧/ });
    await userEvent.click(screen.getByRole('button', { name: /⟦Save card⟧/ }));
    expect(leaks()).toEqual([]);
  });

  it('leaves no English on step 4 nor in the thanks', async () => {
    seedDraft({});
    const instant = { ...artist, instantBook: true, hstRegistered: true };
    await checkoutStep(4, instant, {
      [`POST /api/book/create-book/${artist.user}`]: () =>
        checkoutJson([{ _id: bridal, totalValue: 1, state: 'accepted' }]),
    });
    expect(leaks()).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: /⟦Place order⟧/ }));
    await screen.findByRole('heading', { name: /⟦Thank you/ });
    expect(screen.getByText('⟦Booking Confirmed⟧')).toBeTruthy();
    // The alert's own dismiss button is the shell's, outside this page's language here.
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(leaks()).toEqual([]);
  });
});

describe('the pseudo-locale sweep of the admin console', () => {
  const year = new Date().getUTCFullYear();
  const adminApi = {
    'GET /api/user': () => json({ ...currentUser, role: 'Admin' }),
    'GET /api/admin/overview': () => json(admin.overview),
    'GET /api/admin/rescue': () =>
      json({ fellThrough: 1, rebookedWithinDay: 1, waitlistNotified: 1, waitlistBooked: 1 }),
    'GET /api/admin/verification-queue': () => json({ artists: [admin.waiting] }),
    'GET /api/admin/credentials': () => json({ credentials: [] }),
    'GET /api/user/all?page=0&pageSize=10&sort=newest': () => json(admin.people),
    'GET /api/admin/help?status=open': () => json(admin.inbox),
    'GET /api/admin/payments?status=failed': () => json(admin.payments),
    'GET /api/admin/money': () => json(admin.money),
    'GET /api/admin/emails': () => json(admin.sentEmails),
    'GET /api/admin/page-views?days=30': () => json(admin.pageViews),
    'GET /api/admin/audit?page=0': () => json(admin.audit),
    ...Object.fromEntries(
      [year + 1, year, year - 1].map((y) => [
        `GET /api/admin/tax/${y}`,
        () => json(admin.taxPreflight(y)),
      ]),
    ),
  };

  it.each([
    ['overview', ''],
    ['verification', 'verification'],
    ['people', 'people'],
    ['help inbox', 'help'],
    ['money', 'money'],
    ['e-mails', 'emails'],
    ['page views', 'views'],
    ['tax reporting', 'tax'],
    ['audit log', 'audit'],
  ])('leaves no English in the %s tab', async (_name, tab) => {
    stubApi(adminApi);
    renderRoutes(
      [{ path: '/dashboard', element: inPseudo(<DashboardPage />) }],
      tab ? `/dashboard?tab=${tab}` : '/dashboard',
    );
    // Each tab's data is on screen once its last figure or name is.
    await screen.findAllByText(/Ava Chen|Maya Tremblay|maya@example\.com|⟦Page views/u);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(leaks()).toEqual([]);
  });

  it('leaves no English in the admin’s dialogs', async () => {
    stubApi(adminApi);
    renderRoutes(
      [{ path: '/dashboard', element: inPseudo(<DashboardPage />) }],
      '/dashboard?tab=help',
    );
    await screen.findAllByRole('button', { name: /^⟦Refund the fee⟧$/ });
    for (const name of [/^⟦Refund the fee⟧$/, /^⟦Reply to /]) {
      await userEvent.click(screen.getAllByRole('button', { name })[0]!);
      await screen.findByRole('dialog');
      expect(leaks()).toEqual([]);
      await userEvent.keyboard('{Escape}');
    }
  });
});
