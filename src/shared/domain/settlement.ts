/**
 * How a booking's money divides (docs/product.md "Money"): integer cents throughout, every
 * percentage rounded half up to the cent. Rates are basis points (500 = 5%).
 */

/** `numerator / denominator` rounded half up; both non-negative integers. */
export function roundHalfUp(numerator: number, denominator: number): number {
  if (!Number.isSafeInteger(numerator) || !Number.isSafeInteger(denominator) || denominator <= 0) {
    throw new RangeError('roundHalfUp takes safe integers and a positive denominator');
  }
  if (numerator < 0) throw new RangeError('roundHalfUp takes a non-negative numerator');
  // Integer arithmetic only: `(2n + d) / 2d` in floating point is off by one for large values.
  const remainder = numerator % denominator;
  const quotient = (numerator - remainder) / denominator;
  return remainder >= denominator - remainder ? quotient + 1 : quotient;
}

/**
 * `value × numerator / denominator` rounded half up. The product is formed as a BigInt, so it
 * stays exact however large it gets (a $999,999.99 charge times itself passes 2^53); the
 * result is checked to be a safe integer again.
 */
export function scaleHalfUp(value: number, numerator: number, denominator: number): number {
  for (const n of [value, numerator, denominator]) {
    if (!Number.isSafeInteger(n) || n < 0) {
      throw new RangeError('scaleHalfUp takes non-negative safe integers');
    }
  }
  if (denominator === 0) throw new RangeError('scaleHalfUp takes a positive denominator');
  const product = BigInt(value) * BigInt(numerator);
  const d = BigInt(denominator);
  const remainder = product % d;
  const quotient = (product - remainder) / d + (remainder >= d - remainder ? 1n : 0n);
  const result = Number(quotient);
  if (!Number.isSafeInteger(result)) throw new RangeError('scaleHalfUp result is not safe');
  return result;
}

/** `bps` basis points of `cents`, rounded half up. */
export function percentOf(cents: number, bps: number): number {
  return scaleHalfUp(cents, bps, 10_000);
}

/** What the customer pays: the services, the customer fee on top, and the total. */
export interface Quote {
  subtotalCents: number;
  feeCents: number;
  totalCents: number;
}

export interface OrderLine {
  amountCents: number;
  quantity: number;
}

/**
 * The customer's price for an order before tax: subtotal = Σ amount × quantity; the fee is
 * taken on each unit (rate × amount, rounded) so that each service's all-in price, as search,
 * the profile and checkout show it, adds up to the total (`pricing.ts`, which adds the HST).
 */
export function quote(lines: readonly OrderLine[], feeBps: number): Quote {
  const subtotalCents = lines.reduce((sum, line) => sum + line.amountCents * line.quantity, 0);
  const feeCents = lines.reduce(
    (sum, line) => sum + percentOf(line.amountCents, feeBps) * line.quantity,
    0,
  );
  return { subtotalCents, feeCents, totalCents: subtotalCents + feeCents };
}

/** A charge split between the platform and the artist. */
export interface Settlement {
  subtotalCents: number;
  feeCents: number;
  /** HST the artist charges on her services (hers: paid out with her share, not earnings). */
  serviceHstCents: number;
  /** HST the platform charges on its fee (owed by the platform). */
  feeHstCents: number;
  /** What the card is charged: subtotal + fee + both HST amounts. */
  amountCents: number;
  /** The platform's commission, taken from the subtotal. */
  commissionCents: number;
  /** The artist's earnings: subtotal − commission (her HST is kept apart from them). */
  payoutCents: number;
}

/** The parts of a charge, before the commission is taken. */
export interface ChargeParts {
  subtotalCents: number;
  feeCents: number;
  serviceHstCents: number;
  feeHstCents: number;
}

const partNames = ['subtotalCents', 'feeCents', 'serviceHstCents', 'feeHstCents'] as const;

/**
 * `amount` of `whole` divided over its parts in proportion, one part after the other: each
 * part takes its share (half up) of what the parts before it left, so the shares add up to
 * `amount` exactly, and a cent more of `amount` adds a cent to one part and takes none from
 * another (refunds a cent at a time never go negative on any line).
 */
export function proportionalParts(whole: ChargeParts, amount: number): ChargeParts {
  const result = { subtotalCents: 0, feeCents: 0, serviceHstCents: 0, feeHstCents: 0 };
  let left = amount;
  let rest = partNames.reduce((sum, k) => sum + whole[k], 0);
  for (const k of partNames) {
    result[k] = rest === 0 ? 0 : scaleHalfUp(whole[k], left, rest);
    left -= result[k];
    rest -= whole[k];
  }
  return result;
}

/** Splits a charge: the commission comes out of the subtotal only; HST is nobody's earnings. */
export function settle(
  charge: Pick<Quote, 'subtotalCents' | 'feeCents'> & Partial<ChargeParts>,
  commissionBps: number,
): Settlement {
  const commissionCents = percentOf(charge.subtotalCents, commissionBps);
  const serviceHstCents = charge.serviceHstCents ?? 0;
  const feeHstCents = charge.feeHstCents ?? 0;
  return {
    subtotalCents: charge.subtotalCents,
    feeCents: charge.feeCents,
    serviceHstCents,
    feeHstCents,
    amountCents: charge.subtotalCents + charge.feeCents + serviceHstCents + feeHstCents,
    commissionCents,
    payoutCents: charge.subtotalCents - commissionCents,
  };
}

