/**
 * Bridal and event quotes (decision 0042): a lead artist's quote for a whole party, priced
 * all-in as every booking is (decision 0029: each of the artist's prices plus the booking fee,
 * HST after it), paid as a retainer when accepted and the balance at completion, shared over
 * her team, and settled by the quote's own terms when either side cancels. Integer cents;
 * percentages half up (settlement.ts).
 *
 * The lead artist is the supplier of the whole event (one invoice, her HST number): her
 * assistants are paid their share of the artist's part from it, so the HST stays hers.
 */
import { priceCart, type CartPrice, type TaxStatus } from './pricing.ts';
import {
  chargeParts,
  proportionalParts,
  scaleHalfUp,
  settle,
  type ChargeParts,
  type Settlement,
} from './settlement.ts';

/** The retainer when the artist sets none: 30% of the event's total. */
export const DEFAULT_RETAINER_PERCENT = 30;
/** A party is at least one person and at most this many. */
export const MAX_PARTY = 30;
/** A declined retainer leaves the quote accepted and unpaid; after this long it holds no time. */
export const UNPAID_HOLD_MS = 24 * 3_600_000;

/** One line of a quote: one service for one person, at the artist's price. */
export interface QuoteLine {
  /** The person's name or role: "Bride", "Maid of honour". */
  person: string;
  service: string;
  priceCents: number;
  minutes: number;
}

/** What the artist quotes for the day (the trial is its own booking, priced apart). */
export interface QuoteTerms {
  lines: readonly QuoteLine[];
  travelFeeCents: number;
  earlyStartFeeCents: number;
}

/** A quote's lines as a cart: every person's service, then the travel and early-start fees. */
export function eventCart(terms: QuoteTerms, feeBps: number, tax: TaxStatus): CartPrice {
  const services = terms.lines.map((l) => ({
    label: `${l.person}: ${l.service}`,
    priceCents: l.priceCents,
    quantity: 1,
  }));
  if (terms.travelFeeCents > 0) {
    services.push({ label: 'Travel', priceCents: terms.travelFeeCents, quantity: 1 });
  }
  if (terms.earlyStartFeeCents > 0) {
    services.push({ label: 'Early start', priceCents: terms.earlyStartFeeCents, quantity: 1 });
  }
  return priceCart(services, feeBps, tax);
}

/** The trial, its own booking: one service at its all-in price with its HST. */
export const trialCart = (trialPriceCents: number, feeBps: number, tax: TaxStatus): CartPrice =>
  priceCart([{ label: 'Trial', priceCents: trialPriceCents, quantity: 1 }], feeBps, tax);

export interface RetainerSplit {
  /** Charged when the customer accepts. */
  retainer: ChargeParts & { amountCents: number };
  /** Charged at completion. */
  balance: ChargeParts & { amountCents: number };
}

const amountOf = (p: ChargeParts) =>
  p.subtotalCents + p.feeCents + p.serviceHstCents + p.feeHstCents;

/**
 * The retainer (`percent`% of the total, half up, every part scaled alike as a late
 * cancellation's charge is) and the balance (the rest of every part): the two add up to the
 * total part by part.
 */
export function splitRetainer(cart: CartPrice, percent: number): RetainerSplit {
  if (!Number.isInteger(percent) || percent < 0 || percent > 100) {
    throw new RangeError('the retainer is a whole percentage from 0 to 100');
  }
  const whole = chargeParts(cart);
  const retainer = proportionalParts(whole, scaleHalfUp(cart.totalCents, percent, 100));
  const balance: ChargeParts = {
    subtotalCents: whole.subtotalCents - retainer.subtotalCents,
    feeCents: whole.feeCents - retainer.feeCents,
    serviceHstCents: whole.serviceHstCents - retainer.serviceHstCents,
    feeHstCents: whole.feeHstCents - retainer.feeHstCents,
  };
  return {
    retainer: { ...retainer, amountCents: amountOf(retainer) },
    balance: { ...balance, amountCents: amountOf(balance) },
  };
}

/** A team member and the artist's prices of the lines she does (the lead: travel and fees too). */
export interface TeamWork {
  artistId: string;
  workCents: number;
}

/**
 * Each member's share of `payoutCents` (the artist's part after commission of one charge), in
 * proportion to her work, one after the other so the shares add up to the payout exactly.
 * Tips are split by the same rule.
 */
export function teamShares(
  payoutCents: number,
  team: readonly TeamWork[],
): { artistId: string; cents: number }[] {
  let left = payoutCents;
  let rest = team.reduce((sum, m) => sum + m.workCents, 0);
  return team.map((m, i) => {
    const cents = rest === 0 ? (i === 0 ? left : 0) : scaleHalfUp(m.workCents, left, rest);
    left -= cents;
    rest -= m.workCents;
    return { artistId: m.artistId, cents };
  });
}

/** One charge of an event (retainer or balance) split between platform and artist. */
export const settleCharge = (parts: ChargeParts, commissionBps: number): Settlement =>
  settle(parts, commissionBps);

export type Canceller = 'customer' | 'artist';

export interface EventCancellation {
  /** Of what was charged (the retainer, the balance if any), what goes back to the card. */
  refundCents: number;
  /** What the artist keeps. */
  keptCents: number;
  /** Nothing more is ever charged on a cancellation. */
  chargeCents: 0;
  rule: 'retainer-refunded' | 'retainer-kept' | 'artist-cancelled' | 'nothing-paid';
}

/**
 * Who gets what when an accepted event is cancelled: the customer before the retainer's
 * non-refundable date gets it back; after it the artist keeps it; when the artist cancels,
 * everything paid goes back. Nothing more is charged either way.
 */
export function eventCancellation(input: {
  by: Canceller;
  at: Date;
  /** The retainer stops being refundable at this instant. */
  refundableUntil: Date;
  /** Charged so far (0 while accepted and unpaid). */
  paidCents: number;
}): EventCancellation {
  const { by, at, refundableUntil, paidCents } = input;
  if (paidCents === 0)
    return { refundCents: 0, keptCents: 0, chargeCents: 0, rule: 'nothing-paid' };
  if (by === 'artist') {
    return { refundCents: paidCents, keptCents: 0, chargeCents: 0, rule: 'artist-cancelled' };
  }
  return at.getTime() < refundableUntil.getTime()
    ? { refundCents: paidCents, keptCents: 0, chargeCents: 0, rule: 'retainer-refunded' }
    : { refundCents: 0, keptCents: paidCents, chargeCents: 0, rule: 'retainer-kept' };
}

/** A quote's state; "accepted, unpaid" while the retainer's charge was declined. */
export const quoteStates = [
  'requested',
  'quoted',
  'accepted_unpaid',
  'accepted',
  'completed',
  'declined',
  'expired',
  'cancelled',
] as const;
export type QuoteState = (typeof quoteStates)[number];

/** Whether an accepted-unpaid quote still holds its time at `now` (24 hours from acceptance). */
export const unpaidStillHolds = (acceptedAt: Date, now: Date) =>
  now.getTime() - acceptedAt.getTime() < UNPAID_HOLD_MS;

/** Why a quote cannot be accepted at `now` (null when it can). */
export function acceptProblem(
  quote: { state: QuoteState; validUntil: Date; readyBy: Date },
  now: Date,
): string | null {
  if (quote.state !== 'quoted') return 'This quote is no longer open.';
  if (now.getTime() > quote.validUntil.getTime()) {
    return 'This quote has expired. Ask the artist for a new one in the conversation.';
  }
  if (now.getTime() >= quote.readyBy.getTime()) return 'This event has already started.';
  return null;
}
