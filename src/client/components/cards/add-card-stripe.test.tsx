import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentUser, renderRoutes, stubApi } from '#tests/support/render-client.tsx';
import { AddCard } from './add-card.tsx';

// Stripe.js cannot load offline: a stand-in for Elements that confirms like Stripe does.
const confirmSetup = vi.fn();
vi.mock('@stripe/stripe-js', () => ({ loadStripe: vi.fn(() => Promise.resolve({})) }));
vi.mock('@stripe/react-stripe-js', () => ({
  Elements: ({ children, options }: { children: ReactNode; options: { clientSecret: string } }) => (
    <div data-client-secret={options.clientSecret}>{children}</div>
  ),
  PaymentElement: () => <p>Stripe card fields</p>,
  useStripe: () => ({ confirmSetup }),
  useElements: () => ({}),
}));

const json = (body: unknown, status = 200) => Response.json(body, { status });

function renderStripe() {
  let setups = 0;
  const calls = stubApi({
    'POST /api/stripe/setup': () =>
      json({
        provider: 'stripe',
        publishableKey: 'pk_test_1',
        clientSecret: `seti_${++setups}_secret_x`,
      }),
    'POST /api/stripe/card': () => json({ ...currentUser, cards: [] }),
  });
  renderRoutes([{ path: '/', element: <AddCard /> }], '/');
  return calls;
}

describe('adding a card with Stripe', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    confirmSetup.mockReset();
  });

  it('confirms the SetupIntent in Stripe’s form and saves its id as the token', async () => {
    confirmSetup.mockResolvedValue({ setupIntent: { id: 'seti_1' } });
    const calls = renderStripe();
    expect(await screen.findByText('Stripe card fields')).toBeTruthy();
    expect(screen.queryByText(/Simulated payments/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Save card' }));
    expect(await screen.findByText('Card added')).toBeTruthy();
    expect(confirmSetup).toHaveBeenCalledWith({ elements: {}, redirect: 'if_required' });
    expect(calls.find((c) => c.key === 'POST /api/stripe/card')?.body).toEqual({ token: 'seti_1' });
    // The next card gets a new SetupIntent.
    await vi.waitFor(() =>
      expect(calls.filter((c) => c.key === 'POST /api/stripe/setup')).toHaveLength(2),
    );
  });

  it('shows Stripe’s own refusal as an alert and saves nothing', async () => {
    confirmSetup.mockResolvedValue({ error: { message: 'Your card number is incomplete.' } });
    const calls = renderStripe();
    await userEvent.click(await screen.findByRole('button', { name: 'Save card' }));
    const refusal = await screen.findByText('Your card number is incomplete.');
    expect(refusal.closest('[role="alert"]')).toBeTruthy();
    expect(calls.some((c) => c.key === 'POST /api/stripe/card')).toBe(false);
  });
});
