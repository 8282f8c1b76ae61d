import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { vi } from 'vitest';
import type { CurrentUser } from '#shared/schemas/user.ts';
import { AlertsProvider } from '#client/components/ui/alerts.tsx';
import { AuthProvider } from '#client/resources/auth.tsx';

/** A phone: the media queries for `md` and up do not match (`vi.unstubAllGlobals` undoes it). */
export function onPhone() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

/** Renders routes at `path` inside the app's providers, in StrictMode as main.tsx does. */
export function renderRoutes(routes: RouteObject[], path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <StrictMode>
      <QueryClientProvider client={client}>
        <AuthProvider>
          <AlertsProvider>
            <RouterProvider router={router} />
          </AlertsProvider>
        </AuthProvider>
      </QueryClientProvider>
    </StrictMode>,
  );
  return router;
}

type Handler = (init: RequestInit | undefined) => Response | Promise<Response>;

/**
 * Stubs fetch with one handler per "METHOD /api/path"; returns the calls made, so a test can
 * count them and read their bodies.
 */
export function stubApi(handlers: Record<string, Handler>) {
  const calls: { key: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', (url: string, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${url}`;
    calls.push({ key, body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined });
    const handler = handlers[key];
    if (!handler) return Promise.resolve(Response.json({}, { status: 404 }));
    return Promise.resolve(handler(init));
  });
  return calls;
}

export const currentUser: CurrentUser = {
  _id: '00000000-0000-4000-8000-000000000001',
  firstName: 'Maya',
  lastName: 'Tremblay',
  email: 'maya@example.com',
  role: 'user',
  mobileNumber: '+14165550123',
  mobileVerified: false,
  pendingEmail: null,
  hasPassword: true,
  profile: false,
  profileImage: null,
  stripeCustomerId: null,
  cards: [],
};
