import type { Settlement } from './settlement.ts';

/**
 * The double-entry ledger's accounts (positive = debit). `gateway` is the money the payment
 * provider holds for us; `customer`, `refunds` and `payouts` are clearing accounts that each
 * movement passes through, so they return to zero; revenue and the artists' payable carry the
 * balances. `artist_hst` is the HST an artist charged on her services (hers, paid out with her
 * share, kept apart from her earnings); `platform_hst` the HST on the booking fee, which the
 * platform owes the CRA.
 */
export const ledgerAccounts = [
  'customer',
  'platform_fee',
  'commission',
  'artist_payable',
  'payouts',
  'refunds',
  'gateway',
  'artist_hst',
  'platform_hst',
] as const;
export type LedgerAccount = (typeof ledgerAccounts)[number];

export interface LedgerLine {
  account: LedgerAccount;
  amountCents: number;
  /** Whose line it is: the booking's customer or artist (null: the platform's own). */
  party: 'customer' | 'artist' | null;
  memo: string;
}

const line = (
  account: LedgerAccount,
  amountCents: number,
  party: LedgerLine['party'],
  memo: string,
): LedgerLine => ({ account, amountCents, party, memo });

/** Drops zero lines (a 0% commission writes none). */
const nonZero = (lines: LedgerLine[]) => lines.filter((l) => l.amountCents !== 0);

/** A card charge: the provider receives the money, which divides into fee, commission and the artist's share. */
export function chargeLines(s: Settlement): LedgerLine[] {
  return nonZero([
    line('gateway', s.amountCents, null, 'card charged'),
    line('customer', -s.amountCents, 'customer', 'paid by card'),
    line('customer', s.amountCents, 'customer', 'booking settled'),
    line('platform_fee', -s.feeCents, null, 'customer service fee'),
    line('commission', -s.commissionCents, null, 'platform commission'),
    line('artist_payable', -s.payoutCents, 'artist', "artist's share"),
    line('artist_hst', -s.serviceHstCents, 'artist', 'HST on services'),
    line('platform_hst', -s.feeHstCents, null, 'HST on booking fee'),
  ]);
}

/** A tip: its own card charge, all of it the artist's (no fee, no commission). */
export function tipLines(amountCents: number): LedgerLine[] {
  return nonZero([
    line('gateway', amountCents, null, 'tip charged'),
    line('customer', -amountCents, 'customer', 'tip paid by card'),
    line('customer', amountCents, 'customer', 'tip settled'),
    line('artist_payable', -amountCents, 'artist', 'tip'),
  ]);
}

/** A refund: the same lines as its charge, in reverse and in proportion. */
export function refundLines(r: Settlement): LedgerLine[] {
  return nonZero([
    line('refunds', r.amountCents, 'customer', 'refunded to card'),
    line('gateway', -r.amountCents, null, 'refund sent'),
    line('platform_fee', r.feeCents, null, 'fee refunded'),
    line('commission', r.commissionCents, null, 'commission refunded'),
    line('artist_payable', r.payoutCents, 'artist', "artist's share refunded"),
    line('artist_hst', r.serviceHstCents, 'artist', 'HST on services refunded'),
    line('platform_hst', r.feeHstCents, null, 'HST on booking fee refunded'),
    line('refunds', -r.amountCents, 'customer', 'refund settled'),
  ]);
}

/**
 * A weekly payout: the artist's balance leaves the provider for their bank; `hstCents` of
 * `amountCents` is the HST she charged, which she remits herself.
 */
export function payoutLines(amountCents: number, hstCents = 0): LedgerLine[] {
  return nonZero([
    line('artist_payable', amountCents - hstCents, 'artist', 'paid out'),
    line('artist_hst', hstCents, 'artist', 'HST paid out'),
    line('payouts', -amountCents, 'artist', 'payout sent'),
    line('payouts', amountCents, 'artist', 'payout settled'),
    line('gateway', -amountCents, null, 'payout to bank'),
  ]);
}

export function isBalanced(lines: readonly LedgerLine[]): boolean {
  return lines.reduce((sum, l) => sum + l.amountCents, 0) === 0;
}
