import { screen, waitFor, within } from '@testing-library/react';
import { torontoDay, torontoInstant } from '#shared/domain/toronto-time.ts';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BookingView } from '#shared/schemas/booking.ts';
import { Outlet } from 'react-router';
import { currentUser, renderRoutes, stubApi } from '#tests/support/render-client.tsx';
import { TopBar } from '#client/components/layouts/top-bar.tsx';
import ArtistBookingsPage from '#client/app/routes/artist-bookings.tsx';
import CustomerBookingsPage from '#client/app/routes/customer-bookings.tsx';
import {
  artistId,
  asArtist,
  booking,
  bookingId,
  terms,
} from '#tests/support/fixtures/bookings-data.ts';

const json = (body: unknown, status = 200) => Response.json(body, { status });
const id = bookingId(1);

/**
 * Opens one booking's details. The server's booking changes to what each POST answers; the
 * calls are returned so a test can read the path and body, and count the reads after.
 */
async function openBooking(
  start: BookingView,
  answer: (body: { state: string; text?: string }) => Response = (body) =>
    json({ ...start, state: body.state, text: body.text ?? null }),
  more: Parameters<typeof stubApi>[0] = {},
) {
  let current = start;
  const list = () => json({ bookings: [current] });
  const calls = stubApi({
    'GET /api/user': () => json({ ...currentUser, profile: start.viewer === 'artist' }),
    'GET /api/book': list,
    'GET /api/book/user-bookings': list,
    [`GET /api/book/item/${id}`]: () => json(current),
    'GET /api/book/badges': () =>
      json({ artist: current.state === 'request' ? 1 : 0, customer: 0 }),
    'GET /api/book/terms': () => json(terms),
    [`POST /api/book/booking/${id}/${start.state}`]: async (init) => {
      const response = answer(JSON.parse(init?.body as string) as { state: string });
      if (response.ok) current = (await response.clone().json()) as BookingView;
      return response;
    },
    ...more,
  });
  const path = start.viewer === 'artist' ? '/bookings' : '/bookings-user';
  renderRoutes(
    [
      {
        // The top bar shows the Bookings badge, which an action refreshes.
        element: (
          <>
            <TopBar />
            <Outlet />
          </>
        ),
        children: [
          { path: '/bookings', element: <ArtistBookingsPage /> },
          { path: '/bookings-user', element: <CustomerBookingsPage /> },
        ],
      },
    ],
    `${path}?booking=${id}`,
  );
  const dialog = within(await screen.findByRole('dialog', { name: 'Booking details' }));
  const posts = () => calls.filter((c) => c.key.startsWith('POST '));
  const reads = (key: string) => calls.filter((c) => c.key === key).length;
  return { dialog, calls, posts, reads };
}

/** Presses the action in the details, then answers its confirmation. */
async function confirmAction(
  dialog: Awaited<ReturnType<typeof openBooking>>['dialog'],
  action: string,
  title: string,
  confirm = action,
) {
  await userEvent.click(await dialog.findByRole('button', { name: action }));
  const ask = within(await screen.findByRole('alertdialog', { name: title }));
  await userEvent.click(ask.getByRole('button', { name: confirm }));
  return ask;
}

