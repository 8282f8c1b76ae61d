import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  amountLimits,
  amountProblem,
  MAX_CUSTOMER_FEE_BPS,
  MAX_ORDER_SERVICES,
  MAX_QUANTITY,
  minimumOrderTotal,
  orderProblem,
  PROVIDER_MAX_CHARGE_CENTS,
  PROVIDER_MIN_CHARGE_CENTS,
} from './amount-limits.ts';
import { cancellationPolicy } from './cancellation.ts';
import { partialCharge, quote, refundSplit, scaleHalfUp, settle } from './settlement.ts';

describe('amount limits', () => {
  it.each([
    ['servicePrice', 99, 'must be at least $1.00'],
    ['servicePrice', 100, null],
    ['servicePrice', 1_000_000, null],
    ['servicePrice', 1_000_001, 'must be at most $10,000.00'],
    ['servicePrice', 99_999_900, 'must be at most $10,000.00'],
    ['line', 3_000_000, null],
    ['line', 3_000_001, 'must be at most $30,000.00'],
    ['orderTotal', 99, 'must be at least $1.00'],
    ['orderTotal', 99_999_999, null],
    ['orderTotal', 100_000_000, 'must be at most $999,999.99'],
    ['charge', 49, 'must be at least $0.50'],
    ['charge', 50, null],
  ] as const)('%s of %i cents: %s', (kind, cents, problem) => {
    expect(amountProblem(kind, cents)).toBe(problem);
  });

  it('keeps the largest possible order, with the highest fee, under the provider maximum', () => {
    const lines = Array.from({ length: MAX_ORDER_SERVICES }, () => ({
      amountCents: amountLimits.servicePrice.maxCents,
      quantity: MAX_QUANTITY,
    }));
    const { totalCents } = quote(lines, MAX_CUSTOMER_FEE_BPS);
    expect(totalCents).toBeLessThanOrEqual(PROVIDER_MAX_CHARGE_CENTS);
    expect(orderProblem({ lines, totalCents })).toBeNull();
  });

  it('makes every late-cancellation share of the smallest order a charge the provider takes', () => {
    const smallest = amountLimits.orderTotal.minCents;
    for (const tier of cancellationPolicy.filter((t) => t.chargePercent > 0)) {
      const part = partialCharge({ subtotalCents: smallest, feeCents: 0 }, tier.chargePercent);
      expect(part.subtotalCents + part.feeCents).toBeGreaterThanOrEqual(PROVIDER_MIN_CHARGE_CENTS);
    }
    expect(minimumOrderTotal([{ minHoursBefore: null, chargePercent: 10 }])).toBe(500);
    expect(minimumOrderTotal([{ minHoursBefore: 4, chargePercent: 0 }])).toBe(50);
  });

  it('names the line and the limit an order breaks', () => {
    expect(
      orderProblem({
        lines: [{ amountCents: 99_999_900, quantity: 1, typeOfService: 'Bridal' }],
        totalCents: 104_999_895,
      }),
    ).toEqual({ field: 'services', message: 'The price of Bridal must be at most $10,000.00.' });
    expect(orderProblem({ lines: [{ amountCents: 1, quantity: 1 }], totalCents: 1 })).toEqual({
      field: 'services',
      message: 'The price of A service must be at least $1.00.',
    });
  });

  it('scales exactly past 2^53, where the floating-point product is off', () => {
    // 99,999,999 × 99,999,999 does not fit a double exactly.
    expect(scaleHalfUp(99_999_999, 99_999_999, 99_999_999)).toBe(99_999_999);
    expect(scaleHalfUp(95_238_095, 99_999_999, 99_999_999)).toBe(95_238_095);
  });
});

/**
 * Random carts up to the limits: every amount the settlement functions produce is a safe
 * integer, the pieces add up, a partial charge is within the provider's range, and refunds
 * that add up to the charge reverse every line exactly.
 */
describe('settlement over random carts up to the limits', () => {
  const line = fc.record({
    amountCents: fc.integer({
      min: amountLimits.servicePrice.minCents,
      max: amountLimits.servicePrice.maxCents,
    }),
    quantity: fc.integer({ min: 1, max: MAX_QUANTITY }),
  });
  // Carts near the top are the ones that used to overflow: bias half of them to the maximum.
  const cart = fc.oneof(
    fc.array(line, { minLength: 1, maxLength: MAX_ORDER_SERVICES }),
    fc.array(
      fc.record({
        amountCents: fc.integer({
          min: amountLimits.servicePrice.maxCents - 100,
          max: amountLimits.servicePrice.maxCents,
        }),
        quantity: fc.constant(MAX_QUANTITY),
      }),
      { minLength: MAX_ORDER_SERVICES - 2, maxLength: MAX_ORDER_SERVICES },
    ),
  );
  const safe = (n: number) => Number.isSafeInteger(n) && n >= 0;

  it('stays in safe integers and within the provider range', () => {
    fc.assert(
      fc.property(
        cart,
        fc.integer({ min: 0, max: MAX_CUSTOMER_FEE_BPS }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: 1, max: 100 }),
        fc.array(fc.integer({ min: 1, max: 1_000_000 }), { maxLength: 6 }),
        (lines, feeBps, commissionBps, percent, refundWeights) => {
          const order = quote(lines, feeBps);
          expect(orderProblem({ lines, totalCents: order.totalCents })).toBeNull();
          expect(order.totalCents).toBe(order.subtotalCents + order.feeCents);

          const part = partialCharge(order, percent);
          const charged = settle(part, commissionBps);
          for (const n of Object.values(charged) as number[]) expect(safe(n)).toBe(true);
          expect(charged.amountCents).toBeLessThanOrEqual(PROVIDER_MAX_CHARGE_CENTS);
          if (percent >= 50) {
            expect(charged.amountCents).toBeGreaterThanOrEqual(PROVIDER_MIN_CHARGE_CENTS);
          }
          expect(charged.payoutCents + charged.commissionCents).toBe(charged.subtotalCents);

          // Refunds in random parts that add up to the whole charge.
          const weightSum = refundWeights.reduce((a, b) => a + b, 0);
          const parts = refundWeights.map((w) =>
            scaleHalfUp(charged.amountCents, w, Math.max(weightSum, 1)),
          );
          let before = 0;
          const back = { subtotalCents: 0, feeCents: 0, commissionCents: 0, payoutCents: 0 };
          for (const cents of [...parts, charged.amountCents - parts.reduce((a, b) => a + b, 0)]) {
            if (cents <= 0 || before + cents > charged.amountCents) continue;
            const r = refundSplit(charged, before, cents);
            for (const n of Object.values(r)) expect(Number.isSafeInteger(n)).toBe(true);
            before += cents;
            back.subtotalCents += r.subtotalCents;
            back.feeCents += r.feeCents;
            back.commissionCents += r.commissionCents;
            back.payoutCents += r.payoutCents;
          }
          if (before === charged.amountCents) {
            expect(back).toEqual({
              subtotalCents: charged.subtotalCents,
              feeCents: charged.feeCents,
              commissionCents: charged.commissionCents,
              payoutCents: charged.payoutCents,
            });
          }
        },
      ),
      { numRuns: 500 },
    );
  });
});
