/**
 * The smallest and largest amounts Blush handles, in one place (issue 17). They are chosen so
 * that whatever a customer orders within them, the total with the fee is one charge the
 * provider accepts: Stripe takes at most $999,999.99 and at least $0.50 (CAD) per charge.
 * Every intermediate product of the settlement arithmetic stays exact (settlement.ts scales
 * through BigInt), so these bounds are about what the provider and people accept, not floats.
 */
import { cancellationPolicy, type CancellationTier } from './cancellation.ts';
import { formatCents } from './money.ts';

/** The most the provider takes in one charge (Stripe: $999,999.99). */
export const PROVIDER_MAX_CHARGE_CENTS = 99_999_999;
/** The least the provider takes in one charge (Stripe, in CAD: $0.50). */
export const PROVIDER_MIN_CHARGE_CENTS = 50;

/** How many of one service a booking may hold (spec §5: 0 to 3). */
export const MAX_QUANTITY = 3;
/** How many different services one booking may hold. */
export const MAX_ORDER_SERVICES = 20;
/** The highest customer fee the configuration accepts (CUSTOMER_FEE_BPS). */
export const MAX_CUSTOMER_FEE_BPS = 5000;

/**
 * The smallest order total (with the fee) whose every partial charge under `policy` (a late
 * cancellation's share) is still one the provider accepts.
 */
export function minimumOrderTotal(policy: readonly CancellationTier[]): number {
  const shares = policy.map((t) => t.chargePercent).filter((p) => p > 0);
  const smallest = Math.min(100, ...shares);
  return Math.ceil((PROVIDER_MIN_CHARGE_CENTS * 100) / smallest);
}

export interface AmountLimit {
  minCents: number;
  maxCents: number;
}

const SERVICE_PRICE: AmountLimit = { minCents: 100, maxCents: 1_000_000 };

export const amountLimits = {
  /** One service's price, as the artist types it: $1.00 to $10,000.00. */
  servicePrice: SERVICE_PRICE,
  /** One line of an order: price × quantity. */
  line: { minCents: SERVICE_PRICE.minCents, maxCents: SERVICE_PRICE.maxCents * MAX_QUANTITY },
  /**
   * An order's total with the fee. With the limits above the largest possible order
   * (20 lines × $30,000 + a 50% fee = $900,000) stays under the provider's maximum, and the
   * smallest late-cancellation charge of the smallest total is still at least $0.50.
   */
  orderTotal: {
    minCents: minimumOrderTotal(cancellationPolicy),
    maxCents: PROVIDER_MAX_CHARGE_CENTS,
  },
  /** One charge to a card: a completed service or a late cancellation's share. */
  charge: { minCents: PROVIDER_MIN_CHARGE_CENTS, maxCents: PROVIDER_MAX_CHARGE_CENTS },
} as const satisfies Record<string, AmountLimit>;

export type AmountKind = keyof typeof amountLimits;

/** "must be at least $1.00" / "must be at most $10,000.00", or null when `cents` is within. */
export function amountProblem(kind: AmountKind, cents: number): string | null {
  const { minCents, maxCents } = amountLimits[kind];
  if (!Number.isSafeInteger(cents) || cents < minCents) {
    return `must be at least ${formatCents(minCents)}`;
  }
  if (cents > maxCents) return `must be at most ${formatCents(maxCents)}`;
  return null;
}

/** An order's lines and total checked against the limits: the first problem, with its field. */
export function orderProblem(order: {
  lines: ReadonlyArray<{ amountCents: number; quantity: number; typeOfService?: string }>;
  totalCents: number;
}): { field: string; message: string } | null {
  for (const line of order.lines) {
    const name = line.typeOfService ?? 'A service';
    const price = amountProblem('servicePrice', line.amountCents);
    if (price) return { field: 'services', message: `The price of ${name} ${price}.` };
    const lineProblem = amountProblem('line', line.amountCents * line.quantity);
    if (lineProblem)
      return { field: 'services', message: `${name} × ${line.quantity} ${lineProblem}.` };
  }
  const total = amountProblem('orderTotal', order.totalCents);
  return total ? { field: 'totalCents', message: `The total with the fee ${total}.` } : null;
}
