import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TipView } from '#shared/schemas/tips.ts';
import { currentUser, renderRoutes, stubApi } from '#tests/support/render-client.tsx';
import { TipPanel } from './tip-panel.tsx';

const bookingId = '00000000-0000-4000-8000-0000000000b1';
const path = `/api/payments/${bookingId}/tip`;

const open: TipView = {
  bookingId,
  viewer: 'customer',
  status: 'open',
  subtotalCents: 8000,
  minCents: 50,
  maxCents: 8000,
  choices: [
    { percent: 10, amountCents: 800 },
    { percent: 15, amountCents: 1200 },
    { percent: 20, amountCents: 1600 },
  ],
  closesAt: '2026-12-02T15:00:00.000Z',
  tip: null,
};

function show(view: TipView) {
  const calls = stubApi({
    'GET /api/user': () => Response.json(currentUser),
    [`GET ${path}`]: () => Response.json(view),
    [`POST ${path}`]: () =>
      Response.json({
        ...view,
        status: 'tipped',
        tip: { amountCents: 1200, status: 'succeeded', paidAt: '2026-11-26T15:00:00.000Z' },
      }),
  });
  renderRoutes([{ path: '/', element: <TipPanel bookingId={bookingId} /> }], '/');
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the tip panel', () => {
  it('preselects nothing, then charges the 15% choice', async () => {
    const user = userEvent.setup();
    const calls = show(open);
    const radios = await screen.findAllByRole('radio');
    expect(radios.map((r) => (r as HTMLInputElement).checked)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
    expect(screen.getByRole('button', { name: 'Add tip' })).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('radio', { name: /^15%/ }));
    await user.click(screen.getByRole('button', { name: 'Add tip' }));
    await waitFor(() =>
      expect(calls.find((c) => c.key === `POST ${path}`)?.body).toEqual({ amountCents: 1200 }),
    );
    expect(await screen.findByText(/You added a tip of/)).toBeTruthy();
  });

  it('checks a custom amount against the same limits as the server', async () => {
    const user = userEvent.setup();
    const calls = show(open);
    await user.click(await screen.findByRole('radio', { name: 'Custom amount' }));
    await user.type(screen.getByRole('textbox', { name: 'Tip in dollars' }), '80.01');
    await user.click(screen.getByRole('button', { name: 'Add tip' }));
    expect(
      await screen.findByText('The tip must be at most the service subtotal ($80.00)'),
    ).toBeTruthy();
    expect(calls.some((c) => c.key === `POST ${path}`)).toBe(false);
  });

  it('offers no tip while the booking is unpaid, and says when it can be added', async () => {
    show({ ...open, status: 'unpaid' });
    expect(await screen.findByText('You can add a tip once the booking is paid.')).toBeTruthy();
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.queryByRole('button', { name: /tip/i })).toBeNull();
  });

  it('shows the artist the tip they received', async () => {
    show({
      ...open,
      viewer: 'artist',
      status: 'tipped',
      tip: { amountCents: 1200, status: 'succeeded', paidAt: '2026-11-26T15:00:00.000Z' },
    });
    expect(await screen.findByText(/Your client added a tip of/)).toBeTruthy();
    expect(screen.getByText('$12.00')).toBeTruthy();
  });
});
