import { describe, expect, it } from 'vitest';
import {
  addCalendarMonths,
  commissionBpsFor,
  partialCharge,
  percentOf,
  quote,
  refundSplit,
  roundHalfUp,
  settle,
  type ArtistStanding,
  type CommissionRules,
  type OrderLine,
  type Settlement,
} from './settlement.ts';

const sum = (pieces: readonly Settlement[]): Settlement =>
  pieces.reduce(
    (total, p) => ({
      subtotalCents: total.subtotalCents + p.subtotalCents,
      feeCents: total.feeCents + p.feeCents,
      serviceHstCents: total.serviceHstCents + p.serviceHstCents,
      feeHstCents: total.feeHstCents + p.feeHstCents,
      amountCents: total.amountCents + p.amountCents,
      commissionCents: total.commissionCents + p.commissionCents,
      payoutCents: total.payoutCents + p.payoutCents,
    }),
    {
      subtotalCents: 0,
      feeCents: 0,
      serviceHstCents: 0,
      feeHstCents: 0,
      amountCents: 0,
      commissionCents: 0,
      payoutCents: 0,
    },
  );

describe('roundHalfUp', () => {
  it.each([
    [1, 2, 1],
    [3, 2, 2],
    [5, 2, 3],
    [0, 2, 0],
    [0, 7, 0],
    [7, 1, 7],
    [1, 3, 0],
    [2, 3, 1],
    [3974, 10, 397],
    [3975, 10, 398],
    [3976, 10, 398],
    [3_750_000, 10_000, 375],
    [3_749_999, 10_000, 375],
    [3_749_499, 10_000, 375],
    [3_745_000, 10_000, 375],
    [3_744_999, 10_000, 374],
  ])('%i / %i → %i', (numerator, denominator, expected) => {
    expect(roundHalfUp(numerator, denominator)).toBe(expected);
  });

  it.each([
    [Number.MAX_SAFE_INTEGER, 1],
    [Number.MAX_SAFE_INTEGER, 2],
    [Number.MAX_SAFE_INTEGER - 2, 2],
    [7_895_867_134_517_825, 577],
    [7_847_704_392_441_879, 41],
    [8_456_381_258_951_687, 9481],
    [5_106_316_043_185_847, 1],
    [Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER - 1],
    [4_503_599_627_370_497, 9_007_199_254_740_990],
  ])('is exact for large safe integers: %i / %i', (numerator, denominator) => {
    // The reference in exact integer arithmetic: floor((2n + d) / 2d).
    const exact = (2n * BigInt(numerator) + BigInt(denominator)) / (2n * BigInt(denominator));
    expect(roundHalfUp(numerator, denominator)).toBe(Number(exact));
  });

  it.each([
    ['a negative numerator', -1, 2],
    ['a fractional numerator', 1.5, 2],
    ['a fractional denominator', 3, 2.5],
    ['a zero denominator', 1, 0],
    ['a negative denominator', 1, -2],
    ['NaN', Number.NaN, 1],
    ['an unsafe integer', 2 ** 53, 1],
  ])('refuses %s', (_name, numerator, denominator) => {
    expect(() => roundHalfUp(numerator, denominator)).toThrow(RangeError);
  });
});

describe('percentOf', () => {
  it.each([
    [8000, 500, 400],
    [7950, 500, 398], // 397.5
    [8000, 300, 240],
    [7950, 300, 239], // 238.5
    [10_000, 2000, 2000],
    [7950, 2000, 1590],
    [13, 2000, 3], // 2.6
    [12, 2000, 2], // 2.4
    [1, 5000, 1], // 0.5
    [9, 500, 0], // 0.45
    [10, 500, 1], // 0.5
    [0, 500, 0],
    [8000, 0, 0],
    [12_345, 10_000, 12_345],
  ])('%i cents × %i bps → %i', (cents, bps, expected) => {
    expect(percentOf(cents, bps)).toBe(expected);
  });

  it('refuses negative amounts', () => {
    expect(() => percentOf(-100, 500)).toThrow(RangeError);
  });
});

