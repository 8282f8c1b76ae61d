import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PublicProfile } from '#shared/schemas/profile.ts';
import { renderRoutes, stubApi } from '#tests/support/render-client.tsx';
import { RequestQuoteForm } from './request-quote-form.tsx';

const service = (id: string, name: string) => ({
  _id: id,
  typeOfService: name,
  amount: 20_000,
  price: 21_000,
  description: '',
  durationMinutes: 60,
});
const artist = {
  _id: '00000000-0000-4000-8000-0000000000a1',
  name: { firstName: 'Ana', lastName: 'Silva' },
  services: [
    service('00000000-0000-4000-8000-0000000000b1', 'Bridal makeup'),
    service('00000000-0000-4000-8000-0000000000b2', 'Updo'),
  ],
  takesEvents: true,
} as PublicProfile;

const renderForm = () =>
  renderRoutes(
    [
      { path: '/', element: <RequestQuoteForm artist={artist} /> },
      { path: '/events/:id', element: <p>Event page</p> },
    ],
    '/',
  );

describe('the request for a quote', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows each field’s problem beside it and sends nothing', async () => {
    const calls = stubApi({});
    renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Send the request' }));
    expect(await screen.findByText('Choose the kind of event')).toBeTruthy();
    expect(screen.getByText('Choose the date and the time everyone must be ready by')).toBeTruthy();
    expect(screen.getByText('Choose at least one service')).toBeTruthy();
    expect(calls.filter((c) => c.key.startsWith('POST'))).toEqual([]);
  });

  it('says a budget it cannot read is not an amount, rather than dropping it', async () => {
    const calls = stubApi({});
    renderForm();
    await userEvent.type(screen.getByLabelText('Budget (optional)'), 'about 800');
    await userEvent.click(screen.getByRole('button', { name: 'Send the request' }));
    expect(await screen.findByText('Write an amount in dollars, like 800 or 799.50.')).toBeTruthy();
    expect(calls.filter((c) => c.key.startsWith('POST'))).toEqual([]);
  });

  it('adds and removes people, then sends the party with its services', async () => {
    const calls = stubApi({
      'POST /api/events/requests/00000000-0000-4000-8000-0000000000a1': () =>
        Response.json({ id: '00000000-0000-4000-8000-0000000000e1' }),
    });
    renderForm();
    await userEvent.click(screen.getByRole('radio', { name: 'Wedding' }));
    const next = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    await userEvent.type(screen.getByLabelText('Date'), next);
    await userEvent.type(screen.getByLabelText('Everyone ready by'), '10:00');
    await userEvent.type(screen.getByLabelText('Where'), '1 Wedding Way, Toronto');
    await userEvent.type(screen.getByLabelText('Person 1: name or role'), 'Bride');
    const first = screen.getByRole('group', { name: 'Services for person 1' });
    await userEvent.click(within(first).getByRole('checkbox', { name: 'Bridal makeup' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add a person' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add a person' }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove person 3' }));
    await userEvent.type(screen.getByLabelText('Person 2: name or role'), 'Mother');
    const second = screen.getByRole('group', { name: 'Services for person 2' });
    await userEvent.click(within(second).getByRole('checkbox', { name: 'Updo' }));
    await userEvent.type(screen.getByLabelText('Budget (optional)'), '$1,500.50');
    await userEvent.click(screen.getByRole('button', { name: 'Send the request' }));
    expect(await screen.findByText('Event page')).toBeTruthy();
    const sent = calls.find((c) => c.key.startsWith('POST'))?.body as Record<string, unknown>;
    expect(sent).toMatchObject({
      eventType: 'wedding',
      address: '1 Wedding Way, Toronto',
      people: [
        { name: 'Bride', serviceIds: ['00000000-0000-4000-8000-0000000000b1'] },
        { name: 'Mother', serviceIds: ['00000000-0000-4000-8000-0000000000b2'] },
      ],
      trialWanted: false,
      budgetCents: 150_050,
    });
  });
});
