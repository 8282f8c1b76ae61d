/**
 * How a booking's money divides (PRODUCT.md "Money"): integer cents throughout, every
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
  /** What the card is charged: subtotal + fee. */
  amountCents: number;
  /** The platform's commission, taken from the subtotal. */
  commissionCents: number;
  /** The artist's share: subtotal − commission. */
  payoutCents: number;
}

/** Splits a charge of `subtotal + fee`: the commission comes out of the subtotal only. */
export function settle(
  charge: Pick<Quote, 'subtotalCents' | 'feeCents'>,
  commissionBps: number,
): Settlement {
  const commissionCents = percentOf(charge.subtotalCents, commissionBps);
  return {
    subtotalCents: charge.subtotalCents,
    feeCents: charge.feeCents,
    amountCents: charge.subtotalCents + charge.feeCents,
    commissionCents,
    payoutCents: charge.subtotalCents - commissionCents,
  };
}

/**
 * A partial charge (a late cancellation): `percent`% of the total, rounded half up, so the
 * customer pays exactly what the policy text says; every line scales alike (the subtotal takes
 * its share of that amount, the fee the rest), so the artist gets the same share of the service
 * part of what is charged as of a full one.
 */
export function partialCharge(
  order: Pick<Quote, 'subtotalCents' | 'feeCents'>,
  percent: number,
): Pick<Quote, 'subtotalCents' | 'feeCents'> {
  if (!Number.isInteger(percent) || percent < 0 || percent > 100) {
    throw new RangeError('percent must be an integer from 0 to 100');
  }
  const totalCents = order.subtotalCents + order.feeCents;
  const amountCents = percentOf(totalCents, percent * 100);
  const subtotalCents =
    totalCents === 0 ? 0 : scaleHalfUp(order.subtotalCents, amountCents, totalCents);
  return { subtotalCents, feeCents: amountCents - subtotalCents };
}

/**
 * How a refund of `refundCents` divides, given what was charged and what was refunded before.
 * Fee, commission and the artist's share go back in proportion. The split of the running total
 * is computed and the earlier refunds' split subtracted, so refunds that add up to the whole
 * charge reverse every line exactly, whatever the rounding on the way.
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
    const subtotalCents = scaleHalfUp(charged.subtotalCents, refunded, charged.amountCents);
    const commissionCents =
      charged.subtotalCents === 0
        ? 0
        : scaleHalfUp(charged.commissionCents, subtotalCents, charged.subtotalCents);
    return { subtotalCents, commissionCents };
  };
  const before = share(refundedBeforeCents);
  const total = share(after);
  const subtotalCents = total.subtotalCents - before.subtotalCents;
  const commissionCents = total.commissionCents - before.commissionCents;
  return {
    subtotalCents,
    feeCents: refundCents - subtotalCents,
    amountCents: refundCents,
    commissionCents,
    payoutCents: subtotalCents - commissionCents,
  };
}

/** The launch promotion (PRODUCT.md): the first N artists verified on or after the launch pay no commission for M calendar months. */
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