describe('booking actions', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('lets the artist accept a request, then refreshes the list and the badges', async () => {
    const { dialog, posts, reads } = await openBooking(asArtist(booking()));
    expect(dialog.queryByRole('button', { name: /Cancel booking/ })).toBeNull();
    expect(await screen.findByText('(1 new request)')).toBeTruthy();
    const before = { list: reads('GET /api/book'), badges: reads('GET /api/book/badges') };
    await confirmAction(dialog, 'Accept', 'Accept this booking?');
    expect(await screen.findByText('Booking accepted')).toBeTruthy();
    expect(posts()).toEqual([
      { key: `POST /api/book/booking/${id}/request`, body: { state: 'accepted' } },
    ]);
    await waitFor(() => expect(reads('GET /api/book')).toBeGreaterThan(before.list));
    expect(reads('GET /api/book/badges')).toBeGreaterThan(before.badges);
    await waitFor(() => expect(screen.queryByText('(1 new request)')).toBeNull());
    // The confirmation closed; the details show the new state and the next action.
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(await dialog.findByRole('link', { name: 'Complete with the code' })).toBeTruthy();
    expect(dialog.queryByRole('button', { name: 'Accept' })).toBeNull();
    // The Accept button is gone: the keyboard stays in the details, on their heading.
    await waitFor(() =>
      expect(document.activeElement).toBe(
        dialog.getByRole('heading', { name: 'Booking with Maya Tremblay' }),
      ),
    );
  });

  it('lets the artist decline a request, with a reason the customer sees', async () => {
    const { dialog, posts } = await openBooking(asArtist(booking()));
    await userEvent.click(await dialog.findByRole('button', { name: 'Decline' }));
    const ask = within(await screen.findByRole('alertdialog', { name: 'Decline this booking?' }));
    expect(ask.queryByText(/Declining this late is recorded/)).toBeNull();
    expect(ask.getByText('Maya Tremblay sees your reason.')).toBeTruthy();
    // No reason yet: the dialog asks for one and sends nothing.
    await userEvent.click(ask.getByRole('button', { name: 'Decline booking' }));
    expect(ask.getByText('Choose a reason')).toBeTruthy();
    expect(posts()).toEqual([]);
    await userEvent.click(ask.getByRole('radio', { name: 'Other' }));
    await userEvent.type(ask.getByRole('textbox', { name: 'In a few words' }), 'I am ill');
    await userEvent.click(ask.getByRole('button', { name: 'Decline booking' }));
    expect(await screen.findByText('Booking declined')).toBeTruthy();
    expect(posts()).toEqual([
      {
        key: `POST /api/book/booking/${id}/request`,
        body: { state: 'declined', reason: 'other', text: 'I am ill' },
      },
    ]);
    await waitFor(() =>
      expect(document.activeElement).toBe(
        dialog.getByRole('heading', { name: 'Booking with Maya Tremblay' }),
      ),
    );
  });

  it('lets the artist propose her own free times, with or without words', async () => {
    // The artist's free times this month for the booking's 3 hours: 11 p.m. today in Toronto.
    const today = torontoDay(new Date());
    const [y, m] = today.split('-').map(Number) as [number, number];
    const monthEnd = new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
    const slot = torontoInstant(y, m, Number(today.slice(8)), 23).toISOString();
    const { dialog, posts } = await openBooking(asArtist(booking()), undefined, {
      [`GET /api/availability/${artistId}?from=${today}&to=${monthEnd}&minutes=180`]: () =>
        json({ timeZone: 'America/Toronto', slots: [slot] }),
    });
    await userEvent.click(dialog.getByRole('button', { name: 'Propose another time' }));
    const ask = within(await screen.findByRole('dialog', { name: 'Propose another time' }));
    const send = ask.getByRole('button', { name: 'Send proposal' });
    expect(send.hasAttribute('disabled')).toBe(true);

    await userEvent.click(await ask.findByText('11:00 p.m.'));
    const chosen = within(ask.getByRole('list', { name: 'Times you propose' }));
    expect(chosen.getAllByRole('listitem')).toHaveLength(1);
    await userEvent.type(ask.getByRole('textbox', { name: /A few words/ }), 'I have a wedding.');
    await userEvent.click(send);
    expect(await screen.findByText('Proposal sent')).toBeTruthy();
    expect(posts()).toEqual([
      {
        key: `POST /api/book/booking/${id}/request`,
        body: { state: 'declined-posponed', text: 'I have a wedding.', slots: [slot] },
      },
    ]);
  });

  it('shows the customer each proposed time to book with one tap, and those gone', async () => {
    const free = '2026-12-08T15:00:00.000Z';
    const gone = '2026-12-09T15:00:00.000Z';
    const proposal = booking({
      state: 'declined-posponed',
      text: 'Could we move it?',
      proposedSlots: [
        { at: free, free: true },
        { at: gone, free: false },
      ],
    });
    const { dialog, posts } = await openBooking(proposal, undefined, {
      [`POST /api/book/proposal/${id}`]: () =>
        Response.json({ ...proposal, state: 'accepted', appointmentAt: free, proposedSlots: [] }),
    });
    expect(dialog.getByText(/no longer free/)).toBeTruthy();
    expect(dialog.queryByRole('button', { name: /December 9/ })).toBeNull();
    await userEvent.click(
      dialog.getByRole('button', { name: /^Book Tuesday, December 8, 2026 at 10:00/ }),
    );
    expect(await screen.findByText(/^Booked for Tuesday, December 8, 2026/)).toBeTruthy();
    const [post] = posts();
    expect(post?.key).toBe(`POST /api/book/proposal/${id}`);
    expect(post?.body).toMatchObject({ at: free });
  });

  it('shows the artist the times she proposed, even without a note', async () => {
    const proposal = asArtist(
      booking({
        state: 'declined-posponed',
        text: null,
        proposedSlots: [
          { at: '2026-12-08T15:00:00.000Z', free: true },
          { at: '2026-12-09T20:30:00.000Z', free: false },
        ],
      }),
    );
    const { dialog } = await openBooking(proposal);
    const times = dialog.getByRole('list', { name: 'The times you proposed' });
    expect([...times.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'Tuesday, December 8, 2026 at 10:00 a.m. EST',
      'Wednesday, December 9, 2026 at 3:30 p.m. EST',
    ]);
    expect(dialog.getByText('You proposed another time')).toBeTruthy();
    expect(dialog.queryByRole('link', { name: /^Book / })).toBeNull();
  });

  it('warns the artist that declining an accepted booking under 4 hours before is recorded', async () => {
    vi.useFakeTimers({ now: new Date('2026-12-05T16:00:00.000Z'), toFake: ['Date'] });
    const { dialog, posts } = await openBooking(asArtist(booking({ state: 'accepted' })));
    await userEvent.click(dialog.getByRole('button', { name: 'Decline' }));
    const ask = within(await screen.findByRole('alertdialog', { name: 'Decline this booking?' }));
    expect(ask.getByText(/Declining this late is recorded\./)).toBeTruthy();
    await userEvent.click(ask.getByRole('radio', { name: 'An emergency came up' }));
    await userEvent.click(ask.getByRole('button', { name: 'Decline booking' }));
    expect(await screen.findByText('Booking declined')).toBeTruthy();
    expect(posts()).toEqual([
      {
        key: `POST /api/book/booking/${id}/accepted`,
        body: { state: 'declined', reason: 'emergency' },
      },
    ]);
  });

  it('offers the artist a no-show from 15 minutes after the start, and says from when before', async () => {
    // The appointment is at 19:30 UTC (2:30 p.m. in Toronto).
    vi.useFakeTimers({ now: new Date('2026-12-05T19:35:00.000Z'), toFake: ['Date'] });
    const early = await openBooking(asArtist(booking({ state: 'accepted' })));
    expect(early.dialog.queryByRole('button', { name: 'Mark as no-show' })).toBeNull();
    expect(
      early.dialog.getByText(/not here yet\? You can mark a no-show from .*2:45/),
    ).toBeTruthy();
  });

  it('lets the artist mark a no-show once 15 minutes have passed', async () => {
    vi.useFakeTimers({ now: new Date('2026-12-05T19:50:00.000Z'), toFake: ['Date'] });
    const start = asArtist(booking({ state: 'accepted' }));
    const { posts } = await openBooking(start, undefined, {
      [`POST /api/book/no-show/${id}`]: () => json({ ...start, state: 'no-show' }),
    });
    const ask = await confirmAction(
      within(screen.getByRole('dialog', { name: 'Booking details' })),
      'Mark as no-show',
      'Did the customer not come?',
      'Mark no-show and charge the fee',
    );
    expect(ask).toBeTruthy();
    expect(await screen.findByText('Marked as a no-show')).toBeTruthy();
    expect(posts().map((p) => p.key)).toEqual([`POST /api/book/no-show/${id}`]);
  });

  it('tells the customer that cancelling at least 4 hours before is free', async () => {
    vi.useFakeTimers({ now: new Date('2026-12-05T15:30:00.000Z'), toFake: ['Date'] });
    const { dialog, posts } = await openBooking(booking({ state: 'accepted', bookCode: 'K7M4QX' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel booking' }));
    const ask = within(await screen.findByRole('alertdialog', { name: 'Cancel this booking?' }));
    expect(ask.getByText('Cancelling now is free.')).toBeTruthy();
    expect(
      await ask.findByText('Free if you cancel at least 4 hours before the appointment.'),
    ).toBeTruthy();
    expect(ask.getByText(/^50% of the total if you cancel less than 4 hours/)).toBeTruthy();
    expect(ask.getByRole('button', { name: 'Keep booking' })).toBeTruthy();
    await userEvent.click(ask.getByRole('radio', { name: 'My plans changed' }));
    await userEvent.click(ask.getByRole('button', { name: 'Cancel for free' }));
    expect(await screen.findByText('Booking cancelled')).toBeTruthy();
    expect(posts()).toEqual([
      {
        key: `POST /api/book/booking/${id}/accepted`,
        body: { state: 'declined-user', reason: 'plans-changed' },
      },
    ]);
  });

  it('tells the customer the exact charge for cancelling under 4 hours before', async () => {
    // 2 hours 30 minutes before: half of $210.53, rounded half up.
    vi.useFakeTimers({ now: new Date('2026-12-05T17:00:00.000Z'), toFake: ['Date'] });
    const { dialog, posts } = await openBooking(booking({ state: 'accepted' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel booking' }));
    const ask = within(await screen.findByRole('alertdialog', { name: 'Cancel this booking?' }));
    expect(ask.getByText('Cancelling now costs $105.27 (50% of the total).')).toBeTruthy();
    await userEvent.click(ask.getByRole('radio', { name: 'I booked by mistake' }));
    await userEvent.click(ask.getByRole('button', { name: 'Cancel and pay $105.27' }));
    await waitFor(() =>
      expect(posts()).toEqual([
        {
          key: `POST /api/book/booking/${id}/accepted`,
          body: { state: 'declined-user', reason: 'mistake' },
        },
      ]),
    );
  });

  it('counts the HST in the charge for cancelling late, as the card is charged', async () => {
    // $200.50 + $10.03 fee, 13% HST on both sides: half of $237.90 is $118.95.
    vi.useFakeTimers({ now: new Date('2026-12-05T17:00:00.000Z'), toFake: ['Date'] });
    const { dialog } = await openBooking(
      booking({ state: 'accepted', serviceHstCents: 2607, feeHstCents: 130, totalCents: 23790 }),
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel booking' }));
    const ask = within(await screen.findByRole('alertdialog', { name: 'Cancel this booking?' }));
    expect(ask.getByText('Cancelling now costs $118.95 (50% of the total).')).toBeTruthy();
    expect(ask.getByRole('button', { name: 'Cancel and pay $118.95' })).toBeTruthy();
  });

  it('lets the customer withdraw a request the artist has not accepted for free, however late', async () => {
    vi.useFakeTimers({ now: new Date('2026-12-05T17:00:00.000Z'), toFake: ['Date'] });
    const { dialog } = await openBooking(booking({ state: 'request' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel booking' }));
    const ask = within(await screen.findByRole('alertdialog', { name: 'Cancel this booking?' }));
    expect(ask.getByText('Cancelling now is free.')).toBeTruthy();
  });

  it('offers the customer no cancelling once the booking is completed by code and being paid', async () => {
    const payment = {
      status: 'processing' as const,
      amountCents: 21053,
      kind: 'service' as const,
      refundedCents: 0,
    };
    const { dialog } = await openBooking(booking({ state: 'accepted', payment }));
    expect(dialog.queryByRole('button', { name: 'Cancel booking' })).toBeNull();
  });

  it('offers the artist no declining once the booking is completed by code and being paid', async () => {
    const pending = asArtist(booking({ state: 'accepted' }), { payoutStatus: 'pending' });
    const { dialog } = await openBooking(pending);
    expect(dialog.queryByRole('button', { name: 'Decline' })).toBeNull();
  });

  it('shows the server’s message when the booking changed meanwhile, and reads it again', async () => {
    const message = 'This booking has just changed. Please reload it.';
    const { dialog, reads } = await openBooking(asArtist(booking()), () =>
      json({ error: { code: 'conflict', message } }, 409),
    );
    const before = reads(`GET /api/book/item/${id}`);
    await confirmAction(dialog, 'Accept', 'Accept this booking?');
    const alert = await screen.findByText(message);
    expect(alert.closest('[role="alert"]')).toBeTruthy();
    await waitFor(() => expect(reads(`GET /api/book/item/${id}`)).toBeGreaterThan(before));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('offers the customer the artist’s proposal to book', async () => {
    const { dialog } = await openBooking(
      booking({ state: 'declined-posponed', text: 'Could we do Sunday at 11 a.m.?' }),
    );
    expect(dialog.getByText('Ava Chen proposed another time')).toBeTruthy();
    expect(dialog.getByText('Could we do Sunday at 11 a.m.?')).toBeTruthy();
    expect(dialog.getByRole('link', { name: 'Book this time' }).getAttribute('href')).toBe(
      `/checkout/${artistId}/00000000-0000-4000-8000-0000000000e1?rebook=${id}`,
    );
    expect(dialog.queryByRole('button', { name: 'Cancel booking' })).toBeNull();
  });

  it('offers nothing to do on a completed booking', async () => {
    const { dialog } = await openBooking(asArtist(booking({ state: 'completed' })));
    expect(dialog.getByText('Completed')).toBeTruthy();
    for (const name of ['Accept', 'Decline', 'Propose another time', 'Cancel booking']) {
      expect(dialog.queryByRole('button', { name })).toBeNull();
    }
    expect(dialog.queryByRole('link', { name: 'Complete with the code' })).toBeNull();
  });
});
