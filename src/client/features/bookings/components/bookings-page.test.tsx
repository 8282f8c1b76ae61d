import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { BookingView } from '#shared/schemas/booking.ts';
import { currentUser, onPhone, renderRoutes, stubApi } from '#tests/support/render-client.tsx';
import ArtistBookingsPage from '#client/app/routes/artist-bookings.tsx';
import CustomerBookingsPage from '#client/app/routes/customer-bookings.tsx';
import {
  appointmentAt,
  asArtist,
  booking,
  bookingId,
} from '#tests/support/fixtures/bookings-data.ts';

const json = (body: unknown, status = 200) => Response.json(body, { status });
/** Intl puts narrow no-break spaces in times ("2:30 p.m."); the eye reads spaces. */
const spaces = (text: string | null | undefined) => (text ?? '').replace(/\s/g, ' ');

function renderBookings(
  viewer: 'artist' | 'customer',
  list: BookingView[],
  path = viewer === 'artist' ? '/bookings' : '/bookings-user',
) {
  const calls = stubApi({
    'GET /api/user': () => json({ ...currentUser, profile: viewer === 'artist' }),
    'GET /api/book': () => json({ bookings: list }),
    'GET /api/book/user-bookings': () => json({ bookings: list }),
    'GET /api/book/badges': () => json({ artist: 0, customer: 0 }),
    ...Object.fromEntries(list.map((b) => [`GET /api/book/item/${b._id}`, () => json(b)])),
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

const rows = async () =>
  within(await screen.findByRole('list', { name: 'Bookings' })).getAllByRole('button');

describe('the bookings lists', () => {
  const zone = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = 'Pacific/Honolulu';
  });
  afterAll(() => {
    process.env.TZ = zone;
  });
  afterEach(() => vi.unstubAllGlobals());

  it('runs in a zone where the time differs from Toronto’s', () => {
    expect(new Date(appointmentAt).getHours()).toBe(9);
  });

  it('lists the customer’s bookings newest first, in Toronto time, with the total', async () => {
    renderBookings('customer', [
      booking({ _id: bookingId(1), requestedAt: '2026-11-01T10:00:00.000Z', state: 'completed' }),
      booking({
        _id: bookingId(2),
        requestedAt: '2026-12-01T10:00:00.000Z',
        appointmentAt: '2026-07-05T19:30:00.000Z',
        artist: { id: bookingId(9), name: 'Zoe Martin' },
      }),
    ]);
    const [first, second] = await rows();
    expect(spaces(first?.textContent)).toBe(
      'Zoe MartinRequestBridal Makeup × 2, BlowoutSun, Jul 5, 2026, 3:30 p.m. EDTTotal$210.53',
    );
    expect(spaces(second?.textContent)).toBe(
      'Ava ChenCompletedBridal Makeup × 2, BlowoutSat, Dec 5, 2026, 2:30 p.m. ESTTotal$210.53',
    );
  });

  it('puts the bookings still to come first, the soonest on top, then the rest newest first', async () => {
    const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
    renderBookings('customer', [
      booking({
        _id: bookingId(1),
        state: 'completed',
        appointmentAt: inDays(-3),
        requestedAt: inDays(-1),
      }),
      booking({
        _id: bookingId(2),
        state: 'accepted',
        appointmentAt: inDays(9),
        requestedAt: inDays(-9),
      }),
      booking({
        _id: bookingId(3),
        state: 'declined-user',
        appointmentAt: inDays(2),
        requestedAt: inDays(-2),
      }),
      booking({
        _id: bookingId(4),
        state: 'request',
        appointmentAt: inDays(1),
        requestedAt: inDays(-5),
      }),
      booking({
        _id: bookingId(5),
        state: 'request',
        appointmentAt: inDays(-1),
        requestedAt: inDays(-4),
      }),
    ]);
    const states = (await rows()).map((row) => /^Ava Chen([A-Z][a-z]+)/.exec(row.textContent)?.[1]);
    // Upcoming: the request tomorrow, the accepted booking in 9 days; then newest first.
    expect(states).toEqual(['Request', 'Accepted', 'Completed', 'Cancelled', 'Request']);
  });

  it('shows the customer what a late cancellation or a refund left them paying', async () => {
    renderBookings('customer', [
      booking({
        _id: bookingId(1),
        state: 'declined-user',
        payment: {
          status: 'succeeded',
          amountCents: 10527,
          kind: 'cancellation',
          refundedCents: 0,
        },
      }),
      booking({
        _id: bookingId(2),
        state: 'completed',
        payment: { status: 'succeeded', amountCents: 21053, kind: 'service', refundedCents: 5000 },
      }),
      booking({
        _id: bookingId(3),
        state: 'completed',
        payment: { status: 'succeeded', amountCents: 21053, kind: 'service', refundedCents: 0 },
      }),
    ]);
    const amounts = (await rows()).map(
      (row) => row.textContent?.match(/[A-Z][a-z ]+\$[\d.,]+$/)?.[0],
    );
    expect(amounts).toEqual([
      'Cancellation fee$105.27',
      'Paid after refund$160.53',
      'Total$210.53',
    ]);
  });

  it('shows the artist the customer’s name and the payout', async () => {
    renderBookings('artist', [asArtist(booking())]);
    const [row] = await rows();
    expect(spaces(row?.textContent)).toBe(
      'Maya TremblayRequestBridal Makeup × 2, BlowoutSat, Dec 5, 2026, 2:30 p.m. ESTPayout$160.40',
    );
  });

  it('says so when there are no bookings', async () => {
    renderBookings('customer', []);
    expect(await screen.findByText('No bookings yet.')).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Filter by state' })).toBeNull();
  });

  it('filters by state from the URL, and writes the chips’ choices to it', async () => {
    const { router } = renderBookings(
      'customer',
      [
        booking({ _id: bookingId(1), state: 'accepted' }),
        booking({ _id: bookingId(2), state: 'request' }),
        booking({ _id: bookingId(3), state: 'declined' }),
      ],
      '/bookings-user?state=accepted',
    );
    expect(await rows()).toHaveLength(1);
    const chips = within(screen.getByRole('group', { name: 'Filter by state' }));
    expect(chips.getByRole('button', { name: /Accepted/ }).getAttribute('aria-pressed')).toBe(
      'true',
    );

    await userEvent.click(chips.getByRole('button', { name: /Declined/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?state=accepted%2Cdeclined'));
    expect(await rows()).toHaveLength(2);

    await userEvent.click(chips.getByRole('button', { name: /All/ }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await rows()).toHaveLength(3);
  });

  it('shows the artist her no-shows: counted beside the state, marked on the row and in the details', async () => {
    const noShow = {
      markedAt: '2026-12-05T20:00:00.000Z',
      disputeUntil: '2026-12-07T20:00:00.000Z',
      disputedAt: '2026-12-06T10:00:00.000Z',
      settlement: null,
    };
    renderBookings(
      'artist',
      [
        asArtist(booking({ _id: bookingId(1), state: 'no-show', noShow }), {
          chargedSubtotalCents: 10025,
          payoutStatus: 'earned',
          payment: { status: 'succeeded', amountCents: 10527, kind: 'no-show', refundedCents: 0 },
        }),
        asArtist(booking({ _id: bookingId(2), state: 'accepted' })),
      ],
      `/bookings?booking=${bookingId(1)}`,
    );
    const chips = within(await screen.findByRole('group', { name: 'Filter by state' }));
    expect(chips.getByRole('button', { name: 'No-show 1' })).toBeTruthy();
    expect((await rows()).filter((row) => row.textContent.includes('No-show'))).toHaveLength(1);
    const details = within(await screen.findByRole('dialog', { name: 'Booking details' }));
    expect(details.getByText(/You marked .+ as a no-show/)).toBeTruthy();
    expect(
      details.getByText(/The customer disputed it; an admin will refund or keep/),
    ).toBeTruthy();
  });

  it('filters on a phone in a full-screen dialog, with the number of states chosen', async () => {
    onPhone();
    const { router } = renderBookings(
      'customer',
      [booking({ _id: bookingId(1), state: 'accepted' }), booking({ _id: bookingId(2) })],
      '/bookings-user?state=request',
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Filter (1 active)' }));
    const dialog = within(await screen.findByRole('dialog'));
    await userEvent.click(dialog.getByRole('checkbox', { name: /Accepted/ }));
    await userEvent.click(dialog.getByRole('button', { name: 'Show bookings' }));
    await waitFor(() => expect(router.state.location.search).toBe('?state=request%2Caccepted'));
    expect(await screen.findByRole('button', { name: 'Filter (2 active)' })).toBeTruthy();
    expect(await rows()).toHaveLength(2);
  });

  it('opens the customer’s details: all-in prices with the fee they include, the total, the code once accepted, contact links', async () => {
    const accepted = booking({
      state: 'accepted',
      bookCode: 'K7M4QX',
      contactPhone: '+14165550199',
      text: null,
    });
    const { router } = renderBookings('customer', [accepted]);
    await userEvent.click((await rows())[0]!);
    const dialog = within(await screen.findByRole('dialog', { name: 'Booking details' }));
    expect(router.state.location.search).toBe(`?booking=${accepted._id}`);
    expect(dialog.getByRole('heading', { name: 'Booking with Ava Chen' })).toBeTruthy();
    expect(spaces(dialog.getByText(/Sat, Dec 5/).textContent)).toBe(
      'Sat, Dec 5, 2026, 2:30 p.m. EST',
    );
    const money = dialog.getAllByRole('term').map((t) => spaces(t.parentElement?.textContent));
    expect(money).toEqual([
      'Bridal Makeup × 2 at $84.00includes $8.00 booking fee$168.00',
      'Blowout × 1includes $2.03 booking fee$42.53',
      'Total$210.53',
    ]);
    expect(dialog.queryByText('Commission')).toBeNull();
    expect(dialog.getByText('K7M4QX')).toBeTruthy();
    expect(dialog.getByText('Give this code to Ava Chen when your service is done.')).toBeTruthy();
    expect(dialog.getByText('120 Queen St W, M5H 2N2, Toronto')).toBeTruthy();
    expect(dialog.getByRole('link', { name: /See it on OpenStreetMap/ }).getAttribute('href')).toBe(
      'https://www.openstreetmap.org/search?query=120%20Queen%20St%20W%2C%20Toronto%2C%20ON%2C%20M5H%202N2',
    );
    expect(dialog.getByText('(416) 555-0199')).toBeTruthy();
    expect(dialog.getByRole('link', { name: 'Call' }).getAttribute('href')).toBe(
      'tel:+14165550199',
    );
    expect(dialog.getByRole('link', { name: 'Text' }).getAttribute('href')).toBe(
      'sms:+14165550199',
    );
    expect(dialog.getByRole('link', { name: /WhatsApp/ }).getAttribute('href')).toBe(
      'https://wa.me/14165550199',
    );

    await userEvent.click(dialog.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.search).toBe('');
  });

  it('shows the artist a payout only when earned, net of refunds, and names the promotion', async () => {
    renderBookings(
      'artist',
      [
        asArtist(booking({ state: 'completed' }), {
          commissionCents: 0,
          payoutCents: 15050,
          payoutStatus: 'earned',
          chargedSubtotalCents: 20050,
          refundedSubtotalCents: 5000,
          // 04:30 UTC on 1 December: still 30 November in Toronto.
          promotionEndsAt: '2026-12-01T04:30:00.000Z',
          payment: {
            status: 'succeeded',
            amountCents: 21053,
            kind: 'service',
            refundedCents: 5250,
          },
        }),
      ],
      `/bookings?booking=${bookingId(1)}`,
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Booking details' }));
    const money = dialog.getAllByRole('term').map((t) => spaces(t.parentElement?.textContent));
    expect(money.slice(2)).toEqual([
      'Service subtotal$200.50',
      'Refunded to the customer−$50.00',
      'Commission$0.00',
      'Your payout$150.50',
    ]);
    expect(
      dialog.getByText('Launch promotion: 0% commission until November 30, 2026.'),
    ).toBeTruthy();
  });

  it('shows the artist no payout for a booking that ended without a charge', async () => {
    renderBookings(
      'artist',
      [
        asArtist(booking({ state: 'declined' }), {
          commissionCents: null,
          payoutCents: null,
          payoutStatus: null,
        }),
      ],
      `/bookings?booking=${bookingId(1)}`,
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Booking details' }));
    // The list calls the amount what it is: the services' price, not a payout.
    const row = screen.getByRole('list', { name: 'Bookings' }).querySelector('li');
    expect(row?.textContent).toMatch(/Services\$200\.50$/);
    expect(row?.textContent).not.toMatch(/Payout/);
    const money = dialog.getAllByRole('term').map((t) => spaces(t.parentElement?.textContent));
    expect(money.slice(2)).toEqual(['Service subtotal$200.50']);
    expect(dialog.getByText('No payout: this booking ended without a charge.')).toBeTruthy();
    expect(dialog.queryByText(/Your payout/)).toBeNull();
  });

  it('shows the artist subtotal, commission and payout, and never a code', async () => {
    renderBookings(
      'artist',
      [asArtist(booking({ state: 'accepted', contactPhone: '+14165550123' }))],
      `/bookings?booking=${bookingId(1)}`,
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Booking details' }));
    expect(dialog.getByRole('heading', { name: 'Booking with Maya Tremblay' })).toBeTruthy();
    const money = dialog.getAllByRole('term').map((t) => spaces(t.parentElement?.textContent));
    expect(money.slice(2)).toEqual([
      'Service subtotal$200.50',
      'Commission−$40.10',
      'Your payout after completion$160.40',
    ]);
    expect(dialog.queryByText('Fee')).toBeNull();
    expect(dialog.queryByText(/booking code/i)).toBeNull();
    expect(dialog.queryByRole('textbox')).toBeNull();
    expect(dialog.getByRole('link', { name: 'Call' })).toBeTruthy();
    expect(dialog.getByRole('link', { name: 'Complete with the code' }).getAttribute('href')).toBe(
      `/complete-service?booking=${bookingId(1)}`,
    );
  });

  it('makes no contact links without a shared number, or for a number outside Canada', async () => {
    renderBookings(
      'customer',
      [
        booking({ _id: bookingId(1), state: 'request', contactPhone: null }),
        booking({
          _id: bookingId(2),
          state: 'accepted',
          contactPhone: '+447700900123',
          requestedAt: '2026-12-02T15:00:00.000Z',
        }),
      ],
      `/bookings-user?booking=${bookingId(1)}`,
    );
    let dialog = within(await screen.findByRole('dialog', { name: 'Booking details' }));
    expect(await dialog.findByText('Request')).toBeTruthy();
    expect(dialog.queryByRole('link', { name: 'Call' })).toBeNull();
    await userEvent.click(dialog.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await userEvent.click((await rows())[0]!);
    dialog = within(await screen.findByRole('dialog', { name: 'Booking details' }));
    expect(dialog.getByText('Accepted')).toBeTruthy();
    expect(dialog.queryByRole('link', { name: 'Call' })).toBeNull();
    expect(dialog.queryByRole('link', { name: /WhatsApp/ })).toBeNull();
  });

  it('shows the payment and, when it failed, where to pay again', async () => {
    renderBookings(
      'customer',
      [
        booking({
          state: 'completed',
          payment: { status: 'failed', amountCents: 21053, kind: 'service', refundedCents: 0 },
        }),
      ],
      `/bookings-user?booking=${bookingId(1)}`,
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Booking details' }));
    expect(spaces(dialog.getByText(/Booking total: \$210\.53/).textContent)).toBe(
      'Booking total: $210.53 · Payment pending: card refused',
    );
    expect(dialog.getByRole('link', { name: 'Pay with another card' }).getAttribute('href')).toBe(
      `/pay/${bookingId(1)}`,
    );
  });

  it.each([
    [
      null,
      'Leave a review',
      `/profile/artist/00000000-0000-4000-8000-0000000000a1/${bookingId(1)}`,
    ],
    [
      '00000000-0000-4000-8000-0000000000d1',
      'Your review',
      '/profile/artist/00000000-0000-4000-8000-0000000000a1#review-00000000-0000-4000-8000-0000000000d1',
    ],
  ])(
    'offers a completed visit’s review (review %s): %s, the state once and no code',
    async (reviewId, label, href) => {
      renderBookings(
        'customer',
        [booking({ state: 'completed', bookCode: 'ABC234', reviewId })],
        `/bookings-user?booking=${bookingId(1)}`,
      );
      const dialog = within(await screen.findByRole('dialog', { name: 'Booking details' }));
      expect(dialog.getByRole('link', { name: label }).getAttribute('href')).toBe(href);
      expect(dialog.getAllByText('Completed', { exact: true })).toHaveLength(1);
      expect(dialog.queryByText('ABC234')).toBeNull();
    },
  );
});
