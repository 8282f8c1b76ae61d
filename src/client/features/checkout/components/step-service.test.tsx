import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  blowout,
  freezeClock,
  LATER,
  NOW,
  renderCheckout,
  seedDraft,
  storedDraft,
} from './test-fixtures.tsx';

const segment = (type: string) => {
  const element = document.querySelector<HTMLElement>(`[data-type="${type}"]`);
  if (!element) throw new Error(`no ${type} segment`);
  return element;
};
const shownTime = () =>
  ['month', 'day', 'year', 'hour', 'minute', 'dayPeriod'].map((t) => segment(t).textContent);
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

  it('"Today" picks today in Toronto at the first 5-minute slot an hour ahead, zone named', async () => {
    renderCheckout();
    await userEvent.click(await screen.findByRole('button', { name: 'Today' }));
    // 01:32 in Toronto on the 30th (20:32 on the 29th here) → 02:35 on the 30th.
    expect(shownTime()).toEqual(['11', '30', '2026', '2', '35', 'AM']);
    expect(screen.getByText('Toronto time (EST)')).toBeTruthy();
    expect(screen.getByText('Monday, November 30, 2026 at 2:35 a.m. EST')).toBeTruthy();
    expect(storedDraft()?.appointmentAt).toBe('2026-11-30T07:35:00.000Z');
  });

  it('moves the minutes in 5-minute steps', async () => {
    renderCheckout();
    await userEvent.click(await screen.findByRole('button', { name: 'Today' }));
    act(() => segment('minute').focus());
    await userEvent.keyboard('{ArrowUp}');
    expect(segment('minute').textContent).toBe('40');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(segment('minute').textContent).toBe('30');
    await userEvent.keyboard('{ArrowUp}');
    expect(segment('minute').textContent).toBe('35');
    expect(storedDraft()?.appointmentAt).toBe('2026-11-30T07:35:00.000Z');
  });

  it('disables the days before today in Toronto', async () => {
    renderCheckout();
    await userEvent.click(await screen.findByRole('button', { name: /Open the calendar/ }));
    const grid = within(await screen.findByRole('grid'));
    const day = (name: RegExp) => grid.getByRole('button', { name });
    expect(day(/Sunday, November 29, 2026/).getAttribute('aria-disabled')).toBe('true');
    expect(day(/Monday, November 30, 2026/).getAttribute('aria-disabled')).toBeNull();
    expect(day(/Thursday, November 26, 2026/).getAttribute('aria-disabled')).toBe('true');
  });

  it('refuses a time in the past (a draft kept too long)', async () => {
    seedDraft({ appointmentAt: '2026-11-30T06:00:00.000Z' });
    renderCheckout();
    expect(await screen.findAllByText('Choose a time from now on.')).toHaveLength(2); // field and Next

    expect(next().hasAttribute('disabled')).toBe(true);
    // Even ?step=4 cannot be opened: step 1 is not done.
    expect(currentStep()).toBe('Step 1: Service');
  });

  it('keeps Next disabled without a date or with a total of 0', async () => {
    renderCheckout();
    await screen.findByRole('heading', { name: 'Date' });
    expect(next().hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('Choose a date and time.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Today' }));
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
    // 2 × $150 + $45.50 = $345.50; 5% = $17.275 → $17.28 (half up); total $362.78.
    expect(totals.getByText('$345.50')).toBeTruthy();
    expect(totals.getByText('Fee (5%)')).toBeTruthy();
    expect(totals.getByText('$17.28')).toBeTruthy();
    expect(totals.getByText('$362.78')).toBeTruthy();
  });

  it('keeps the draft through a reload', async () => {
    renderCheckout();
    await userEvent.click(await screen.findByRole('button', { name: 'Today' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add one Blowout' }));
    const before = storedDraft();
    cleanup();
    vi.unstubAllGlobals();
    renderCheckout({ search: '?step=2' });
    // Step 2 opens straight away: step 1 is done in the stored draft.
    expect(await screen.findByRole('heading', { name: /Contact/ })).toBeTruthy();
    expect(storedDraft()).toEqual(before);
    expect(before?.appointmentAt).toBe('2026-11-30T07:35:00.000Z');
    await userEvent.click(screen.getByRole('link', { name: 'Back' }));
    await screen.findByRole('heading', { name: 'Date' });
    expect(quantity('Blowout: 1')).toBeTruthy();
    expect(shownTime()).toEqual(['11', '30', '2026', '2', '35', 'AM']);
  });

  it('opens no step past the first unfinished one', async () => {
    seedDraft({ appointmentAt: LATER, stripeCardId: null });
    renderCheckout({ search: '?step=4' });
    expect(await screen.findByRole('heading', { name: /Payment/ })).toBeTruthy();
    expect(currentStep()).toBe('Step 3: Payment');
  });
});
