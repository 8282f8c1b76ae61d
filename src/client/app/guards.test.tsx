import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthProvider } from '#client/resources/auth.tsx';
import { RequireAdmin, RequireAuth } from './guards.tsx';

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <p>home page</p> },
      { path: '/login', element: <p>login page</p> },
      {
        element: <RequireAuth />,
        children: [{ path: '/bookings-user', element: <p>bookings page</p> }],
      },
      { element: <RequireAdmin />, children: [{ path: '/dashboard', element: <p>admin page</p> }] },
    ],
    { initialEntries: [path] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <AuthProvider>
        <RouterProvider router={router} />
      </AuthProvider>
    </QueryClientProvider>,
  );
}

const me = (role: 'Admin' | 'user') =>
  Response.json({
    _id: '00000000-0000-4000-8000-000000000001',
    firstName: 'A',
    lastName: 'B',
    email: 'a@b.co',
    role,
  });

describe('route guards', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends a signed-out visitor from a logged-in page to /login', async () => {
    renderAt('/bookings-user');
    expect(await screen.findByText('login page')).toBeTruthy();
  });

  it('shows a logged-in page while the session is still being checked', () => {
    vi.stubGlobal('fetch', () => new Promise<Response>(() => {}));
    renderAt('/bookings-user');
    expect(screen.getByText('bookings page')).toBeTruthy();
  });

  it('falls back to signed out when the server refuses the session', async () => {
    vi.stubGlobal('fetch', () =>
      Promise.resolve(
        Response.json(
          { error: { code: 'unauthorized', message: 'Please sign in to continue.' } },
          { status: 401 },
        ),
      ),
    );
    renderAt('/bookings-user');
    expect(await screen.findByText('login page')).toBeTruthy();
  });

  it('sends a non-admin away from /dashboard and lets an admin in', async () => {
    vi.stubGlobal('fetch', () => Promise.resolve(me('user')));
    renderAt('/dashboard');
    expect(await screen.findByText('home page')).toBeTruthy();
  });

  it('lets an admin into /dashboard', async () => {
    vi.stubGlobal('fetch', () => Promise.resolve(me('Admin')));
    renderAt('/dashboard');
    expect(await screen.findByText('admin page')).toBeTruthy();
  });
});
