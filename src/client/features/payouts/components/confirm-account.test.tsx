import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentUser, renderRoutes, stubApi } from '#tests/support/render-client.tsx';
import ConfirmAccountPage from '#client/app/routes/confirm-account.tsx';

const code = 'c'.repeat(32);
const confirmKey = `POST /api/stripe/account/${code}`;
const artist = { ...currentUser, profile: true };
const json = (body: unknown, status = 200) => Response.json(body, { status });

function renderConfirm(path: string, answer: () => Response) {
  const calls = stubApi({ 'GET /api/user': () => json(artist), [confirmKey]: answer });
  renderRoutes(
    [
      { path: '/confirm-account', element: <ConfirmAccountPage /> },
      { path: '/bank', element: <p>bank page</p> },
    ],
    path,
  );
  return calls;
}

describe('coming back from the payment provider', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends the code once (even in StrictMode), says the account is created and reloads the user', async () => {
    const calls = renderConfirm(`/confirm-account?code=${code}`, () =>
      json({ status: 'success', message: 'Your bank account is connected.' }),
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'Connecting your bank account' }),
    ).toBeTruthy();
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Your account has been successfully created',
      }),
    ).toBeTruthy();
    expect(
      screen.getByText('Our team is verifying your profile. It will be published within 2 hours.'),
    ).toBeTruthy();
    const link = await screen.findByRole('link', { name: 'View your profile' });
    await vi.waitFor(() => expect(link.getAttribute('href')).toBe(`/profile/artist/${artist._id}`));
    expect(calls.filter((c) => c.key === confirmKey)).toHaveLength(1);
    // The user is read again, so the settings menu loses its "!".
    await vi.waitFor(() =>
      expect(calls.filter((c) => c.key === 'GET /api/user').length).toBeGreaterThanOrEqual(2),
    );
  });

  it('shows the provider’s refusal and the way back to Banking info', async () => {
    const message = 'Your bank details could not be verified.';
    const calls = renderConfirm(`/confirm-account?code=${code}`, () =>
      json({ status: 'fail', message }),
    );
    const shown = await screen.findByText(message);
    expect(shown.closest('[role="alert"]')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe('/bank');
    expect(screen.queryByText(/successfully created/)).toBeNull();
    expect(calls.filter((c) => c.key === confirmKey)).toHaveLength(1);
  });

  it('shows the server’s message when the request is refused', async () => {
    const message = 'This link has expired. Connect your bank account again.';
    const calls = renderConfirm(`/confirm-account?code=${code}`, () =>
      json({ error: { code: 'bad_request', message } }, 400),
    );
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe('/bank');
    expect(calls.filter((c) => c.key === confirmKey)).toHaveLength(1);
  });

  it('without a code, sends nothing and offers to start again', async () => {
    const calls = renderConfirm('/confirm-account', () => json({}));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your bank account is not connected' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe('/bank');
    expect(calls.some((c) => c.key.startsWith('POST'))).toBe(false);
  });
});
