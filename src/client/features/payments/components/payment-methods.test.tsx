import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { decodeSimulatedToken } from '#shared/domain/test-cards.ts';
import type { SavedCard } from '#shared/schemas/payments.ts';
import type { CurrentUser } from '#shared/schemas/user.ts';
import { currentUser, renderRoutes, stubApi } from '#tests/support/render-client.tsx';
import PaymentsPage from '#client/app/routes/payments.tsx';

const visa: SavedCard = {
  stripeCardId: 'pm_visa',
  brand: 'visa',
  last4: '4242',
  expMonth: 12,
  expYear: 2030,
};
const oldMastercard: SavedCard = {
  stripeCardId: 'pm_old',
  brand: 'mastercard',
  last4: '4444',
  expMonth: 1,
  expYear: 2020,
};

const json = (body: unknown, status = 200) => Response.json(body, { status });
const refusal = (status: number, message: string) =>
  json({ error: { code: status === 409 ? 'conflict' : 'card_error', message } }, status);

function renderPayments(user: CurrentUser, handlers = {}) {
  const calls = stubApi({
    'GET /api/user': () => json(user),
    'POST /api/stripe/setup': () => json({ provider: 'simulated' }),
    ...handlers,
  });
  renderRoutes([{ path: '/payments', element: <PaymentsPage /> }], '/payments');
  return calls;
}

const field = (name: string) => screen.getByRole('textbox', { name });
async function typeCard(number: string, expiry: string, cvc: string) {
  await userEvent.type(await screen.findByRole('textbox', { name: 'Card number' }), number);
  await userEvent.type(field('Expiry (MM/YY)'), expiry);
  await userEvent.type(field('CVC'), cvc);
}
const save = () => userEvent.click(screen.getByRole('button', { name: 'Save card' }));

