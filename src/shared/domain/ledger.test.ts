import { describe, expect, it } from 'vitest';
import {
  chargeLines,
  isBalanced,
  ledgerAccounts,
  payoutLines,
  refundLines,
  type LedgerAccount,
  type LedgerLine,
} from './ledger.ts';
import { refundSplit, settle, type Settlement } from './settlement.ts';

/** Each account's net (debits positive), every account listed. */
function net(lines: readonly LedgerLine[]): Record<LedgerAccount, number> {
  const totals = Object.fromEntries(ledgerAccounts.map((a) => [a, 0])) as Record<
    LedgerAccount,
    number
  >;
  for (const l of lines) totals[l.account] += l.amountCents;
  return totals;
}

/** A credit of `cents` (written `0 - cents` so that no −0 appears). */
const credit = (cents: number) => 0 - cents;

const zero = Object.fromEntries(ledgerAccounts.map((a) => [a, 0])) as Record<LedgerAccount, number>;

const settlements: Array<[string, Settlement]> = [
  ['$80 + $4 fee at 20%', settle({ subtotalCents: 8000, feeCents: 400 }, 2000)],
  ['$79.50 + $3.98 fee at 20%', settle({ subtotalCents: 7950, feeCents: 398 }, 2000)],
  ['$40.01 + $2 fee at 20%', settle({ subtotalCents: 4001, feeCents: 200 }, 2000)],
  ['$80 + $4 fee at 0% (promotion)', settle({ subtotalCents: 8000, feeCents: 400 }, 0)],
  ['$0.05 with no fee at 20%', settle({ subtotalCents: 5, feeCents: 0 }, 2000)],
];

describe('isBalanced', () => {
  it('holds when the lines sum to zero, and only then', () => {
    expect(isBalanced([])).toBe(true);
    expect(
      isBalanced([
        { account: 'gateway', amountCents: 100, party: null, memo: '' },
        { account: 'platform_fee', amountCents: -100, party: null, memo: '' },
      ]),
    ).toBe(true);
    expect(
      isBalanced([
        { account: 'gateway', amountCents: 100, party: null, memo: '' },
        { account: 'platform_fee', amountCents: -99, party: null, memo: '' },
      ]),
    ).toBe(false);
  });
});

describe('chargeLines', () => {
  it.each(settlements)('for %s are balanced, with no zero line', (_name, s) => {
    const lines = chargeLines(s);
    expect(isBalanced(lines)).toBe(true);
    expect(lines.filter((l) => l.amountCents === 0)).toEqual([]);
  });

  it.each(settlements)(
    'for %s: the provider holds the charge; fee, commission and share are credited',
    (_name, s) => {
      expect(net(chargeLines(s))).toEqual({
        ...zero,
        gateway: s.amountCents,
        platform_fee: credit(s.feeCents),
        commission: credit(s.commissionCents),
        artist_payable: credit(s.payoutCents),
      });
    },
  );

  it('credits the exact amounts of a $80 booking at 20%', () => {
    // 8000 + 400 fee = 8400 charged; commission 1600; artist 6400.
    const n = net(chargeLines(settle({ subtotalCents: 8000, feeCents: 400 }, 2000)));
    expect(n.gateway).toBe(8400);
    expect(n.platform_fee).toBe(-400);
    expect(n.commission).toBe(-1600);
    expect(n.artist_payable).toBe(-6400);
  });

  it('writes no commission line at 0% and no fee line without a fee', () => {
    const promoted = chargeLines(settle({ subtotalCents: 8000, feeCents: 400 }, 0));
    expect(promoted.some((l) => l.account === 'commission')).toBe(false);
    expect(promoted.some((l) => l.account === 'platform_fee')).toBe(true);
    const noFee = chargeLines(settle({ subtotalCents: 5, feeCents: 0 }, 2000));
    expect(noFee.some((l) => l.account === 'platform_fee')).toBe(false);
    expect(noFee.some((l) => l.account === 'commission')).toBe(true);
  });

  it('writes nothing for a charge of nothing', () => {
    expect(chargeLines(settle({ subtotalCents: 0, feeCents: 0 }, 2000))).toEqual([]);
  });

  it('marks the artist’s share as the artist’s', () => {
    const lines = chargeLines(settle({ subtotalCents: 8000, feeCents: 400 }, 2000));
    expect(lines.filter((l) => l.account === 'artist_payable').map((l) => l.party)).toEqual([
      'artist',
    ]);
  });
});

