import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PaymentView, SavedCard } from '#shared/schemas/payments.ts';
import { currentUser, renderRoutes, stubApi } from '#tests/support/render-client.tsx';
import PayPage from '#client/app/routes/pay.tsx';

const bookingId = '00000000-0000-4000-8000-0000000000d1';
const json = (body: unknown, status = 200) => Response.json(body, { status });
const card = (stripeCardId: string, last4: string, expYear = 2030): SavedCard => ({
  stripeCardId,
  brand: 'visa',
  last4,
  expMonth: 6,
  expYear,
});
const failed: PaymentView = {
  bookingId,
  artistName: 'Ava Chen',
  status: 'failed',
  amountCents: 10500,
  subtotalCents: 10000,
  feeCents: 500,
  failureMessage: 'Your card was declined.',
};

function renderPay(view: PaymentView, retry: (body: unknown) => Response = () => json(view)) {
  const cards = [card('pm_old', '0341'), card('pm_new', '4242'), card('pm_gone', '1111', 2020)];
  const calls = stubApi({
    'GET /api/user': () => json({ ...currentUser, cards }),
    [`GET /api/payments/${bookingId}`]: () => json(view),
    [`POST /api/payments/${bookingId}/retry`]: (init) =>
      retry(JSON.parse(init?.body as string) as unknown),
  });
  renderRoutes([{ path: '/pay/:bookingId', element: <PayPage /> }], `/pay/${bookingId}`);
  return calls;
}

describe('paying a failed charge again', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows what is owed and why, and charges the card chosen', async () => {
    const calls = renderPay(failed, () =>
      json({ ...failed, status: 'succeeded', failureMessage: null }),
    );
    expect(await screen.findByText('Booking with Ava Chen')).toBeTruthy();
    expect(screen.getByText('$100.00')).toBeTruthy();
    expect(screen.getByText('$5.00')).toBeTruthy();
    expect(screen.getByText('$105.00')).toBeTruthy();
    expect(screen.getByText('Your card was declined.')).toBeTruthy();
    // Expired cards are not offered.
    expect(await screen.findByRole('radio', { name: /•••• 4242/ })).toBeTruthy();
    expect(screen.queryByRole('radio', { name: /1111/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Add a card' }).getAttribute('href')).toBe('/payments');

    await userEvent.click(screen.getByRole('radio', { name: /•••• 4242/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Pay $105.00' }));
    expect(await screen.findByText('Payment received. Thank you!')).toBeTruthy();
    expect(calls.find((c) => c.key.endsWith('/retry'))?.body).toEqual({ stripeCardId: 'pm_new' });
  });

  it('shows the new refusal when the other card fails too', async () => {
    renderPay(failed, () =>
      json({ ...failed, failureMessage: 'Your card has insufficient funds.' }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Pay $105.00' }));
    const refusal = await screen.findByText('Your card has insufficient funds.');
    expect(refusal.closest('[role="alert"]')).toBeTruthy();
    expect(screen.queryByText('Payment received. Thank you!')).toBeNull();
  });

  it('says so when the booking is already paid', async () => {
    const calls = renderPay({ ...failed, status: 'succeeded', failureMessage: null });
    expect(await screen.findByText('This booking is paid.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Pay/ })).toBeNull();
    expect(calls.some((c) => c.key.endsWith('/retry'))).toBe(false);
  });
});