describe('the payment method page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists saved cards with brand, last 4 and expiry, and marks an expired one', async () => {
    renderPayments({ ...currentUser, cards: [visa, oldMastercard] });
    const list = within(await screen.findByRole('list', { name: 'Saved cards' }));
    const items = list.getAllByRole('listitem');
    expect(items[0]?.textContent).toContain('Visa');
    expect(items[0]?.textContent).toContain('•••• 4242');
    expect(items[0]?.textContent).toContain('12/30');
    expect(items[0]?.textContent).not.toContain('Expired');
    expect(items[1]?.textContent).toContain('Mastercard');
    expect(items[1]?.textContent).toContain('01/20');
    expect(items[1]?.textContent).toContain('Expired');
  });

  it('checks the number (Luhn), the expiry and the CVC in the browser before sending anything', async () => {
    const calls = renderPayments(currentUser);
    expect(await screen.findByText('Simulated payments — no real money moves')).toBeTruthy();
    await typeCard('4242424242424241', '01/20', '12');
    await save();
    expect(await screen.findByText('Your card number is invalid.')).toBeTruthy();
    expect(screen.getByText("Your card's expiration date is in the past.")).toBeTruthy();
    expect(screen.getByText("Your card's security code has 3 or 4 digits.")).toBeTruthy();

    await userEvent.clear(field('Expiry (MM/YY)'));
    await userEvent.type(field('Expiry (MM/YY)'), '13/30');
    await save();
    expect(await screen.findByText("Your card's expiration month is invalid.")).toBeTruthy();
    expect(calls.some((c) => c.key === 'POST /api/stripe/card')).toBe(false);
  });

  it('formats the number as typed and asks for the number pad', async () => {
    renderPayments(currentUser);
    const number = await screen.findByRole('textbox', { name: 'Card number' });
    await userEvent.type(number, '4242424242424242');
    expect((number as HTMLInputElement).value).toBe('4242 4242 4242 4242');
    expect(number.getAttribute('inputmode')).toBe('numeric');
    expect(number.getAttribute('autocomplete')).toBe('cc-number');
    await userEvent.type(field('Expiry (MM/YY)'), '0430');
    expect((field('Expiry (MM/YY)') as HTMLInputElement).value).toBe('04/30');
    expect(field('Expiry (MM/YY)').getAttribute('autocomplete')).toBe('cc-exp');
    expect(field('CVC').getAttribute('autocomplete')).toBe('cc-csc');
  });

  it('offers the test cards, folded away, and fills one in', async () => {
    renderPayments(currentUser);
    await userEvent.click(await screen.findByText('Test cards'));
    expect(screen.getByText('4000 0000 0000 9995')).toBeTruthy();
    expect(screen.getByText('Insufficient funds')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Use Declined test card' }));
    expect((field('Card number') as HTMLInputElement).value).toBe('4000 0000 0000 0002');
    expect((field('Expiry (MM/YY)') as HTMLInputElement).value).toMatch(/^12\/\d\d$/);
    expect((field('CVC') as HTMLInputElement).value).toBe('123');
  });

  it('sends only a token (never the number), then shows the new card and "Card added"', async () => {
    const calls = renderPayments(currentUser, {
      'POST /api/stripe/card': () => json({ ...currentUser, cards: [visa] }),
    });
    await typeCard('4242 4242 4242 4242', '12/30', '123');
    await save();
    expect(await screen.findByText('Card added')).toBeTruthy();

    const posts = calls.filter((c) => c.key === 'POST /api/stripe/card');
    expect(posts).toHaveLength(1);
    const body = posts[0]?.body as { token: string };
    expect(Object.keys(body)).toEqual(['token']);
    // No run of the number's digits beyond the last 4 travels, in any part of the request.
    expect(JSON.stringify(body)).not.toMatch(/42424242|4242 4242/);
    const card = decodeSimulatedToken(body.token);
    expect(card).toMatchObject({ brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030 });
    expect(JSON.stringify(card)).not.toContain('42424242');

    const list = within(await screen.findByRole('list', { name: 'Saved cards' }));
    expect(list.getByText(/•••• 4242/)).toBeTruthy();
    expect((field('Card number') as HTMLInputElement).value).toBe('');
  });

  it('shows a decline as an alert beside the form and keeps what was typed', async () => {
    renderPayments(currentUser, {
      'POST /api/stripe/card': () => refusal(402, 'Your card was declined.'),
    });
    await typeCard('4000000000000002', '12/30', '123');
    await save();
    const alert = await screen.findByText('Your card was declined.');
    expect(alert.closest('[role="alert"]')).toBeTruthy();
    expect((field('Card number') as HTMLInputElement).value).toBe('4000 0000 0000 0002');
    expect(screen.queryByText('Card added')).toBeNull();
  });

  it('shows a duplicate card refusal the same way', async () => {
    renderPayments(currentUser, {
      'POST /api/stripe/card': () => refusal(409, 'This card is already saved.'),
    });
    await typeCard('4242424242424242', '12/30', '123');
    await save();
    const alert = await screen.findByText('This card is already saved.');
    expect(alert.closest('[role="alert"]')).toBeTruthy();
  });

  it('removes exactly the card asked for, after a confirmation', async () => {
    const calls = renderPayments(
      { ...currentUser, cards: [visa, oldMastercard] },
      {
        'DELETE /api/stripe/card/pm_old': () => json({ ...currentUser, cards: [visa] }),
      },
    );
    await userEvent.click(
      await screen.findByRole('button', { name: 'Remove Mastercard ending in 4444' }),
    );
    const dialog = within(await screen.findByRole('alertdialog'));
    expect(dialog.getByText('Remove this card?')).toBeTruthy();
    expect(
      dialog.getByText(
        'Bookings still to be paid with it will be charged to Visa ending in 4242 instead.',
      ),
    ).toBeTruthy();
    await userEvent.click(dialog.getByRole('button', { name: 'Remove card' }));
    expect(await screen.findByText('Card removed')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());

    expect(calls.filter((c) => c.key.startsWith('DELETE'))).toEqual([
      { key: 'DELETE /api/stripe/card/pm_old', body: undefined },
    ]);
    const list = within(screen.getByRole('list', { name: 'Saved cards' }));
    expect(list.getAllByRole('listitem')).toHaveLength(1);
    expect(list.queryByText(/4444/)).toBeNull();
  });

  it('says a card with no usable other cannot go while a booking needs it, and why', async () => {
    const needed =
      'This card pays for your booking with Ava Chen on Saturday, December 5, 2026 at 2:30 p.m. EST. Add another card first, then remove this one.';
    renderPayments(
      { ...currentUser, cards: [visa, oldMastercard] },
      { 'DELETE /api/stripe/card/pm_visa': () => refusal(409, needed) },
    );
    await userEvent.click(
      await screen.findByRole('button', { name: 'Remove Visa ending in 4242' }),
    );
    const dialog = within(await screen.findByRole('alertdialog'));
    // The expired Mastercard cannot take the bookings over.
    expect(
      dialog.getByText('If a booking still to be paid needs it, add another card first.'),
    ).toBeTruthy();
    await userEvent.click(dialog.getByRole('button', { name: 'Remove card' }));
    expect(await screen.findByText(needed)).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Saved cards' }).textContent).toContain('4242');
  });

  it('keeps the card when the removal is cancelled', async () => {
    const calls = renderPayments({ ...currentUser, cards: [visa] });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Remove Visa ending in 4242' }),
    );
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }),
    );
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls.some((c) => c.key.startsWith('DELETE'))).toBe(false);
    expect(screen.getByText(/•••• 4242/)).toBeTruthy();
  });
});