describe('quote', () => {
  it.each<[string, OrderLine[], number, number, number, number]>([
    ['nothing', [], 500, 0, 0, 0],
    ['$80 × 1 at 5%', [{ amountCents: 8000, quantity: 1 }], 500, 8000, 400, 8400],
    [
      '$79.50 × 1 at 5% (397.5 rounds up)',
      [{ amountCents: 7950, quantity: 1 }],
      500,
      7950,
      398,
      8348,
    ],
    ['$80 × 0', [{ amountCents: 8000, quantity: 0 }], 500, 0, 0, 0],
    ['$80 × 2', [{ amountCents: 8000, quantity: 2 }], 500, 16_000, 800, 16_800],
    ['$80 × 3', [{ amountCents: 8000, quantity: 3 }], 500, 24_000, 1200, 25_200],
    [
      'quantities 0 to 3 of $25',
      [0, 1, 2, 3].map((quantity) => ({ amountCents: 2500, quantity })),
      500,
      15_000,
      750,
      15_750,
    ],
    [
      'several services (fee 1876.25)',
      [
        { amountCents: 8000, quantity: 2 },
        { amountCents: 7950, quantity: 1 },
        { amountCents: 4525, quantity: 3 },
        { amountCents: 9900, quantity: 0 },
      ],
      500,
      37_525,
      1876,
      39_401,
    ],
    ['$0.10 at 5% (0.5 rounds up)', [{ amountCents: 10, quantity: 1 }], 500, 10, 1, 11],
    ['$0.09 at 5% (0.45 rounds down)', [{ amountCents: 9, quantity: 1 }], 500, 9, 0, 9],
    ['$80 × 1 at 3%', [{ amountCents: 8000, quantity: 1 }], 300, 8000, 240, 8240],
    [
      '$79.50 × 1 at 3% (238.5 rounds up)',
      [{ amountCents: 7950, quantity: 1 }],
      300,
      7950,
      239,
      8189,
    ],
    [
      'several services at 3% (fee per unit: 240, 238.50 → 239, 135.75 → 136)',
      [
        { amountCents: 8000, quantity: 2 },
        { amountCents: 7950, quantity: 1 },
        { amountCents: 4525, quantity: 3 },
      ],
      300,
      37_525,
      1127,
      38_652,
    ],
  ])('%s', (_name, lines, feeBps, subtotalCents, feeCents, totalCents) => {
    expect(quote(lines, feeBps)).toEqual({ subtotalCents, feeCents, totalCents });
  });
});

describe('settle', () => {
  it.each([
    // subtotal, fee, commission bps → commission, payout
    [8000, 400, 2000, 1600, 6400],
    [7950, 398, 2000, 1590, 6360],
    [4001, 200, 2000, 800, 3201], // 800.2
    [13, 1, 2000, 3, 10], // 2.6
    [12, 1, 2000, 2, 10], // 2.4
    [5, 0, 2000, 1, 4],
    [0, 0, 2000, 0, 0],
    [8000, 400, 0, 0, 8000],
    [7950, 398, 0, 0, 7950],
  ])(
    'subtotal %i + fee %i at %i bps: commission %i, payout %i',
    (subtotalCents, feeCents, bps, commissionCents, payoutCents) => {
      expect(settle({ subtotalCents, feeCents }, bps)).toEqual({
        subtotalCents,
        feeCents,
        serviceHstCents: 0,
        feeHstCents: 0,
        amountCents: subtotalCents + feeCents,
        commissionCents,
        payoutCents,
      });
    },
  );

  it('takes the commission from the subtotal only, never from the fee', () => {
    const withFee = settle({ subtotalCents: 8000, feeCents: 400 }, 2000);
    const withoutFee = settle({ subtotalCents: 8000, feeCents: 0 }, 2000);
    expect(withFee.commissionCents).toBe(withoutFee.commissionCents);
    expect(withFee.payoutCents).toBe(withoutFee.payoutCents);
  });
});

