import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  artist,
  blowout,
  freezeClock,
  LATER,
  NOW,
  renderCheckout,
  seedDraft,
  slotHandlers,
  slotsRequest,
  storedDraft,
} from '#tests/support/fixtures/checkout.tsx';

/** The live count beside a service's − and + ("Blowout: 2"). */
const quantity = (text: string) =>
  screen.getByText((_, element) => element?.tagName === 'OUTPUT' && element.textContent === text);
const next = () => screen.getByRole('button', { name: 'Next' });
const currentStep = () => document.querySelector('[aria-current="step"]')?.textContent;

describe('checkout step 1: date and services', () => {
  const zone = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = 'Pacific/Honolulu';
  });
  afterAll(() => {
    process.env.TZ = zone;
  });
  beforeEach(freezeClock);
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
    sessionStorage.clear();
  });

  it('runs where the date differs from Toronto’s', () => {
    expect(NOW.getDate()).toBe(29);
  });

  it('shows the steps, the Date heading and one of the booked service', async () => {
    renderCheckout();
    expect(await screen.findByRole('heading', { name: 'Date' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Checkout' })).toBeTruthy();
    const steps = within(screen.getByRole('list', { name: 'Checkout steps' }));
    expect(steps.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Step 1: Service',
      'Step 2: Contact',
      'Step 3: Payment',
      'Step 4: Book',
    ]);
    expect(currentStep()).toBe('Step 1: Service');
    expect(quantity('Bridal Makeup: 1')).toBeTruthy();
    expect(quantity('Blowout: 0')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Back' })).toBeNull();
    // Step 2 and after cannot be opened yet.
    expect(steps.queryByRole('link')).toBeNull();
  });

  it('says at once, before any step, that an artist without a bank account cannot be booked', async () => {
    const { calls } = renderCheckout({ profile: { ...artist, takesBookings: false } });
    expect(await screen.findByText('Ana is not taking bookings yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See all artists' }).getAttribute('href')).toBe(
      '/search',
    );
    expect(screen.queryByRole('list', { name: 'Checkout steps' })).toBeNull();
    expect(calls.map((c) => c.key).filter((key) => key.includes('availability'))).toEqual([]);
  });

  it('offers only the artist’s free times, in Toronto time, for the cart’s length', async () => {
    const { calls } = renderCheckout({ handlers: slotHandlers([90, 135]) });
    const times = await screen.findByRole('radiogroup', {
      name: /Free times on November 30, 2026/,
    });
    expect(
      within(times)
        .getAllByRole('radio')
        .map((r) => r.closest('label')?.textContent),
    ).toEqual(['10:00 a.m.', '11:30 a.m.']);
    expect(screen.getByText('Toronto time (EST)')).toBeTruthy();
    await userEvent.click(within(times).getByText('11:30 a.m.'));
    expect(storedDraft()?.appointmentAt).toBe('2026-11-30T16:30:00.000Z');
    expect(screen.getByText('Monday, November 30, 2026 at 11:30 a.m. EST')).toBeTruthy();
    // A longer cart asks for the times that fit it.
    await userEvent.click(screen.getByRole('button', { name: 'Add one Blowout' }));
    await screen.findByRole('radiogroup');
    expect(calls.map((c) => c.key)).toContain(slotsRequest(135));
  });

  it('disables the days without a free time', async () => {
    renderCheckout({ handlers: slotHandlers([90]) });
    await screen.findByRole('radiogroup');
    const month = within(screen.getByRole('group', { name: 'November 2026' }));
    const day = (name: RegExp) => month.getByRole('button', { name });
    expect(day(/Monday, November 30, 2026/).hasAttribute('disabled')).toBe(false);
    expect(day(/Monday, November 30, 2026/).getAttribute('aria-pressed')).toBe('true');
    expect(day(/Sunday, November 29, 2026/).hasAttribute('disabled')).toBe(true);
  });

  it('drops a chosen time that is no longer free, and says so', async () => {
    seedDraft({ appointmentAt: '2026-11-30T20:00:00.000Z' });
    renderCheckout({ handlers: slotHandlers([90 * 2 + 45]) });
    expect(
      await screen.findByText('The time you chose is no longer free — pick another.'),
    ).toBeTruthy();
    expect(storedDraft()?.appointmentAt).toBeNull();
    expect(next().hasAttribute('disabled')).toBe(true);
    expect(currentStep()).toBe('Step 1: Service');
  });

  it('drops a chosen time a longer order no longer fits, and says why', async () => {
    const handlers = {
      ...slotHandlers([90]),
      [slotsRequest(135)]: () =>
        Response.json({ timeZone: 'America/Toronto', slots: ['2026-11-30T15:00:00.000Z'] }),
    };
    renderCheckout({ handlers });
    await userEvent.click(await screen.findByText('11:30 a.m.'));
    await userEvent.click(screen.getByRole('button', { name: 'Add one Blowout' }));
    expect(
      await screen.findByText(
        'The time you chose has no room for the services now in your order — pick another.',
      ),
    ).toBeTruthy();
    expect(storedDraft()?.appointmentAt).toBeNull();
    expect(screen.queryByText(/no longer free/)).toBeNull();
  });

  it('keeps Next disabled without a time or with a total of 0', async () => {
    renderCheckout({ handlers: slotHandlers([90]) });
    await screen.findByRole('radiogroup');
    expect(next().hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('Choose one of the free times.')).toBeTruthy();
    await userEvent.click(screen.getByText('10:00 a.m.'));
    expect(next().hasAttribute('disabled')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Remove one Bridal Makeup' }));
    expect(next().hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('Add at least one service.')).toBeTruthy();
  });

  it('counts each service from 0 to 3', async () => {
    renderCheckout();
    const add = await screen.findByRole('button', { name: 'Add one Blowout' });
    const remove = screen.getByRole('button', { name: 'Remove one Blowout' });
    expect(remove.hasAttribute('disabled')).toBe(true);
    for (let i = 0; i < 3; i += 1) await userEvent.click(add);
    expect(quantity('Blowout: 3')).toBeTruthy();
    expect(add.hasAttribute('disabled')).toBe(true);
    await userEvent.click(add);
    expect(storedDraft()?.quantities[blowout]).toBe(3);
    for (let i = 0; i < 3; i += 1) await userEvent.click(remove);
    expect(quantity('Blowout: 0')).toBeTruthy();
    expect(remove.hasAttribute('disabled')).toBe(true);
    expect(add.hasAttribute('disabled')).toBe(false);
  });

  it('totals the services with the terms’ fee', async () => {
    renderCheckout();
    await userEvent.click(await screen.findByRole('button', { name: 'Add one Bridal Makeup' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add one Blowout' }));
    const totals = within(screen.getByRole('complementary', { name: 'Your order' }));
    // 2 × ($150 + $7.50) + ($45.50 + $2.28: 2.275 half up) = $362.78, fee included.
    expect(totals.getByText('Price before tax').nextSibling?.textContent).toBe('$362.78');
    expect(totals.getByText('includes $17.28 booking fee')).toBeTruthy();
    expect(totals.getByText('Total').nextSibling?.textContent).toBe('$362.78');
  });

  it('keeps the draft, the chosen time included, through a reload', async () => {
    const handlers = slotHandlers([90, 135]);
    renderCheckout({ handlers });
    await userEvent.click(await screen.findByText('10:00 a.m.'));
    await userEvent.click(screen.getByRole('button', { name: 'Add one Blowout' }));
    await screen.findByRole('radiogroup');
    const before = storedDraft();
    cleanup();
    vi.unstubAllGlobals();
    renderCheckout({ search: '?step=2', handlers });
    // Step 2 opens straight away: step 1 is done in the stored draft.
    expect(await screen.findByRole('heading', { name: /Contact/ })).toBeTruthy();
    expect(storedDraft()).toEqual(before);
    expect(before?.appointmentAt).toBe('2026-11-30T15:00:00.000Z');
    await userEvent.click(screen.getByRole('link', { name: 'Back' }));
    await screen.findByRole('heading', { name: 'Date' });
    expect(quantity('Blowout: 1')).toBeTruthy();
    const chosen = await screen.findByRole<HTMLInputElement>('radio', { name: '10:00 a.m.' });
    expect(chosen.checked).toBe(true);
  });

  it('opens no step past the first unfinished one', async () => {
    seedDraft({ appointmentAt: LATER, stripeCardId: null });
    renderCheckout({ search: '?step=4' });
    expect(await screen.findByRole('heading', { name: /Payment/ })).toBeTruthy();
    expect(currentStep()).toBe('Step 3: Payment');
  });
});
