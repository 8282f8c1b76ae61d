import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BookingView } from '#shared/schemas/booking.ts';
import { currentUser, renderRoutes, stubApi } from '#tests/support/render-client.tsx';
import CompleteServicePage from '#client/app/routes/complete-service.tsx';
import { asArtist, booking, bookingId } from '#tests/support/fixtures/bookings-data.ts';

const json = (body: unknown, status = 200) => Response.json(body, { status });

/** 10 minutes after the first booking's start (2:30 p.m. in Toronto). */
const now = new Date('2026-12-05T19:40:00.000Z');
const ready = asArtist(booking({ _id: bookingId(1), state: 'accepted' }));
const tomorrow = asArtist(
  booking({
    _id: bookingId(2),
    state: 'accepted',
    appointmentAt: '2026-12-06T15:00:00.000Z',
    customer: { id: bookingId(8), name: 'Lea Roy' },
  }),
);
const request = asArtist(
  booking({ _id: bookingId(3), customer: { id: bookingId(7), name: 'Sam Diaz' } }),
);

function renderComplete(complete: (body: unknown) => Response, path = '/complete-service') {
  const calls = stubApi({
    'GET /api/user': () => json({ ...currentUser, profile: true }),
    'GET /api/book': () => json({ bookings: [request, tomorrow, ready] }),
    'POST /api/book/complete/K7M4QX': (init) => complete(JSON.parse(init?.body as string)),
  });
  renderRoutes([{ path: '/complete-service', element: <CompleteServicePage /> }], path);
  return calls;
}

const readyCard = async () =>
  within(await screen.findByRole('article', { name: 'Booking with Maya Tremblay' }));

describe('completing a service with the code', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now, toFake: ['Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('offers the accepted bookings from their start, and says when the others open', async () => {
    renderComplete(() => json({}));
    const list = within(await screen.findByRole('list', { name: 'Ready to complete' }));
    expect(list.getAllByRole('article')).toHaveLength(1);
    const later = within(screen.getByRole('region', { name: 'Coming up' }));
    expect(later.getByText('Lea Roy')).toBeTruthy();
    expect(
      later.getByText(/You can complete this service from Sun, Dec 6, 2026, 10:00/),
    ).toBeTruthy();
    expect(screen.queryByText('Sam Diaz')).toBeNull();
    const input = (await readyCard()).getByRole('textbox', { name: 'Booking code' });
    expect(input.getAttribute('autocapitalize')).toBe('characters');
  });

  it('says "Service completed" once when the server says no more', async () => {
    renderComplete(() =>
      json({ booking: { ...ready, state: 'completed' }, message: 'Service completed' }),
    );
    const card = await readyCard();
    await userEvent.type(card.getByRole('textbox', { name: 'Booking code' }), 'K7M4QX');
    await userEvent.click(card.getByRole('button', { name: 'Complete service' }));
    expect(await card.findByText('Maya Tremblay can now leave you a review.')).toBeTruthy();
    expect(card.getAllByText('Service completed')).toHaveLength(1);
  });

  it('sends the code as the server compares it, and shows the booking completed', async () => {
    const message = 'Service completed. $210.53 was charged to Maya Tremblay.';
    const calls = renderComplete(() =>
      json({
        booking: {
          ...ready,
          state: 'completed',
          payment: { status: 'succeeded', amountCents: 21053, kind: 'service', refundedCents: 0 },
        } satisfies BookingView,
        message,
      }),
    );
    const card = await readyCard();
    await userEvent.type(card.getByRole('textbox', { name: 'Booking code' }), ' k7m 4qx');
    await userEvent.click(card.getByRole('button', { name: 'Complete service' }));
    expect(await card.findByText('Service completed')).toBeTruthy();
    expect(card.getByText(message)).toBeTruthy();
    expect(card.getByText('Completed')).toBeTruthy();
    expect(card.queryByRole('textbox')).toBeNull();
    expect(calls.filter((c) => c.key.startsWith('POST'))).toEqual([
      { key: 'POST /api/book/complete/K7M4QX', body: { bookingId: ready._id } },
    ]);
  });

  it('says the payment is pending when the provider has not answered, and keeps the booking open', async () => {
    const message = 'Payment pending: the card payment has not been confirmed yet.';
    renderComplete(() =>
      json({
        booking: {
          ...ready,
          payoutStatus: 'pending',
          payment: { status: 'processing', amountCents: 21053, kind: 'service', refundedCents: 0 },
        } satisfies BookingView,
        message,
      }),
    );
    const card = await readyCard();
    await userEvent.type(card.getByRole('textbox', { name: 'Booking code' }), 'K7M4QX');
    await userEvent.click(card.getByRole('button', { name: 'Complete service' }));
    expect(await card.findByText('Payment pending')).toBeTruthy();
    expect(card.getAllByText(message).length).toBeGreaterThan(0);
    expect(card.queryByText('Service completed')).toBeNull();
  });

  it('shows the server’s refusal as an alert', async () => {
    renderComplete(() =>
      json(
        { error: { code: 'validation', message: 'This code does not match the booking.' } },
        400,
      ),
    );
    const card = await readyCard();
    await userEvent.type(card.getByRole('textbox', { name: 'Booking code' }), 'K7M4QX');
    await userEvent.click(card.getByRole('button', { name: 'Complete service' }));
    const alert = await screen.findByText('This code does not match the booking.');
    expect(alert.closest('[role="alert"]')).toBeTruthy();
    expect(card.getByRole('textbox', { name: 'Booking code' })).toBeTruthy();
  });

  it('asks for 6 characters before sending anything', async () => {
    const calls = renderComplete(() => json({}));
    const card = await readyCard();
    await userEvent.type(card.getByRole('textbox', { name: 'Booking code' }), 'K7M');
    await userEvent.click(card.getByRole('button', { name: 'Complete service' }));
    expect(
      await card.findByText('Enter the 6-character code Maya Tremblay gave you.'),
    ).toBeTruthy();
    expect(calls.some((c) => c.key.startsWith('POST'))).toBe(false);
  });
});
