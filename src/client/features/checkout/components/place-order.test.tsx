import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  artist,
  artistId,
  blowout,
  bridal,
  freezeClock,
  json,
  key,
  LATER,
  proposal,
  proposalId,
  renderCheckout,
  seedDraft,
  storedDraft,
  slotHandlers,
} from '#tests/support/fixtures/checkout.tsx';

const create = `POST /api/book/create-book/${artistId}`;
const answerIn = (state: string) =>
  json([{ _id: '00000000-0000-4000-8000-0000000000d1', totalValue: 36278, state }]);
const answer = () => answerIn('request');
const placeOrder = () => userEvent.click(screen.getByRole('button', { name: 'Place order' }));
const currentStep = () => document.querySelector('[aria-current="step"]')?.textContent;
const posts = (calls: { key: string; body: unknown }[]) =>
  calls.filter((c) => c.key === create).map((c) => c.body as Record<string, unknown>);

describe('placing the order', () => {
  beforeEach(freezeClock);
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
    sessionStorage.clear();
  });

  it('shows the same fee and total on step 1 and in the order summary', async () => {
    seedDraft({});
    renderCheckout();
    const aside = within(await screen.findByRole('complementary', { name: 'Your order' }));
    expect(aside.getByText('Price before tax').nextSibling?.textContent).toBe('$362.78');
    expect(aside.getByText('includes $17.28 booking fee')).toBeTruthy();
    expect(aside.getByText('Total').nextSibling?.textContent).toBe('$362.78');

    for (const step of ['Contact', 'Payment', 'Book']) {
      await userEvent.click(screen.getByRole('button', { name: 'Next' }));
      expect(await screen.findByRole('heading', { name: new RegExp(step) })).toBeTruthy();
    }
    const summary = within(await screen.findByRole('region', { name: 'Order summary' }));
    expect(summary.getByText('Price before tax').nextSibling?.textContent).toBe('$362.78');
    expect(summary.getByText('includes $17.28 booking fee')).toBeTruthy();
    expect(summary.getByText('Total').nextSibling?.textContent).toBe('$362.78');
    // Each service at its all-in price: $157.50 and $47.78 (45.50 + 2.275 → 2.28).
    const lines = summary.getAllByRole('listitem').map((li) => li.textContent);
    expect(lines).toEqual(['Bridal Makeup ×quantity 2$315.00', 'Blowout ×quantity 1$47.78']);
    expect(screen.getByText('Tuesday, December 1, 2026 at 3:00 p.m. EST')).toBeTruthy();
    expect(screen.getByText('Toronto, Ana’s place (M5V)')).toBeTruthy();
    expect(screen.getByText('•••• 4242')).toBeTruthy();
    expect(screen.getByText('Expires 12/30')).toBeTruthy();
    expect(
      screen.getByText('Free if you cancel at least 4 hours before the appointment.'),
    ).toBeTruthy();
  });

  it('sends ids and quantities, the place and the total seen — no other price', async () => {
    seedDraft({
      place: 'toHome',
      street: ' 12 King St W ',
      descriptionAddress: 'Buzz 1204',
      phone: '647 555 0199',
    });
    const { calls } = renderCheckout({ search: '?step=4', handlers: { [create]: answer } });
    expect(await screen.findByText('12 King St W, Toronto')).toBeTruthy();
    await placeOrder();
    await screen.findByText('Thank you for your order.');
    expect(posts(calls)).toEqual([
      {
        appointmentAt: LATER,
        services: [
          { serviceId: bridal, quantity: 2 },
          { serviceId: blowout, quantity: 1 },
        ],
        place: 'toHome',
        street: '12 King St W',
        descriptionAddress: 'Buzz 1204',
        userPhone: '+16475550199',
        stripeCardId: 'pm_visa',
        expectedTotalCents: 36278,
        idempotencyKey: key,
      },
    ]);
  });

  it('thanks the customer only once the server has made the booking, then forgets the draft', async () => {
    seedDraft({});
    let respond: (response: Response) => void = () => {};
    const { router } = renderCheckout({
      search: '?step=4',
      handlers: { [create]: () => new Promise<Response>((resolve) => (respond = resolve)) },
    });
    await screen.findByRole('region', { name: 'Order summary' });
    await placeOrder();
    const pending = await screen.findByRole('button', { name: 'Placing your order…' });
    expect(pending.hasAttribute('disabled')).toBe(true);
    expect(screen.queryByText('Thank you for your order.')).toBeNull();
    expect(storedDraft()).not.toBeNull();

    respond(answer());
    expect(await screen.findByRole('heading', { name: 'Thank you for your order.' })).toBeTruthy();
    expect(
      screen.getByText(
        'We e-mailed Ana your request. Once she accepts, you will get a confirmation e-mail with your booking code.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Request Sent')).toBeTruthy();
    expect(storedDraft()).toBeNull();
    await userEvent.click(screen.getByRole('link', { name: 'See all bookings' }));
    expect(router.state.location.pathname).toBe('/bookings-user');
  });

  it('thanks the customer for a booking the artist accepted at once (instant book)', async () => {
    seedDraft({});
    renderCheckout({
      search: '?step=4',
      profile: { ...artist, instantBook: true },
      handlers: { [create]: () => answerIn('accepted') },
    });
    await screen.findByRole('region', { name: 'Order summary' });
    expect(screen.getByText(/^Ana takes instant bookings: your booking is confirmed/)).toBeTruthy();
    expect(screen.queryByText(/first accepts your request/)).toBeNull();
    await placeOrder();
    expect(await screen.findByRole('heading', { name: 'Thank you for your order.' })).toBeTruthy();
    expect(screen.getByText(/^Ana accepted your booking\./)).toBeTruthy();
    expect(screen.queryByText(/Once she accepts/)).toBeNull();
    expect(screen.getByText('Booking Confirmed')).toBeTruthy();
  });

  it('keeps the same idempotency key when the customer tries again', async () => {
    seedDraft({});
    let tries = 0;
    const { calls } = renderCheckout({
      search: '?step=4',
      handlers: {
        [create]: () =>
          ++tries === 1
            ? json({ error: { code: 'unavailable', message: 'Try again in a moment.' } }, 503)
            : answer(),
      },
    });
    await screen.findByRole('region', { name: 'Order summary' });
    await placeOrder();
    expect(await screen.findByText('Try again in a moment.')).toBeTruthy();
    expect(screen.queryByText('Thank you for your order.')).toBeNull();
    await placeOrder();
    await screen.findByText('Thank you for your order.');
    const keys = posts(calls).map((body) => body.idempotencyKey);
    expect(keys).toEqual([key, key]);
  });

  it('sends the customer back to step 1 with fresh prices when they changed', async () => {
    seedDraft({});
    let profileReads = 0;
    const { calls } = renderCheckout({
      search: '?step=4',
      handlers: {
        [`GET /api/profile/${artistId}`]: () =>
          json(
            ++profileReads === 1
              ? artist
              : {
                  ...artist,
                  services: artist.services.map((s) =>
                    s._id === bridal ? { ...s, amount: 16000, price: 16800 } : s,
                  ),
                },
          ),
        [create]: () =>
          json(
            {
              error: {
                code: 'conflict',
                message: 'The prices have changed. Please review your order.',
              },
            },
            409,
          ),
      },
    });
    await screen.findByRole('region', { name: 'Order summary' });
    await placeOrder();
    expect(
      await screen.findByText('The prices have changed. Please review your order.'),
    ).toBeTruthy();
    expect(currentStep()).toBe('Step 1: Service');
    // 2 × ($160 + $8 fee) + ($45.50 + $2.28 fee) = $383.78.
    const aside = within(screen.getByRole('complementary', { name: 'Your order' }));
    // Before tax and in total (this artist charges no HST).
    expect(await aside.findAllByText('$383.78')).toHaveLength(2);
    // The profile is read again after the refusal.
    const keys = calls.map((c) => c.key);
    expect(keys.lastIndexOf(`GET /api/profile/${artistId}`)).toBeGreaterThan(keys.indexOf(create));
    expect(screen.queryByText('Thank you for your order.')).toBeNull();
    expect(storedDraft()).not.toBeNull();
  });

  it('“Book this time”: fills in the artist’s proposal and answers it', async () => {
    const { calls } = renderCheckout({
      search: `?rebook=${proposalId}`,
      service: blowout,
      handlers: {
        [`GET /api/book/item/${proposalId}`]: () => json(proposal),
        [create]: answer,
        ...slotHandlers([90]),
      },
    });
    await screen.findByRole('heading', { name: 'Date' });
    const count = (text: string) =>
      screen.getByText((_, el) => el?.tagName === 'OUTPUT' && el.textContent === text);
    expect(count('Blowout: 2')).toBeTruthy();
    expect(count('Bridal Makeup: 0')).toBeTruthy();
    await userEvent.click(await screen.findByText('10:00 a.m.'));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole<HTMLInputElement>('radio', { name: /Your place/ }).checked).toBe(true);
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Street address' }).value).toBe(
      '12 King St W',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(screen.getByRole('radio', { name: /Visa/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await placeOrder();
    await screen.findByText('Thank you for your order.');
    expect(posts(calls)[0]).toMatchObject({
      services: [{ serviceId: blowout, quantity: 2 }],
      place: 'toHome',
      street: '12 King St W',
      descriptionAddress: 'Buzz 1204',
      rebookedFrom: proposalId,
      // 2 × ($45.50 + $2.28 fee, the fee taken on each unit).
      expectedTotalCents: 9556,
    });
  });
});
