import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SCHEDULE } from '#shared/domain/availability.ts';
import { torontoDay } from '#shared/domain/toronto-time.ts';
import { currentUser, onPhone, renderRoutes, stubApi } from '#tests/support/render-client.tsx';
import ArtistBookingsPage from '#client/app/routes/artist-bookings.tsx';
import CustomerBookingsPage from '#client/app/routes/customer-bookings.tsx';
import type { BookingView } from '#shared/schemas/booking.ts';
import { asArtist, booking, bookingId } from '#tests/support/fixtures/bookings-data.ts';

const json = (body: unknown, status = 200) => Response.json(body, { status });
/** Intl puts narrow no-break spaces in times ("2:30 p.m."); the eye reads spaces. */
const spaces = (text: string | null | undefined) => (text ?? '').replace(/\s/g, ' ');

/** Tuesday to Saturday 10:00–19:00, and Thursday 3 December 2026 off. */
const schedule = {
  ...DEFAULT_SCHEDULE,
  overrides: [{ date: '2026-12-03', ranges: [] }],
  instantBook: false,
};

/** Saturday 5 December: a request 2:30–5:30 p.m. (test-data), a declined one, a visit done. */
const BOOKINGS = [
  asArtist(booking()),
  asArtist(
    booking({
      _id: bookingId(2),
      state: 'declined',
      appointmentAt: '2026-12-05T16:00:00.000Z',
      endsAt: '2026-12-05T17:00:00.000Z',
    }),
  ),
  asArtist(
    booking({
      _id: bookingId(3),
      state: 'completed',
      appointmentAt: '2026-12-02T15:00:00.000Z',
      endsAt: '2026-12-02T16:00:00.000Z',
      customer: { id: bookingId(8), name: 'Chloe Nguyen' },
      services: [
        { serviceId: bookingId(7), typeOfService: 'Natural Glow', quantity: 1, amountCents: 6000 },
      ],
    }),
  ),
];

/** Toronto's date at the faked now. */
const TODAY = '2026-11-25';

function renderBookings(
  path: string,
  viewer: 'artist' | 'customer' = 'artist',
  bookings: BookingView[] = BOOKINGS,
) {
  const calls = stubApi({
    'GET /api/user': () => json({ ...currentUser, profile: viewer === 'artist' }),
    'GET /api/book': () => json({ bookings }),
    'GET /api/book/user-bookings': () => json({ bookings: [] }),
    'GET /api/book/badges': () => json({ artist: 0, customer: 0 }),
    'GET /api/availability': () => json(schedule),
    ...Object.fromEntries(bookings.map((b) => [`GET /api/book/item/${b._id}`, () => json(b)])),
  });
  const router = renderRoutes(
    [
      { path: '/bookings', element: <ArtistBookingsPage /> },
      { path: '/bookings-user', element: <CustomerBookingsPage /> },
    ],
    path,
  );
  return { calls, router };
}

/** A day's items as they read. */
const itemsOf = async (name: string) =>
  within(await screen.findByRole('list', { name }))
    .getAllByRole('listitem')
    .map((li) => spaces(li.textContent));

