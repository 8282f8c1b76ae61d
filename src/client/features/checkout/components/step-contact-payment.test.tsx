import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  artist,
  customer,
  freezeClock,
  json,
  renderCheckout,
  seedDraft,
  storedDraft,
  visa,
} from '#tests/support/fixtures/checkout.tsx';

const next = () => screen.getByRole('button', { name: 'Next' });
const disabled = (element: HTMLElement) => element.hasAttribute('disabled');
const currentStep = () => document.querySelector('[aria-current="step"]')?.textContent;

describe('checkout step 2: contact and place', () => {
  beforeEach(freezeClock);
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
    sessionStorage.clear();
  });

  it('pre-fills the saved number; the artist’s place needs only a valid number', async () => {
    seedDraft({ place: null });
    renderCheckout({ search: '?step=2' });
    const phone = await screen.findByRole('textbox', { name: 'Contact number' });
    expect((phone as HTMLInputElement).value).toBe('(416) 555-0123');
    expect(disabled(next())).toBe(true);
    expect(screen.getByText('Choose the place of service.')).toBeTruthy();

    await userEvent.click(screen.getByRole('radio', { name: /Artist place/ }));
    expect(disabled(next())).toBe(false);
    expect(screen.getByText('Ana’s place, Toronto M5V')).toBeTruthy();
    const map = screen.getByRole('link', { name: /See the area on OpenStreetMap/ });
    expect(map.getAttribute('href')).toBe(
      'https://www.openstreetmap.org/?mlat=43.64260&mlon=-79.38710#map=15/43.64260/-79.38710',
    );

    await userEvent.clear(phone);
    await userEvent.type(phone, '212 555 0123'); // New York: not Canadian
    await userEvent.tab();
    expect(screen.getByText('must be a Canadian phone number')).toBeTruthy();
    expect(disabled(next())).toBe(true);
    await userEvent.clear(phone);
    await userEvent.type(phone, '647-555-0199');
    expect(disabled(next())).toBe(false);
    expect(storedDraft()?.phone).toBe('647-555-0199');
  });

  it('asks for a street when the artist comes to the customer', async () => {
    seedDraft({ place: null });
    renderCheckout({ search: '?step=2' });
    await userEvent.click(await screen.findByRole('radio', { name: /Your place/ }));
    const street = screen.getByRole('textbox', { name: 'Street address' });
    expect(screen.getByRole('textbox', { name: 'Notes for the artist' })).toBeTruthy();
    expect(disabled(next())).toBe(true);
    expect(screen.getByText('Enter your street address.')).toBeTruthy();
    await userEvent.type(street, '12 King St W');
    expect(disabled(next())).toBe(false);
    // …and still a valid number.
    const phone = screen.getByRole('textbox', { name: 'Contact number' });
    await userEvent.clear(phone);
    expect(disabled(next())).toBe(true);
  });

  it('shows a verified number read-only', async () => {
    seedDraft({ place: 'artistSite' });
    renderCheckout({ search: '?step=2', user: { ...customer, mobileVerified: true } });
    expect(await screen.findByText('Verified')).toBeTruthy();
    expect(screen.getByText('(416) 555-0123')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Contact number' })).toBeNull();
    expect(disabled(next())).toBe(false);
  });

  it('offers only the places the artist has', async () => {
    seedDraft({ place: null });
    renderCheckout({ search: '?step=2', profile: { ...artist, place: false } });
    const only = await screen.findByRole('radio', { name: /Your place/ });
    expect(screen.queryByRole('radio', { name: /Artist place/ })).toBeNull();
    expect((only as HTMLInputElement).checked).toBe(true);
  });

  it('opens with Back to step 1', async () => {
    seedDraft({});
    renderCheckout({ search: '?step=2' });
    await userEvent.click(await screen.findByRole('link', { name: 'Back' }));
    expect(await screen.findByRole('heading', { name: 'Date' })).toBeTruthy();
    expect(currentStep()).toBe('Step 1: Service');
  });
});

describe('checkout step 3: payment', () => {
  beforeEach(freezeClock);
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
    sessionStorage.clear();
  });

  it('lists the saved cards, expired ones disabled; Next waits for a card', async () => {
    seedDraft({ stripeCardId: null });
    renderCheckout({ search: '?step=3' });
    const group = within(await screen.findByRole('group', { name: 'Card' }));
    const valid = group.getByRole('radio', { name: /Visa •••• 4242/ });
    const old = group.getByRole('radio', { name: /Mastercard •••• 4444/ });
    expect(group.getByText('Expires 12/30')).toBeTruthy();
    expect(group.getByText('Expired 01/20')).toBeTruthy();
    expect(disabled(old)).toBe(true);
    expect(disabled(next())).toBe(true);
    await userEvent.click(valid);
    expect(disabled(next())).toBe(false);
    expect(storedDraft()?.stripeCardId).toBe('pm_visa');
  });

  it('adds a card in place and chooses it', async () => {
    seedDraft({ stripeCardId: null });
    const added = { ...visa, stripeCardId: 'pm_new', last4: '5556', expYear: 2031 };
    const user = { ...customer, cards: [] };
    renderCheckout({
      search: '?step=3',
      user,
      handlers: { 'POST /api/stripe/card': () => json({ ...user, cards: [added] }) },
    });
    expect(await screen.findByText('You have no saved cards yet.')).toBeTruthy();
    await userEvent.type(
      await screen.findByRole('textbox', { name: 'Card number' }),
      '4000056655665556',
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Expiry (MM/YY)' }), '1231');
    await userEvent.type(screen.getByRole('textbox', { name: 'CVC' }), '123');
    await userEvent.click(screen.getByRole('button', { name: 'Save card' }));
    expect(await screen.findByText('Card added')).toBeTruthy();
    const radio = await screen.findByRole('radio', { name: /Visa •••• 5556/ });
    expect((radio as HTMLInputElement).checked).toBe(true);
    expect(disabled(next())).toBe(false);
    expect(storedDraft()?.stripeCardId).toBe('pm_new');
    // Still on checkout.
    expect(currentStep()).toBe('Step 3: Payment');
  });
});
