import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { serverTranslator } from '#shared/i18n/catalogues.ts';
import type { BookingView } from '#shared/schemas/booking.ts';
import type { Translator } from '#shared/i18n/translator.ts';
import { I18nProvider } from '#client/lib/i18n.tsx';
import { currentUser, renderRoutes, stubApi } from '#tests/support/render-client.tsx';
import { ReviewPage } from '#client/features/reviews/components/review-page.tsx';
import { asArtist, booking, bookingId } from '#tests/support/fixtures/bookings-data.ts';
import { BookingsPage } from '#client/features/bookings/components/bookings-page.tsx';
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
