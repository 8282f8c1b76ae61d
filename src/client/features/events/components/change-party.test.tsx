import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EventView } from '#shared/schemas/events.ts';
import { currentUser, renderRoutes, stubApi } from '#tests/support/render-client.tsx';
import { ChangeParty } from './change-party.tsx';

const id = '00000000-0000-4000-8000-0000000000e2';
const makeup = '00000000-0000-4000-8000-0000000000a1';
const blowout = '00000000-0000-4000-8000-0000000000a2';
const event = {
  id,
  people: [
    { name: 'Bride', services: ['Bridal Makeup', 'Blowout'], serviceIds: [makeup, blowout] },
    { name: 'Maid of honour', services: ['Bridal Makeup'], serviceIds: [makeup] },
  ],
  changeableUntil: '2026-12-20T15:00:00.000Z',
  quote: { version: 3 },
} as EventView;

function show(view: EventView) {
  const calls = stubApi({
    'GET /api/user': () => Response.json(currentUser),
    [`POST /api/events/${id}/party`]: () => Response.json(view),
  });
  renderRoutes([{ path: '/', element: <ChangeParty event={view} /> }], '/');
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('changing the party', () => {
  it('starts from the party as it is and sends the new one for the version she read', async () => {
    const user = userEvent.setup();
    const calls = show(event);
    await user.click(await screen.findByRole('button', { name: 'Change the party' }));
    await user.click(screen.getByRole('button', { name: 'Add a person' }));
    await user.type(screen.getByRole('textbox', { name: /Person 3/ }), 'Mother of the bride');
    const third = screen.getByRole('group', { name: 'Services for person 3' });
    await user.click(within(third).getByRole('checkbox', { name: 'Blowout' }));
    await user.click(screen.getByRole('button', { name: 'Save the new party' }));
    await waitFor(() =>
      expect(calls.find((c) => c.key === `POST /api/events/${id}/party`)?.body).toEqual({
        version: 3,
        people: [
          { name: 'Bride', serviceIds: [makeup, blowout] },
          { name: 'Maid of honour', serviceIds: [makeup] },
          { name: 'Mother of the bride', serviceIds: [blowout] },
        ],
      }),
    );
  });

  it('checks the party as the server does before sending', async () => {
    const user = userEvent.setup();
    const calls = show(event);
    await user.click(await screen.findByRole('button', { name: 'Change the party' }));
    await user.click(screen.getByRole('button', { name: 'Add a person' }));
    await user.click(screen.getByRole('button', { name: 'Save the new party' }));
    expect(await screen.findByText('Choose at least one service')).toBeTruthy();
    expect(calls.some((c) => c.key.startsWith('POST'))).toBe(false);
  });

  it('is not offered after the cut-off', () => {
    show({ ...event, changeableUntil: null });
    expect(screen.queryByRole('button', { name: 'Change the party' })).toBeNull();
  });
});
