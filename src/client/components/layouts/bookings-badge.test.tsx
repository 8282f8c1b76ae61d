import { screen, within } from '@testing-library/react';
import { focusManager } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentUser, renderRoutes, stubApi } from '#tests/support/render-client.tsx';
import { BottomBar } from './bottom-bar.tsx';
import { TopBar } from './top-bar.tsx';

const json = (body: unknown, status = 200) => Response.json(body, { status });

/** Both bars, as the layout renders them (CSS shows one per screen size). */
function renderBars(profile: boolean, badges: () => { artist: number; customer: number }) {
  const calls = stubApi({
    'GET /api/user': () => json({ ...currentUser, profile }),
    'GET /api/book/badges': () => json(badges()),
  });
  renderRoutes(
    [
      {
        element: (
          <>
            <TopBar />
            <Outlet />
            <BottomBar />
          </>
        ),
        children: [{ path: '/', element: <p>Home</p> }],
      },
    ],
    '/',
  );
  const bookingsLinks = () => screen.getAllByRole('link', { name: /^Bookings/ });
  const badgeReads = () => calls.filter((c) => c.key === 'GET /api/book/badges').length;
  return { bookingsLinks, badgeReads };
}

describe('the Bookings badge', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows an artist’s new requests in both bars, with words for screen readers', async () => {
    const { bookingsLinks } = renderBars(true, () => ({ artist: 3, customer: 5 }));
    expect(await screen.findAllByText('(3 new requests)')).toHaveLength(2);
    for (const link of bookingsLinks()) {
      expect(link.getAttribute('href')).toBe('/bookings');
      expect(within(link).getByTestId('count-badge').textContent).toBe('3');
      expect(within(link).getByTestId('count-badge').getAttribute('aria-hidden')).toBe('true');
    }
  });

  it('shows a customer’s count on their bookings', async () => {
    const { bookingsLinks } = renderBars(false, () => ({ artist: 0, customer: 1 }));
    expect(await screen.findAllByText('(1 booking update)')).toHaveLength(2);
    expect(bookingsLinks()[0]?.getAttribute('href')).toBe('/bookings-user');
  });

  it('shows nothing at 0', async () => {
    const { bookingsLinks, badgeReads } = renderBars(true, () => ({ artist: 0, customer: 4 }));
    await vi.waitFor(() => expect(badgeReads()).toBeGreaterThan(0));
    await screen.findAllByRole('link', { name: /^Bookings/ });
    for (const link of bookingsLinks()) {
      expect(within(link).queryByTestId('count-badge')).toBeNull();
      expect(link.textContent).toBe('Bookings');
    }
  });

  it('asks again every 30 seconds and when the window gets focus, without a reload', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    let requests = 1;
    const { badgeReads } = renderBars(true, () => ({ artist: requests, customer: 0 }));
    expect(await screen.findAllByText('(1 new request)')).toHaveLength(2);

    requests = 2;
    const before = badgeReads();
    vi.advanceTimersByTime(30_000);
    expect(await screen.findAllByText('(2 new requests)')).toHaveLength(2);
    expect(badgeReads()).toBe(before + 1);

    requests = 0;
    focusManager.setFocused(false);
    focusManager.setFocused(true);
    await vi.waitFor(() => expect(screen.queryByText(/new request/)).toBeNull());
    focusManager.setFocused(undefined);
  });
});
