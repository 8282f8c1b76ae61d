import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentUser, renderRoutes, stubApi } from '#tests/support/render-client.tsx';
import ConnectBankPage from '#client/app/routes/connect-bank.tsx';

const state = 'acct_'.padEnd(28, 'x');
const code = 'c'.repeat(32);

describe('the simulated provider’s bank-connect page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('checks the numbers, then sends the artist back with a code', async () => {
    const calls = stubApi({
      'GET /api/user': () => Response.json({ ...currentUser, profile: true }),
      [`POST /api/simulated/bank/${state}`]: () =>
        Response.json({ returnUrl: `/confirm-account?code=${code}` }),
    });
    const router = renderRoutes(
      [
        { path: '/connect-bank/:accountId', element: <ConnectBankPage /> },
        { path: '/confirm-account', element: <p>confirm page</p> },
      ],
      `/connect-bank/${state}`,
    );
    expect(screen.getByText('Simulated payment provider — test mode')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Cancel' }).getAttribute('href')).toBe('/bank');

    await userEvent.type(screen.getByRole('textbox', { name: /Transit number/ }), '123');
    await userEvent.type(screen.getByRole('textbox', { name: /Account number/ }), '12');
    await userEvent.click(screen.getByRole('button', { name: 'Connect account' }));
    expect(await screen.findByText('Choose your bank')).toBeTruthy();
    expect(screen.getByText('The transit number has 5 digits')).toBeTruthy();
    expect(screen.getByText('The account number has 7 to 12 digits')).toBeTruthy();
    expect(calls.some((c) => c.key.startsWith('POST'))).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: /Bank/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'TD Canada Trust' }));
    const institution = screen.getByRole<HTMLInputElement>('textbox', {
      name: /Institution number/,
    });
    expect(institution.value).toBe('004');
    await userEvent.type(screen.getByRole('textbox', { name: /Transit number/ }), '45');
    await userEvent.type(screen.getByRole('textbox', { name: /Account number/ }), '34567');
    await userEvent.click(screen.getByRole('button', { name: 'Connect account' }));

    expect(await screen.findByText('confirm page')).toBeTruthy();
    expect(router.state.location.search).toBe(`?code=${code}`);
    expect(calls.find((c) => c.key.startsWith('POST'))?.body).toEqual({
      bankName: 'TD Canada Trust',
      transitNumber: '12345',
      institutionNumber: '004',
      accountNumber: '1234567',
    });
  });
});