describe('partialCharge', () => {
  it.each([
    // subtotal, fee, percent → subtotal, fee charged
    [8000, 400, 50, 4000, 200],
    [7950, 398, 50, 3975, 199],
    // Odd cents: 50% of the total 8402 is 4201; the subtotal's share is 4000.5 → 4001.
    [8001, 401, 50, 4001, 200],
    [8001, 400, 50, 4001, 200], // 8401 / 2 = 4200.5 → 4201
    [1, 0, 50, 1, 0],
    [8000, 400, 33, 2640, 132], // 2772 of 8400
    [8000, 400, 0, 0, 0],
    [8001, 401, 0, 0, 0],
    [8000, 400, 100, 8000, 400],
    [8001, 401, 100, 8001, 401],
    [0, 0, 50, 0, 0],
  ])(
    '%i + %i at %i%% → %i + %i',
    (subtotalCents, feeCents, percent, expectedSubtotal, expectedFee) => {
      expect(partialCharge({ subtotalCents, feeCents }, percent)).toEqual({
        subtotalCents: expectedSubtotal,
        feeCents: expectedFee,
        serviceHstCents: 0,
        feeHstCents: 0,
      });
    },
  );

  it.each([
    [8001, 401, 50],
    [7950, 398, 50],
    [12_345, 617, 50],
    [12_345, 617, 33],
    [99, 5, 25],
  ])(
    'charges exactly the policy’s share of the total (%i + %i at %i%%)',
    (subtotalCents, feeCents, percent) => {
      const charged = partialCharge({ subtotalCents, feeCents }, percent);
      expect(charged.subtotalCents + charged.feeCents).toBe(
        roundHalfUp((subtotalCents + feeCents) * percent, 100),
      );
      // Every line scales alike: within a cent of its own share.
      expect(Math.abs(charged.subtotalCents * 100 - subtotalCents * percent)).toBeLessThanOrEqual(
        100,
      );
      expect(Math.abs(charged.feeCents * 100 - feeCents * percent)).toBeLessThanOrEqual(100);
    },
  );

  it.each([-1, 101, 50.5, Number.NaN])('refuses %d%%', (percent) => {
    expect(() => partialCharge({ subtotalCents: 8000, feeCents: 400 }, percent)).toThrow(
      RangeError,
    );
  });
});

describe('refundSplit', () => {
  const charges: Array<[string, Settlement]> = [
    ['$80 + fee at 20%', settle({ subtotalCents: 8000, feeCents: 400 }, 2000)],
    ['$79.50 + fee at 20%', settle({ subtotalCents: 7950, feeCents: 398 }, 2000)],
    ['$1.01 + fee at 20%', settle({ subtotalCents: 101, feeCents: 5 }, 2000)],
    ['$80 + fee at 0%', settle({ subtotalCents: 8000, feeCents: 400 }, 0)],
    ['$0.13 with no fee at 20%', settle({ subtotalCents: 13, feeCents: 0 }, 2000)],
    [
      '$79.50 + fee, both with HST, at 20%',
      settle({ subtotalCents: 7950, feeCents: 398, serviceHstCents: 1034, feeHstCents: 52 }, 2000),
    ],
    [
      "$1.01 with the artist's HST only",
      settle({ subtotalCents: 101, feeCents: 5, serviceHstCents: 13, feeHstCents: 0 }, 2000),
    ],
  ];

  it.each(charges)('a full refund of %s reverses every line exactly', (_name, charged) => {
    expect(refundSplit(charged, 0, charged.amountCents)).toEqual(charged);
  });

  it('splits a half refund of $84 in proportion', () => {
    const charged = settle({ subtotalCents: 8000, feeCents: 400 }, 2000);
    expect(refundSplit(charged, 0, 4200)).toEqual({
      subtotalCents: 4000,
      feeCents: 200,
      serviceHstCents: 0,
      feeHstCents: 0,
      amountCents: 4200,
      commissionCents: 800,
      payoutCents: 3200,
    });
    expect(refundSplit(charged, 4200, 4200)).toEqual(refundSplit(charged, 0, 4200));
  });

  it('two partial refunds that add to the whole reverse every line exactly', () => {
    // 7950 + 398 = 8348 at 20%: commission 1590, payout 6360.
    const charged = settle({ subtotalCents: 7950, feeCents: 398 }, 2000);
    const first = refundSplit(charged, 0, 1000);
    // 7950 × 1000 / 8348 = 952.3 → 952; 1590 × 952 / 7950 = 190.4 → 190.
    expect(first).toEqual({
      subtotalCents: 952,
      feeCents: 48,
      serviceHstCents: 0,
      feeHstCents: 0,
      amountCents: 1000,
      commissionCents: 190,
      payoutCents: 762,
    });
    const second = refundSplit(charged, 1000, 7348);
    expect(second).toEqual({
      subtotalCents: 6998,
      feeCents: 350,
      serviceHstCents: 0,
      feeHstCents: 0,
      amountCents: 7348,
      commissionCents: 1400,
      payoutCents: 5598,
    });
    expect(sum([first, second])).toEqual(charged);
  });

  it.each(charges)(
    'one-cent refunds of %s, repeated until the whole is refunded, sum exactly to the charge',
    (_name, charged) => {
      const pieces: Settlement[] = [];
      for (let refunded = 0; refunded < charged.amountCents; refunded++) {
        pieces.push(refundSplit(charged, refunded, 1));
      }
      const malformed = pieces.filter(
        (p) =>
          p.amountCents !== 1 ||
          p.subtotalCents + p.feeCents + p.serviceHstCents + p.feeHstCents !== 1 ||
          p.commissionCents + p.payoutCents !== p.subtotalCents ||
          Object.values(p).some((value) => value < 0),
      );
      expect(malformed).toEqual([]);
      expect(pieces).toHaveLength(charged.amountCents);
      expect(sum(pieces)).toEqual(charged);
    },
  );

  it.each(charges)('uneven refunds of %s add up to the charge', (_name, charged) => {
    const sizes = [1, 7, 333, 2, 1000];
    const pieces: Settlement[] = [];
    let refunded = 0;
    for (const size of sizes) {
      const take = Math.min(size, charged.amountCents - refunded - 1);
      if (take <= 0) break;
      pieces.push(refundSplit(charged, refunded, take));
      refunded += take;
    }
    pieces.push(refundSplit(charged, refunded, charged.amountCents - refunded));
    expect(sum(pieces)).toEqual(charged);
  });

  it('gives back no commission when none was taken', () => {
    const charged = settle({ subtotalCents: 8000, feeCents: 400 }, 0);
    expect(refundSplit(charged, 0, 4200)).toEqual({
      subtotalCents: 4000,
      feeCents: 200,
      serviceHstCents: 0,
      feeHstCents: 0,
      amountCents: 4200,
      commissionCents: 0,
      payoutCents: 4000,
    });
  });

  it.each([
    ['more than the charge', 0, 8401],
    ['more than what is left', 8000, 401],
    ['anything after a full refund', 8400, 1],
    ['zero', 0, 0],
    ['a negative refund', 0, -100],
    ['a fractional refund', 0, 10.5],
    ['a negative earlier refund', -1, 100],
    ['a fractional earlier refund', 0.5, 100],
  ])('refuses %s', (_name, before, refund) => {
    const charged = settle({ subtotalCents: 8000, feeCents: 400 }, 2000);
    expect(() => refundSplit(charged, before, refund)).toThrow(RangeError);
  });
});

