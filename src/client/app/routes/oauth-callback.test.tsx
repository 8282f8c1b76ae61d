import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthProvider } from '#client/resources/auth.tsx';
import { serverTranslator } from '#shared/i18n/catalogues.ts';
import type { Translator } from '#shared/i18n/translator.ts';
import { I18nProvider } from '#client/lib/i18n.tsx';
import OAuthCallbackPage from './oauth-callback.tsx';

const STATE = 's'.repeat(43);
const TOKEN = 't'.repeat(43);

/**
 * The callback page in StrictMode (effects run twice). The server answers `answer` once the
 * returned `respond` is called.
 */
function renderCallback(
  query: string,
  answer: { token: string; register: boolean },
  translator?: Translator,
) {
  const calls: Array<{ url: string; body: unknown }> = [];
  let respond = () => {};
  const answered = new Promise<void>((resolve) => (respond = resolve));
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    calls.push({ url, body: typeof init.body === 'string' ? JSON.parse(init.body) : null });
    if (url === '/api/user/google') return answered.then(() => Response.json(answer));
    return new Promise<Response>(() => {}); // GET /api/user: the session check can wait
  });
  const router = createMemoryRouter(
    [
      { path: '/oauth/:provider', element: <OAuthCallbackPage /> },
      { path: '/', element: <p>home page</p> },
      { path: '/role', element: <p>role page</p> },
      { path: '/bookings-user', element: <p>bookings page</p> },
    ],
    { initialEntries: [`/oauth/google?${query}`] },
  );
  const page = <RouterProvider router={router} />;
  render(
    <StrictMode>
      <QueryClientProvider client={new QueryClient()}>
        <AuthProvider>
          {translator ? <I18nProvider translator={translator}>{page}</I18nProvider> : page}
        </AuthProvider>
      </QueryClientProvider>
    </StrictMode>,
  );
  return { calls, respond };
}

const saveState = (from = '/') =>
  sessionStorage.setItem('blush.oauth.google', JSON.stringify({ state: STATE, from }));

describe('the social sign-in callback', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    sessionStorage.clear();
  });

  it('posts the code once, even in StrictMode, then signs in and goes to /role', async () => {
    saveState();
    const { calls, respond } = renderCallback(`code=the-code&state=${STATE}`, {
      token: TOKEN,
      register: true,
    });
    // While the server works, the page waits: the second effect run must not cry "refused".
    expect(await screen.findByText('One moment…')).toBeTruthy();
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByText(/did not start in this browser tab/)).toBeNull();
    const checks = () => calls.filter((c) => c.url === '/api/user').length;
    const checked = checks();
    respond();
    expect(await screen.findByText('role page')).toBeTruthy();
    expect(calls.filter((c) => c.url === '/api/user/google')).toEqual([
      { url: '/api/user/google', body: { code: 'the-code', state: STATE } },
    ]);
    // The session is the cookie the server set: the page keeps no token, and asks who it is.
    expect(localStorage.length).toBe(0);
    expect(checks()).toBeGreaterThan(checked);
    expect(sessionStorage.getItem('blush.oauth.google')).toBeNull();
  });

  it('returns a known user to the page that asked them to sign in', async () => {
    saveState('/bookings-user');
    renderCallback(`code=c&state=${STATE}`, { token: TOKEN, register: false }).respond();
    expect(await screen.findByText('bookings page')).toBeTruthy();
  });

  it('never returns to another site', async () => {
    saveState('//evil.example/');
    renderCallback(`code=c&state=${STATE}`, { token: TOKEN, register: false }).respond();
    expect(await screen.findByText('home page')).toBeTruthy();
  });

  it('refuses a state this tab did not save, without calling the server', async () => {
    saveState();
    const { calls } = renderCallback('code=c&state=someone-elses', {
      token: TOKEN,
      register: true,
    });
    expect(await screen.findByText(/did not start in this browser tab/)).toBeTruthy();
    expect(calls.filter((c) => c.url === '/api/user/google')).toEqual([]);
  });

  it('says so when the person cancelled at the provider', async () => {
    saveState();
    renderCallback(`error=access_denied&state=${STATE}`, { token: TOKEN, register: true });
    expect(await screen.findByText(/You cancelled signing in with Google/)).toBeTruthy();
  });

  it('says a cancelled or foreign sign-in in French (issue 35)', async () => {
    const french = serverTranslator('fr-CA');
    renderCallback('error=access_denied', { token: TOKEN, register: false }, french);
    expect(
      await screen.findByText(
        'Vous avez annulé la connexion avec Google. Rien ne nous a été transmis.',
      ),
    ).toBeTruthy();
    expect(
      screen.getByRole('heading', { name: 'Nous n’avons pas pu vous connecter' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Retour à la connexion' })).toBeTruthy();
  });
});