/**
 * A partial charge (a late cancellation): `percent`% of the total, rounded half up, so the
 * customer pays exactly what the policy text says; every line scales alike (services, fee and
 * each HST take their share of that amount), so the artist gets the same share of the service
 * part of what is charged as of a full one, and the tax follows the part it is charged on.
 */
export function partialCharge(
  order: Pick<Quote, 'subtotalCents' | 'feeCents'> & Partial<ChargeParts>,
  percent: number,
): ChargeParts {
  if (!Number.isInteger(percent) || percent < 0 || percent > 100) {
    throw new RangeError('percent must be an integer from 0 to 100');
  }
  const whole = chargeParts(order);
  const totalCents = partNames.reduce((sum, k) => sum + whole[k], 0);
  return proportionalParts(whole, percentOf(totalCents, percent * 100));
}

/** An order's four parts (HST 0 where it has none). */
export function chargeParts(
  order: Pick<Quote, 'subtotalCents' | 'feeCents'> & Partial<ChargeParts>,
): ChargeParts {
  return {
    subtotalCents: order.subtotalCents,
    feeCents: order.feeCents,
    serviceHstCents: order.serviceHstCents ?? 0,
    feeHstCents: order.feeHstCents ?? 0,
  };
}

/**
 * How a refund of `refundCents` divides, given what was charged and what was refunded before.
 * Fee, commission, the artist's share and each HST go back in proportion. The split of the
 * running total is computed and the earlier refunds' split subtracted, so refunds that add up
 * to the whole charge reverse every line exactly, whatever the rounding on the way.
 */
export function refundSplit(
  charged: Settlement,
  refundedBeforeCents: number,
  refundCents: number,
): Settlement {
  const after = refundedBeforeCents + refundCents;
  if (!Number.isInteger(refundCents) || refundCents <= 0) {
    throw new RangeError('a refund is a positive number of cents');
  }
  if (!Number.isInteger(refundedBeforeCents) || refundedBeforeCents < 0) {
    throw new RangeError('the amount refunded before is a non-negative number of cents');
  }
  if (after > charged.amountCents) {
    throw new RangeError('a refund cannot exceed what is left of the charge');
  }
  const share = (refunded: number) => {
    const parts = proportionalParts(charged, refunded);
    const commissionCents =
      charged.subtotalCents === 0
        ? 0
        : scaleHalfUp(charged.commissionCents, parts.subtotalCents, charged.subtotalCents);
    return { ...parts, commissionCents };
  };
  const before = share(refundedBeforeCents);
  const total = share(after);
  const subtotalCents = total.subtotalCents - before.subtotalCents;
  const commissionCents = total.commissionCents - before.commissionCents;
  return {
    subtotalCents,
    feeCents: total.feeCents - before.feeCents,
    serviceHstCents: total.serviceHstCents - before.serviceHstCents,
    feeHstCents: total.feeHstCents - before.feeHstCents,
    amountCents: refundCents,
    commissionCents,
    payoutCents: subtotalCents - commissionCents,
  };
}

/** The launch promotion (docs/product.md): the first N artists verified on or after the launch pay no commission for M calendar months. */
export interface CommissionRules {
  commissionBps: number;
  promotionStartsAt: Date;
  promotionArtists: number;
  promotionMonths: number;
}

export interface ArtistStanding {
  verifiedAt: Date | null;
  /** 1 for the first artist verified on or after the promotion's start, and so on; null before it. */
  promotionRank: number | null;
}

/** `months` calendar months after `instant` (Jan 31 + 1 month = Feb 28 or 29), in UTC. */
export function addCalendarMonths(instant: Date, months: number): Date {
  const result = new Date(instant);
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  const lastDay = new Date(
    Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0),
  ).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}

/** When this artist's promotion ends, if they are among the promoted; null if they are not. */
export function promotionEndsAt(artist: ArtistStanding, rules: CommissionRules): Date | null {
  const { verifiedAt, promotionRank } = artist;
  const promoted =
    rules.commissionBps > 0 &&
    verifiedAt !== null &&
    promotionRank !== null &&
    promotionRank <= rules.promotionArtists &&
    verifiedAt >= rules.promotionStartsAt;
  return promoted ? addCalendarMonths(verifiedAt, rules.promotionMonths) : null;
}

/** The commission rate for a charge made `at` for this artist. */
export function commissionBpsFor(artist: ArtistStanding, at: Date, rules: CommissionRules): number {
  const { verifiedAt, promotionRank } = artist;
  const promoted =
    verifiedAt !== null &&
    promotionRank !== null &&
    promotionRank <= rules.promotionArtists &&
    verifiedAt >= rules.promotionStartsAt &&
    at < addCalendarMonths(verifiedAt, rules.promotionMonths);
  return promoted ? 0 : rules.commissionBps;
}