describe('addCalendarMonths', () => {
  it.each([
    ['2026-01-31T15:00:00.000Z', 1, '2026-02-28T15:00:00.000Z'],
    ['2028-01-31T15:00:00.000Z', 1, '2028-02-29T15:00:00.000Z'],
    ['2025-11-30T00:00:00.000Z', 3, '2026-02-28T00:00:00.000Z'],
    ['2027-11-30T23:59:59.999Z', 3, '2028-02-29T23:59:59.999Z'],
    ['2026-10-15T12:34:56.789Z', 3, '2027-01-15T12:34:56.789Z'],
    ['2026-03-31T08:00:00.000Z', 1, '2026-04-30T08:00:00.000Z'],
    ['2026-12-31T08:00:00.000Z', 2, '2027-02-28T08:00:00.000Z'],
    ['2026-12-31T08:00:00.000Z', 12, '2027-12-31T08:00:00.000Z'],
    ['2026-01-15T08:00:00.000Z', 25, '2028-02-15T08:00:00.000Z'],
    ['2026-05-31T08:00:00.000Z', 0, '2026-05-31T08:00:00.000Z'],
  ])('%s + %i months → %s', (from, months, expected) => {
    const instant = new Date(from);
    expect(addCalendarMonths(instant, months).toISOString()).toBe(expected);
    expect(instant.toISOString()).toBe(from); // the argument is not changed
  });
});

