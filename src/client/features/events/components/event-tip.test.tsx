import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EventView } from '#shared/schemas/events.ts';
import { currentUser, renderRoutes, stubApi } from '#tests/support/render-client.tsx';
import { EventTip } from './event-tip.tsx';

const id = '00000000-0000-4000-8000-0000000000e1';
const tip: NonNullable<EventView['tip']> = {
  status: 'open',
  amountCents: null,
  subtotalCents: 34_000,
  minCents: 50,
  maxCents: 34_000,
  choices: [
    { percent: 10, amountCents: 3_400 },
    { percent: 15, amountCents: 5_100 },
    { percent: 20, amountCents: 6_800 },
  ],
  closesAt: '2026-12-02T15:00:00.000Z',
};
const event = { id, tip } as EventView;

function show(view: EventView, isCustomer = true) {
  const calls = stubApi({
    'GET /api/user': () => Response.json(currentUser),
    [`POST /api/events/${id}/tip`]: () =>
      Response.json({ ...view, tip: { ...tip, status: 'tipped', amountCents: 5_100 } }),
  });
  renderRoutes([{ path: '/', element: <EventTip event={view} isCustomer={isCustomer} /> }], '/');
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the tip on an event', () => {
  it('offers the choices to the customer and sends the one she picks', async () => {
    const user = userEvent.setup();
    const calls = show(event);
    await user.click(await screen.findByRole('radio', { name: /^15%/ }));
    await user.click(screen.getByRole('button', { name: 'Add tip' }));
    await waitFor(() =>
      expect(calls.find((c) => c.key === `POST /api/events/${id}/tip`)?.body).toEqual({
        amountCents: 5_100,
      }),
    );
  });

  it('shows the team the tip added, and a closed window to the customer', async () => {
    show({ ...event, tip: { ...tip, status: 'tipped', amountCents: 5_100 } }, false);
    expect(await screen.findByText(/Your client added a tip of/)).toBeTruthy();
    expect(screen.getByText('$51.00')).toBeTruthy();
  });

  it('tells the customer when the 7 days are over', async () => {
    show({ ...event, tip: { ...tip, status: 'closed' } });
    expect(await screen.findByText('Tips can be added within 7 days of the event.')).toBeTruthy();
    expect(screen.queryByRole('radio')).toBeNull();
  });
});
