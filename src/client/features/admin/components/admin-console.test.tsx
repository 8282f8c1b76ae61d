import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PageViewStats } from '#shared/schemas/admin.ts';
import type { AdminUserRow } from '#shared/schemas/user.ts';
import { renderRoutes, stubApi } from '#tests/support/render-client.tsx';
import { PageViewsPanel } from './page-views-panel.tsx';
import { UsersTable } from './users-table.tsx';

const json = (body: unknown, status = 200) => Response.json(body, { status });
const bea: AdminUserRow = {
  _id: '00000000-0000-4000-8000-0000000000b1',
  firstName: 'Bea',
  lastName: 'Lopez',
  email: 'bea@example.com',
  role: 'user',
  createdAt: '2026-11-20T15:00:00.000Z',
  blocked: false,
  artist: true,
  verified: false,
};

describe('the people table', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for a reason before blocking, sends it, and searches on the server', async () => {
    const calls = stubApi({
      'GET /api/user/all?page=0&pageSize=10&sort=newest': () => json({ users: [bea], total: 1 }),
      'GET /api/user/all?page=0&pageSize=10&sort=newest&q=bea': () =>
        json({ users: [bea], total: 1 }),
      [`POST /api/admin/users/${bea._id}/block`]: () => json({ message: 'The account is blocked' }),
    });
    renderRoutes([{ path: '/', element: <UsersTable /> }], '/');
    expect(await screen.findByText('bea@example.com')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Verify Bea Lopez' })).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Block Bea Lopez' }));
    const dialog = within(await screen.findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Block' }));
    expect(await dialog.findByText('is required')).toBeTruthy();
    expect(calls.some((c) => c.key.startsWith('POST'))).toBe(false);
    await userEvent.type(dialog.getByRole('textbox', { name: /Reason/ }), 'Fraud');
    await userEvent.click(dialog.getByRole('button', { name: 'Block' }));
    await waitFor(() =>
      expect(calls.find((c) => c.key.startsWith('POST'))?.body).toEqual({ reason: 'Fraud' }),
    );
    expect(await screen.findByText('The account is blocked')).toBeTruthy();

    await userEvent.type(screen.getByRole('textbox', { name: 'Search by name or e-mail' }), 'bea');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(calls.map((c) => c.key)).toContain(
        'GET /api/user/all?page=0&pageSize=10&sort=newest&q=bea',
      ),
    );
  });
});

describe('the page-view chart', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('draws one bar a day, today last, and lists top pages and referrers', async () => {
    const days = Array.from({ length: 30 }, (_, i) => ({
      day: `2026-11-${String(i + 1).padStart(2, '0')}`,
      views: i === 29 ? 12 : i % 3,
    }));
    const stats: PageViewStats = {
      days,
      topPages: [{ path: '/search', views: 20 }],
      topReferrers: [{ host: 'www.instagram.com', views: 4 }],
      devices: [{ device: 'mobile', views: 30 }],
      total: days.reduce((n, d) => n + d.views, 0),
    };
    stubApi({ 'GET /api/admin/page-views?days=30': () => json(stats) });
    renderRoutes([{ path: '/', element: <PageViewsPanel /> }], '/');
    const chart = await screen.findByRole('img', { name: /Page views per day/ });
    const bars = chart.querySelectorAll('rect');
    expect(bars).toHaveLength(30);
    expect(bars[29]!.getAttribute('data-views')).toBe('12');
    // The tallest bar fills the plot; a day without views has no height.
    const heights = [...bars].map((b) => Number(b.getAttribute('height')));
    expect(Math.max(...heights)).toBe(heights[29]);
    expect(heights[0]).toBe(0);
    expect(screen.getByRole('region', { name: 'Top pages' }).textContent).toContain('/search');
    expect(screen.getByRole('region', { name: 'Top referrers' }).textContent).toContain(
      'www.instagram.com',
    );
  });
});