describe('commissionBpsFor', () => {
  const rules: CommissionRules = {
    commissionBps: 2000,
    promotionStartsAt: new Date('2026-02-01T05:00:00Z'),
    promotionArtists: 30,
    promotionMonths: 3,
  };
  const verifiedAt = new Date('2026-03-10T17:00:00Z'); // promotion ends 2026-06-10T17:00Z

  it.each<[string, ArtistStanding, string, number]>([
    ['rank 1 in the promotion', { verifiedAt, promotionRank: 1 }, '2026-04-01T12:00:00Z', 0],
    ['rank 30 in the promotion', { verifiedAt, promotionRank: 30 }, '2026-04-01T12:00:00Z', 0],
    ['rank 31', { verifiedAt, promotionRank: 31 }, '2026-04-01T12:00:00Z', 2000],
    ['no rank', { verifiedAt, promotionRank: null }, '2026-04-01T12:00:00Z', 2000],
    [
      'verified before the start',
      { verifiedAt: new Date('2026-02-01T04:59:59.999Z'), promotionRank: 1 },
      '2026-02-15T12:00:00Z',
      2000,
    ],
    [
      'verified exactly at the start',
      { verifiedAt: new Date('2026-02-01T05:00:00Z'), promotionRank: 1 },
      '2026-02-15T12:00:00Z',
      0,
    ],
    ['charged at verification', { verifiedAt, promotionRank: 1 }, '2026-03-10T17:00:00Z', 0],
    [
      'charged the last millisecond',
      { verifiedAt, promotionRank: 1 },
      '2026-06-10T16:59:59.999Z',
      0,
    ],
    ['charged exactly at the end', { verifiedAt, promotionRank: 1 }, '2026-06-10T17:00:00Z', 2000],
    ['charged after 3 months', { verifiedAt, promotionRank: 1 }, '2026-07-01T12:00:00Z', 2000],
    [
      'verified Nov 30, charged the last moment of Feb 28',
      { verifiedAt: new Date('2026-11-30T12:00:00Z'), promotionRank: 5 },
      '2027-02-28T11:59:59.999Z',
      0,
    ],
    [
      'verified Nov 30, charged at the end (Feb 28)',
      { verifiedAt: new Date('2026-11-30T12:00:00Z'), promotionRank: 5 },
      '2027-02-28T12:00:00Z',
      2000,
    ],
    ['unverified', { verifiedAt: null, promotionRank: null }, '2026-04-01T12:00:00Z', 2000],
    [
      'unverified with a rank',
      { verifiedAt: null, promotionRank: 1 },
      '2026-04-01T12:00:00Z',
      2000,
    ],
  ])('%s → %i bps', (_name, artist, at, expected) => {
    expect(commissionBpsFor(artist, new Date(at), rules)).toBe(expected);
  });

  it('follows the configured commission, number of artists and months', () => {
    const other: CommissionRules = {
      ...rules,
      commissionBps: 1500,
      promotionArtists: 2,
      promotionMonths: 1,
    };
    const rate = (promotionRank: number, at: string) =>
      commissionBpsFor({ verifiedAt, promotionRank }, new Date(at), other);
    // One month after 2026-03-10T17:00Z is 2026-04-10T17:00Z.
    expect(rate(2, '2026-04-10T16:59:59.999Z')).toBe(0);
    expect(rate(2, '2026-04-10T17:00:00Z')).toBe(1500);
    expect(rate(3, '2026-03-20T12:00:00Z')).toBe(1500);
  });
});

describe('HST in charges and refunds', () => {
  const order = { subtotalCents: 11500, feeCents: 575, serviceHstCents: 1495, feeHstCents: 75 };

  it('charges half of a late cancellation with half of each tax', () => {
    // 50% of 13,645 = 6822.5 → 6823: services 5750.4 → 5750; of the 1073 left the fee takes
    // 575/2145 (287.6 → 288); of the 785 left the artist's HST half (747.5 → 748).
    expect(partialCharge(order, 50)).toEqual({
      subtotalCents: 5750,
      feeCents: 288,
      serviceHstCents: 748,
      feeHstCents: 37,
    });
  });

  it("keeps the artist's HST out of her earnings and the commission", () => {
    const s = settle(order, 2000);
    expect(s).toEqual({
      ...order,
      amountCents: 13_645,
      commissionCents: 2300,
      payoutCents: 9200,
    });
  });

  it('gives the tax back with a refund, in proportion', () => {
    const charged = settle(order, 2000);
    const half = refundSplit(charged, 0, 6823);
    expect(half.serviceHstCents + half.feeHstCents).toBe(785);
    const rest = refundSplit(charged, 6823, charged.amountCents - 6823);
    expect(half.serviceHstCents + rest.serviceHstCents).toBe(1495);
    expect(half.feeHstCents + rest.feeHstCents).toBe(75);
  });
});