describe('refundLines', () => {
  it.each(settlements)('for a full and a partial refund of %s are balanced', (_name, s) => {
    for (const refund of [s.amountCents, Math.ceil(s.amountCents / 3)]) {
      const lines = refundLines(refundSplit(s, 0, refund));
      expect(isBalanced(lines)).toBe(true);
      expect(lines.filter((l) => l.amountCents === 0)).toEqual([]);
      expect(net(lines).gateway).toBe(-refund);
    }
  });

  it('writes no commission line for a refund of a 0% charge', () => {
    const s = settle({ subtotalCents: 8000, feeCents: 400 }, 0);
    const lines = refundLines(refundSplit(s, 0, 4200));
    expect(lines.some((l) => l.account === 'commission')).toBe(false);
    expect(net(lines)).toEqual({
      ...zero,
      gateway: -4200,
      platform_fee: 200,
      artist_payable: 4000,
    });
  });
});

describe('payoutLines', () => {
  it.each([1, 6400, 123_456])(
    'for %i cents are balanced and move the balance to the bank',
    (amount) => {
      const lines = payoutLines(amount);
      expect(isBalanced(lines)).toBe(true);
      expect(net(lines)).toEqual({ ...zero, artist_payable: amount, gateway: -amount });
    },
  );

  it('writes nothing for a payout of nothing', () => {
    expect(payoutLines(0)).toEqual([]);
  });
});

describe('the clearing accounts', () => {
  const clearing = ['customer', 'refunds', 'payouts'] as const;
  const movements: Array<[string, LedgerLine[]]> = settlements.flatMap(([name, s]) => [
    [`charge of ${name}`, chargeLines(s)],
    [`full refund of ${name}`, refundLines(refundSplit(s, 0, s.amountCents))],
    [`partial refund of ${name}`, refundLines(refundSplit(s, 0, Math.ceil(s.amountCents / 2)))],
    [`payout of ${name}`, payoutLines(s.payoutCents)],
  ]);

  it.each(movements)('net to zero in the %s', (_name, lines) => {
    expect(lines.length).toBeGreaterThan(0);
    const n = net(lines);
    for (const account of clearing) expect([account, n[account]]).toEqual([account, 0]);
  });

  it('are actually passed through by each movement', () => {
    const s = settle({ subtotalCents: 8000, feeCents: 400 }, 2000);
    expect(chargeLines(s).filter((l) => l.account === 'customer')).toHaveLength(2);
    expect(refundLines(refundSplit(s, 0, 100)).filter((l) => l.account === 'refunds')).toHaveLength(
      2,
    );
    expect(payoutLines(100).filter((l) => l.account === 'payouts')).toHaveLength(2);
  });
});

describe('a booking’s whole life', () => {
  it.each(settlements)('charge then full refund of %s nets every account to zero', (_name, s) => {
    const lines = [...chargeLines(s), ...refundLines(refundSplit(s, 0, s.amountCents))];
    expect(isBalanced(lines)).toBe(true);
    expect(net(lines)).toEqual(zero);
  });

  it.each(settlements)(
    'charge then refunds in three parts of %s nets every account to zero',
    (_name, s) => {
      const first = Math.floor(s.amountCents / 3);
      const second = Math.floor(s.amountCents / 3);
      const third = s.amountCents - first - second;
      const lines = [
        ...chargeLines(s),
        ...(first > 0 ? refundLines(refundSplit(s, 0, first)) : []),
        ...(second > 0 ? refundLines(refundSplit(s, first, second)) : []),
        ...refundLines(refundSplit(s, first + second, third)),
      ];
      expect(net(lines)).toEqual(zero);
    },
  );

  it.each(settlements)(
    'charge then payout of %s leaves only the platform’s revenue with the provider',
    (_name, s) => {
      const lines = [...chargeLines(s), ...payoutLines(s.payoutCents)];
      expect(isBalanced(lines)).toBe(true);
      expect(net(lines)).toEqual({
        ...zero,
        gateway: s.feeCents + s.commissionCents,
        platform_fee: credit(s.feeCents),
        commission: credit(s.commissionCents),
      });
    },
  );
});