describe('the artist’s week and day', () => {
  const zone = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = 'Pacific/Honolulu';
    // Now is 10 p.m. on Wednesday 25 November in Toronto: already the 26th in UTC. Only the
    // date is faked; timers run, for the clicks.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-26T03:00:00Z'));
  });
  afterAll(() => {
    process.env.TZ = zone;
    vi.useRealTimers();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('runs in the evening, when the UTC date is already tomorrow', () => {
    expect(torontoDay(new Date())).toBe(TODAY);
    expect(new Date().toISOString().slice(0, 10)).toBe('2026-11-26');
  });

  it('shows the week of the date in the URL: hours, days off and bookings in Toronto time', async () => {
    renderBookings('/bookings?view=week&day=2026-12-02');
    expect(await screen.findByRole('heading', { name: 'Week of November 30, 2026' })).toBeTruthy();
    const days = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(days).toEqual([
      'Mon, Nov 30',
      'Tue, Dec 1',
      'Wed, Dec 2',
      'Thu, Dec 3',
      'Fri, Dec 4',
      'Sat, Dec 5',
      'Sun, Dec 6',
    ]);
    expect(await itemsOf('Monday, November 30, 2026')).toEqual(['All dayDay off']);
    expect(await itemsOf('Thursday, December 3, 2026')).toEqual(['All dayDay off']);
    expect(await itemsOf('Friday, December 4, 2026')).toEqual([
      'Until 10:00 a.m.Off',
      '10:00 a.m.–7:00 p.m.Free',
      'From 7:00 p.m.Off',
    ]);
    // The declined booking holds no time: 11:00 is free.
    expect(await itemsOf('Saturday, December 5, 2026')).toEqual([
      'Until 10:00 a.m.Off',
      '10:00 a.m.–2:30 p.m.Free',
      '2:30–5:30 p.m.Bridal Makeup × 2, BlowoutMaya TremblayRequest',
      '5:30–7:00 p.m.Free',
      'From 7:00 p.m.Off',
    ]);
    expect((await itemsOf('Wednesday, December 2, 2026'))[1]).toBe(
      '10:00–11:00 a.m.Natural GlowChloe NguyenCompleted',
    );
    expect(screen.getByRole('radio', { name: 'Week' }).getAttribute('aria-checked')).toBe('true');
  });

  it('shows working hours gone by as past, not free', async () => {
    vi.setSystemTime(new Date('2026-11-25T17:30:00Z')); // 12:30 p.m. in Toronto
    try {
      renderBookings('/bookings?view=week&day=2026-11-25');
      expect(await itemsOf('Tuesday, November 24, 2026')).toEqual([
        'Until 10:00 a.m.Off',
        '10:00 a.m.–7:00 p.m.Past',
        'From 7:00 p.m.Off',
      ]);
      expect(await itemsOf('Wednesday, November 25, 2026')).toEqual([
        'Until 10:00 a.m.Off',
        '10:00 a.m.–12:30 p.m.Past',
        '12:30–7:00 p.m.Free',
        'From 7:00 p.m.Off',
      ]);
      expect((await itemsOf('Thursday, November 26, 2026'))[1]).toBe('10:00 a.m.–7:00 p.m.Free');
    } finally {
      vi.setSystemTime(new Date('2026-11-26T03:00:00Z'));
    }
  });

  it('opens a booking’s details over the week, and keeps the week', async () => {
    const { router } = renderBookings('/bookings?view=week&day=2026-12-05');
    const saturday = within(
      await screen.findByRole('list', { name: 'Saturday, December 5, 2026' }),
    );
    await userEvent.click(saturday.getByRole('button', { name: /Maya Tremblay/ }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Booking details' }));
    expect(dialog.getByRole('heading', { name: 'Booking with Maya Tremblay' })).toBeTruthy();
    expect(router.state.location.search).toBe(`?view=week&day=2026-12-05&booking=${bookingId(1)}`);
    await userEvent.click(dialog.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.search).toBe('?view=week&day=2026-12-05');
  });

  it('moves a week at a time and back to this week, in the URL', async () => {
    const { router } = renderBookings('/bookings?view=week&day=2026-12-09');
    expect(await screen.findByRole('heading', { name: 'Week of December 7, 2026' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Next week' }));
    expect(await screen.findByRole('heading', { name: 'Week of December 14, 2026' })).toBeTruthy();
    expect(router.state.location.search).toBe('?view=week&day=2026-12-16');
    await userEvent.click(screen.getByRole('button', { name: 'Previous week' }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous week' }));
    expect(await screen.findByRole('heading', { name: 'Week of November 30, 2026' })).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 3, current: 'date' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'This week' }));
    await waitFor(() => expect(router.state.location.search).toBe(`?view=week&day=${TODAY}`));
    expect(screen.getByRole('heading', { name: 'Week of November 23, 2026' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'This week' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('heading', { level: 3, current: 'date' }).textContent).toBe(
      'Wed, Nov 25',
    );
  });

  it('switches between the list and the week, and Back returns', async () => {
    const { router } = renderBookings('/bookings');
    await screen.findByRole('list', { name: 'Bookings' });
    await userEvent.click(screen.getByRole('radio', { name: 'Week' }));
    await waitFor(() => expect(router.state.location.search).toBe('?view=week'));
    expect(await screen.findByRole('heading', { name: /^Week of / })).toBeTruthy();
    // Without a date it is this week, today marked.
    expect(screen.getByRole('heading', { name: 'Week of November 23, 2026' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, current: 'date' }).textContent).toBe(
      'Wed, Nov 25',
    );

    await userEvent.click(screen.getByRole('radio', { name: 'List' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByRole('list', { name: 'Bookings' })).toBeTruthy();
    await router.navigate(-1);
    expect(await screen.findByRole('heading', { name: /^Week of / })).toBeTruthy();
  });

  it('shows one day on a phone, with the previous, next and today', async () => {
    onPhone();
    const { router } = renderBookings('/bookings?view=day&day=2026-12-05');
    expect(
      await screen.findByRole('heading', { name: 'Saturday, December 5, 2026', level: 2 }),
    ).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Day' }).getAttribute('aria-checked')).toBe('true');
    expect(await itemsOf('Saturday, December 5, 2026')).toHaveLength(5);

    await userEvent.click(screen.getByRole('button', { name: 'Next day' }));
    expect(await itemsOf('Sunday, December 6, 2026')).toEqual(['All dayDay off']);
    expect(router.state.location.search).toBe('?view=day&day=2026-12-06');

    await userEvent.click(screen.getByRole('button', { name: 'Previous day' }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous day' }));
    expect(await itemsOf('Friday, December 4, 2026')).toHaveLength(3);

    await userEvent.click(screen.getByRole('button', { name: 'Today' }));
    await waitFor(() => expect(router.state.location.search).toBe(`?view=day&day=${TODAY}`));
    expect(
      screen.getByRole('heading', { name: 'Wednesday, November 25, 2026', level: 2 }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Today' }).hasAttribute('disabled')).toBe(true);
  });

  it('shows the drive between her studio and a home visit, and the travel fee on its own line', async () => {
    // Tuesday 8 December: the studio (downtown) 10–11 a.m., a visit in East York 12–1 p.m.
    // with a $15 travel fee, the studio again 3–4 p.m.; 40 minutes' drive each way at midday.
    const studio = { lat: 43.6404, lng: -79.3995, postalArea: 'M5V' };
    const atStudio = (n: number, from: string, to: string) =>
      asArtist(
        booking({
          _id: bookingId(n),
          state: 'accepted',
          place: 'artistSite',
          appointmentAt: `2026-12-08T${from}:00.000Z`,
          endsAt: `2026-12-08T${to}:00.000Z`,
        }),
        { studio },
      );
    const visit = asArtist(
      booking({
        _id: bookingId(21),
        state: 'accepted',
        appointmentAt: '2026-12-08T17:00:00.000Z',
        endsAt: '2026-12-08T18:00:00.000Z',
        customer: { id: bookingId(8), name: 'Chloe Nguyen' },
        services: [
          {
            serviceId: bookingId(7),
            typeOfService: 'Natural Glow',
            quantity: 1,
            amountCents: 6000,
          },
          { serviceId: 'travel', typeOfService: 'Travel fee', quantity: 1, amountCents: 1500 },
        ],
        visit: {
          postalArea: 'M4C',
          lat: 43.6953,
          lng: -79.3184,
          unit: null,
          buzzer: null,
          addressShown: true,
        },
      }),
    );
    const day = [atStudio(20, '15:00', '16:00'), visit, atStudio(22, '20:00', '21:00')];
    renderBookings('/bookings?view=week&day=2026-12-08', 'artist', day);
    expect(await itemsOf('Tuesday, December 8, 2026')).toEqual([
      'Until 10:00 a.m.Off',
      '10:00–11:00 a.m.Bridal Makeup × 2, BlowoutMaya TremblayAccepted',
      '11:00 a.m.–12:00 p.m.Free',
      '40 min to M4CDirections',
      '12:00–1:00 p.m.Natural GlowTravel fee $15.00Chloe NguyenAccepted',
      '1:00–3:00 p.m.Free',
      '40 min to M5VDirections',
      '3:00–4:00 p.m.Bridal Makeup × 2, BlowoutMaya TremblayAccepted',
      '4:00–7:00 p.m.Free',
      'From 7:00 p.m.Off',
    ]);
    const legs = screen.getAllByTestId('travel-leg');
    expect(within(legs[0]!).getByRole('link', { name: 'Directions' }).getAttribute('href')).toBe(
      'https://www.openstreetmap.org/directions?engine=fossgis_osrm_car&route=43.64040%2C-79.39950%3B43.69530%2C-79.31840',
    );
    expect(within(legs[1]!).getByRole('link', { name: 'Directions' }).getAttribute('href')).toBe(
      'https://www.openstreetmap.org/directions?engine=fossgis_osrm_car&route=43.69530%2C-79.31840%3B43.64040%2C-79.39950',
    );
  });

  it('gives the customer no calendar, whatever the URL says', async () => {
    renderBookings('/bookings-user?view=week', 'customer');
    expect(await screen.findByText('No bookings yet.')).toBeTruthy();
    expect(screen.queryByRole('radiogroup', { name: 'View' })).toBeNull();
    expect(screen.queryByRole('heading', { name: /^Week of / })).toBeNull();
  });
});
