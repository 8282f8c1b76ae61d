import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { quote } from './settlement.ts';
import {
  quotedCart,
  allInCents,
  artistEarnsCents,
  bookingFeeCents,
  displayLines,
  highestPriceFor,
  listedPriceText,
  lowestPriceFor,
  priceCart,
  priceSidesText,
  withTax,
} from './pricing.ts';

describe('the all-in price', () => {
  it.each([
    // price, fee bps, fee, all-in: the half cent rounds up, anything under it down
    [11500, 500, 575, 12075],
    [10, 500, 1, 11], // 0.5 cent → 1
    [9, 500, 0, 9], // 0.45 cent → 0
    [30, 500, 2, 32], // 1.5 cents → 2
    [29, 500, 1, 30], // 1.45 cents → 1
    [100, 0, 0, 100],
    [1_000_000, 500, 50_000, 1_050_000],
    [333, 1250, 42, 375], // 41.625 → 42
    [1, 5000, 1, 2], // 0.5 → 1 at the highest fee
  ])('%i cents at %i bps: fee %i, all-in %i', (price, bps, fee, allIn) => {
    expect(bookingFeeCents(price, bps)).toBe(fee);
    expect(allInCents(price, bps)).toBe(allIn);
  });

  it('says both sides where the artist sets a price', () => {
    expect(priceSidesText(11500, 500, 2000)).toBe('Clients see $120.75 · you earn $92.00');
    expect(artistEarnsCents(11500, 0)).toBe(11500);
    expect(listedPriceText(12075, true)).toBe('$120.75 + HST');
    expect(listedPriceText(12075, false)).toBe('$120.75');
    expect(listedPriceText(12075, true, 'fr-CA')).toBe('120,75\u00a0$ + TVH');
    expect(listedPriceText(12075, false, 'fr-CA')).toBe('120,75\u00a0$');
  });

  it.each([
    [12075, 500, 11500, 11500],
    [12076, 500, 11501, 11501],
    [12074, 500, 11499, 11499],
    [0, 500, 0, 0],
    [11, 500, 10, 10],
    [10, 500, 10, 9], // no price is all-in $0.10: 9 → 9, 10 → 11
  ])('all-in bounds %i at %i bps → prices from %i, up to %i', (allIn, bps, low, high) => {
    expect(lowestPriceFor(allIn, bps)).toBe(low);
    expect(highestPriceFor(allIn, bps)).toBe(high);
  });

  it('turns all-in bounds into exactly the prices whose all-in price is within them', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2_000_000 }),
        fc.integer({ min: 0, max: 5000 }),
        (allIn, bps) => {
          const low = lowestPriceFor(allIn, bps);
          expect(allInCents(low, bps)).toBeGreaterThanOrEqual(allIn);
          if (low > 0) expect(allInCents(low - 1, bps)).toBeLessThan(allIn);
          const high = highestPriceFor(allIn, bps);
          if (high >= 0) expect(allInCents(high, bps)).toBeLessThanOrEqual(allIn);
          expect(allInCents(high + 1, bps)).toBeGreaterThan(allIn);
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe('a cart', () => {
  it('prices each service all-in and adds HST per supplier', () => {
    const cart = priceCart(
      [
        { label: 'Bridal makeup', priceCents: 11500, quantity: 1 },
        { label: 'Lashes', priceCents: 2999, quantity: 2 },
      ],
      500,
      { artistHst: true, platformHst: true },
    );
    // Lashes: fee 149.95 → 150 a unit.
    expect(cart.services.map((s) => [s.unitCents, s.amountCents])).toEqual([
      [12075, 12075],
      [3149, 6298],
    ]);
    expect(cart.subtotalCents).toBe(17498);
    expect(cart.feeCents).toBe(575 + 300);
    expect(cart.beforeTaxCents).toBe(12075 + 6298);
    expect(cart.serviceHstCents).toBe(2275); // 13% of 174.98 = 22.7474
    expect(cart.feeHstCents).toBe(114); // 13% of 8.75 = 1.1375
    expect(cart.totalCents).toBe(18373 + 2275 + 114);
    expect(displayLines(cart)).toEqual([
      { label: 'Bridal makeup', amountCents: 12075, note: 'includes $5.75 booking fee' },
      { label: 'Lashes × 2', amountCents: 6298, note: 'includes $3.00 booking fee' },
      { label: 'HST 13% on services', amountCents: 2275 },
      { label: 'HST 13% on booking fee', amountCents: 114 },
    ]);
  });

  it('carries no tax line for an unregistered artist, nor on the fee without the platform number', () => {
    const cart = priceCart([{ label: 'Cut', priceCents: 5000, quantity: 1 }], 500, {
      artistHst: false,
      platformHst: false,
    });
    expect(cart.totalCents).toBe(5250);
    expect(displayLines(cart)).toEqual([
      { label: 'Cut', amountCents: 5250, note: 'includes $2.50 booking fee' },
    ]);
    const artistOnly = withTax(
      { subtotalCents: 5000, feeCents: 250 },
      {
        artistHst: true,
        platformHst: false,
      },
    );
    expect([artistOnly.serviceHstCents, artistOnly.feeHstCents]).toEqual([650, 0]);
  });

  it('shows lines that always add up to the amount charged, to the cent', () => {
    const service = fc.record({
      label: fc.constantFrom('Makeup', 'Hair', 'Lashes'),
      priceCents: fc.integer({ min: 100, max: 1_000_000 }),
      quantity: fc.integer({ min: 1, max: 3 }),
    });
    fc.assert(
      fc.property(
        fc.array(service, { minLength: 1, maxLength: 20 }),
        fc.integer({ min: 0, max: 5000 }),
        fc.boolean(),
        fc.boolean(),
        (services, bps, artistHst, platformHst) => {
          const cart = priceCart(services, bps, { artistHst, platformHst });
          const shown = displayLines(cart).reduce((sum, l) => sum + l.amountCents, 0);
          expect(shown).toBe(cart.totalCents);
          expect(cart.totalCents).toBe(
            cart.subtotalCents + cart.feeCents + cart.serviceHstCents + cart.feeHstCents,
          );
          const unitsShown = cart.services.reduce((sum, s) => sum + s.unitCents * s.quantity, 0);
          expect(unitsShown).toBe(cart.beforeTaxCents);
          for (const s of cart.services) expect(s.unitCents).toBe(allInCents(s.priceCents, bps));
          // The booking stores the same split as the customer reads.
          const stored = quote(
            services.map((s) => ({ amountCents: s.priceCents, quantity: s.quantity })),
            bps,
          );
          expect(stored).toEqual({
            subtotalCents: cart.subtotalCents,
            feeCents: cart.feeCents,
            totalCents: cart.beforeTaxCents,
          });
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe('a booking’s cart as quoted', () => {
  it('shares the fee it was charged over its services, and adds its HST as quoted', () => {
    const cart = quotedCart({
      services: [
        { typeOfService: 'Bridal', quantity: 1, amountCents: 11_500 },
        { typeOfService: 'Lashes', quantity: 2, amountCents: 1_333 },
      ],
      subtotalCents: 14_166,
      feeCents: 709,
      serviceHstCents: 1_842,
      feeHstCents: 0,
    });
    expect(displayLines(cart)).toEqual([
      { label: 'Bridal', amountCents: 12_076, note: 'includes $5.76 booking fee' },
      { label: 'Lashes × 2', amountCents: 2_799, note: 'includes $1.33 booking fee' },
      { label: 'HST 13% on services', amountCents: 1_842 },
    ]);
    expect(cart.totalCents).toBe(14_166 + 709 + 1_842);
  });

  it('has lines that add up to what the booking costs, whatever fee it was charged', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            amount: fc.integer({ min: 0, max: 1_000_000 }),
            quantity: fc.integer({ min: 1, max: 5 }),
          }),
          {
            minLength: 1,
            maxLength: 6,
          },
        ),
        fc.integer({ min: 0, max: 500_000 }),
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        (lines, fee, serviceHst, feeHst) => {
          const services = lines.map((l) => ({
            typeOfService: 'S',
            quantity: l.quantity,
            amountCents: l.amount,
          }));
          const subtotalCents = services.reduce((sum, x) => sum + x.amountCents * x.quantity, 0);
          const cart = quotedCart({
            services,
            subtotalCents,
            feeCents: fee,
            serviceHstCents: serviceHst,
            feeHstCents: feeHst,
          });
          const shown = displayLines(cart).reduce((sum, l) => sum + l.amountCents, 0);
          const whole = subtotalCents > 0 || fee === 0;
          if (whole) expect(shown).toBe(cart.totalCents);
          expect(cart.totalCents).toBe(subtotalCents + fee + serviceHst + feeHst);
        },
      ),
    );
  });
});
