import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PayoutAccountView } from '#shared/schemas/payments.ts';
import { currentUser, renderRoutes, stubApi } from '#tests/support/render-client.tsx';
import BankPage from '#client/app/routes/bank.tsx';

const artist = { ...currentUser, profile: true };
const json = (body: unknown, status = 200) => Response.json(body, { status });
const notConnected: PayoutAccountView = {
  connected: false,
  bankName: null,
  routingNumber: null,
  last4: null,
};

function renderBank(account: PayoutAccountView, handlers = {}) {
  const calls = stubApi({
    'GET /api/user': () => json(artist),
    'GET /api/stripe/account': () => json(account),
    ...handlers,
  });
  const router = renderRoutes(
    [
      { path: '/bank', element: <BankPage /> },
      { path: '/connect-bank/:accountId', element: <p>provider page</p> },
    ],
    '/bank',
  );
  return { calls, router };
}

describe('Banking info', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows the connected account, masked, and sends changes through the Help Center', async () => {
    renderBank({
      connected: true,
      bankName: 'TD Canada Trust',
      routingNumber: '000412345',
      last4: '6789',
    });
    expect(await screen.findByText('TD Canada Trust')).toBeTruthy();
    expect(screen.getByText('000412345')).toBeTruthy();
    expect(screen.getByText('•••• 6789')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Connect bank account' })).toBeNull();
    expect(
      screen.getByRole('link', { name: 'write to us from the Help Center' }).getAttribute('href'),
    ).toBe('/help?issue=change-bank-account');
  });

  it('explains weekly payouts and connects through the provider’s page', async () => {
    const { calls, router } = renderBank(notConnected, {
      'POST /api/stripe/account': () => json({ url: `/connect-bank/${'s'.repeat(24)}` }),
    });
    expect(await screen.findByText(/Every Monday/)).toBeTruthy();
    expect(screen.getByText(/within 7 days of each service/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Connect bank account' }));
    expect(await screen.findByText('provider page')).toBeTruthy();
    expect(router.state.location.pathname).toBe(`/connect-bank/${'s'.repeat(24)}`);
    expect(calls.filter((c) => c.key === 'POST /api/stripe/account')).toHaveLength(1);
  });

  it('loads the provider’s own site when the onboarding is elsewhere', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    renderBank(notConnected, {
      'POST /api/stripe/account': () => json({ url: 'https://connect.stripe.com/setup/e/acct_1' }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Connect bank account' }));
    await vi.waitFor(() =>
      expect(assign).toHaveBeenCalledWith('https://connect.stripe.com/setup/e/acct_1'),
    );
  });

  it('tells the artist when the provider cannot be reached', async () => {
    renderBank(notConnected, {
      'POST /api/stripe/account': () =>
        json(
          { error: { code: 'unavailable', message: 'Our payment partner is not answering.' } },
          503,
        ),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Connect bank account' }));
    expect(await screen.findByText('Our payment partner is not answering.')).toBeTruthy();
  });
});
