import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentUser, renderRoutes, stubApi } from '#tests/support/render-client.tsx';
import ConfirmationTokenPage from '#client/app/routes/confirmation-token.tsx';

const routes = [
  { path: '/confirmation/:token', element: <ConfirmationTokenPage /> },
  { path: '/confirmation', element: <p>resend page</p> },
  { path: '/role', element: <p>role page</p> },
  { path: '/personal-info', element: <p>personal info page</p> },
];
const confirmKey = 'GET /api/user/register/link-token';

const answer = (purpose: 'register' | 'change-email', message: string) => () =>
  Response.json({ token: 'session-token', purpose, message });

describe('following a confirmation link', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks the server once (even in StrictMode), signs in and goes on to choose a role', async () => {
    const calls = stubApi({
      [confirmKey]: answer('register', 'Your e-mail is confirmed. Welcome!'),
      'GET /api/user': () => Response.json(currentUser),
    });
    renderRoutes(routes, '/confirmation/link-token');
    expect(screen.getByText('Confirming your e-mail…')).toBeTruthy();
    expect(await screen.findByText('role page')).toBeTruthy();
    expect(calls.filter((c) => c.key === confirmKey)).toHaveLength(1);
    // The session is the cookie the server set: the page keeps no token.
    expect(localStorage.length).toBe(0);
  });

  it('after a change of e-mail, says so and goes back to personal info', async () => {
    stubApi({
      [confirmKey]: answer('change-email', 'Your new e-mail address is confirmed.'),
      'GET /api/user': () => Response.json(currentUser),
    });
    renderRoutes(routes, '/confirmation/link-token');
    expect(await screen.findByText('personal info page')).toBeTruthy();
    expect(screen.getByText('Your new e-mail address is confirmed.')).toBeTruthy();
  });

  it('explains a used or expired link and offers a new one', async () => {
    const message = 'This link has expired or was already used. Ask for a new one below.';
    stubApi({
      [confirmKey]: () =>
        Response.json({ error: { code: 'bad_request', message } }, { status: 400 }),
    });
    renderRoutes(routes, '/confirmation/link-token');
    expect(await screen.findByText(message)).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Send me a new link' });
    expect(link.getAttribute('href')).toBe('/confirmation');
  });

  it('tells a signed-in person whose e-mail is confirmed that a used link has nothing left to do', async () => {
    const message = 'This link has expired or was already used. Ask for a new one below.';
    stubApi({
      [confirmKey]: () =>
        Response.json({ error: { code: 'bad_request', message } }, { status: 400 }),
      'GET /api/user': () => Response.json({ ...currentUser, pendingEmail: null }),
    });
    renderRoutes(routes, '/confirmation/link-token');
    expect(await screen.findByText('Your e-mail is already confirmed')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continue' }).getAttribute('href')).toBe('/');
    expect(screen.queryByText('Send me a new link')).toBeNull();
  });
});
