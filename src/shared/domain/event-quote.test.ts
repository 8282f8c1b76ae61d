import { describe, expect, it } from 'vitest';
import {
  acceptProblem,
  DEFAULT_RETAINER_PERCENT,
  eventCancellation,
  eventCart,
  splitRetainer,
  teamShares,
  trialCart,
  unpaidStillHolds,
  type QuoteTerms,
} from './event-quote.ts';

const FEE = 500; // 5% booking fee
const bride: QuoteTerms = {
  lines: [
    { person: 'Bride', service: 'Makeup', priceCents: 20_000, minutes: 75 },
    { person: 'Bride', service: 'Hair', priceCents: 15_000, minutes: 60 },
    { person: 'Maid of honour', service: 'Makeup', priceCents: 12_000, minutes: 45 },
  ],
  travelFeeCents: 5_000,
  earlyStartFeeCents: 2_500,
};

describe('eventCart', () => {
  it.each([
    // tax, subtotal, fee, service HST, fee HST, total
    [{ artistHst: false, platformHst: false }, 54_500, 2_725, 0, 0, 57_225],
    [{ artistHst: true, platformHst: false }, 54_500, 2_725, 7_085, 0, 64_310],
    [{ artistHst: true, platformHst: true }, 54_500, 2_725, 7_085, 354, 64_664],
  ])('%o → all-in lines and HST', (tax, subtotal, fee, serviceHst, feeHst, total) => {
    const cart = eventCart(bride, FEE, tax);
    expect(cart.subtotalCents).toBe(subtotal);
    expect(cart.feeCents).toBe(fee);
    expect(cart.serviceHstCents).toBe(serviceHst);
    expect(cart.feeHstCents).toBe(feeHst);
    expect(cart.totalCents).toBe(total);
    expect(cart.services.map((s) => [s.label, s.amountCents])).toEqual([
      ['Bride: Makeup', 21_000],
      ['Bride: Hair', 15_750],
      ['Maid of honour: Makeup', 12_600],
      ['Travel', 5_250],
      ['Early start', 2_625],
    ]);
  });

  it('leaves out a travel or early-start fee of zero', () => {
    const cart = eventCart({ ...bride, travelFeeCents: 0, earlyStartFeeCents: 0 }, FEE, {
      artistHst: false,
      platformHst: false,
    });
    expect(cart.services.map((s) => s.label)).toEqual([
      'Bride: Makeup',
      'Bride: Hair',
      'Maid of honour: Makeup',
    ]);
  });

  it('prices the trial as its own booking', () => {
    expect(trialCart(8_000, FEE, { artistHst: true, platformHst: false }).totalCents).toBe(
      8_400 + 1_040,
    );
  });
});

describe('splitRetainer', () => {
  it.each([
    // total, percent, retainer, balance
    [57_225, DEFAULT_RETAINER_PERCENT, 17_168, 40_057],
    [57_225, 0, 0, 57_225],
    [57_225, 100, 57_225, 0],
    [64_664, 30, 19_399, 45_265],
    [1, 30, 0, 1],
    [2, 50, 1, 1],
  ])('total %i at %i%% → retainer %i, balance %i', (total, percent, retainer, balance) => {
    const tax =
      total === 64_664
        ? { artistHst: true, platformHst: true }
        : { artistHst: false, platformHst: false };
    const cart =
      total > 100
        ? eventCart(bride, FEE, tax)
        : {
            services: [],
            subtotalCents: total,
            feeCents: 0,
            beforeTaxCents: total,
            serviceHstCents: 0,
            feeHstCents: 0,
            hstCents: 0,
            totalCents: total,
          };
    const split = splitRetainer(cart, percent);
    expect(split.retainer.amountCents).toBe(retainer);
    expect(split.balance.amountCents).toBe(balance);
    for (const k of ['subtotalCents', 'feeCents', 'serviceHstCents', 'feeHstCents'] as const) {
      expect(split.retainer[k] + split.balance[k]).toBe(cart[k]);
      expect(split.balance[k]).toBeGreaterThanOrEqual(0);
    }
  });

  it.each([-1, 101, 12.5])('refuses a retainer of %d%%', (percent) => {
    expect(() =>
      splitRetainer(eventCart(bride, FEE, { artistHst: false, platformHst: false }), percent),
    ).toThrow(RangeError);
  });
});

describe('teamShares', () => {
  it.each([
    [
      10_000,
      [
        ['lead', 3],
        ['ana', 1],
      ],
      [7_500, 2_500],
    ],
    [
      10_001,
      [
        ['lead', 1],
        ['ana', 1],
      ],
      [5_001, 5_000],
    ],
    [
      100,
      [
        ['lead', 1],
        ['ana', 1],
        ['bo', 1],
      ],
      [33, 34, 33],
    ],
    [999, [['lead', 5_000]], [999]],
    [
      500,
      [
        ['lead', 0],
        ['ana', 0],
      ],
      [500, 0],
    ],
    [
      0,
      [
        ['lead', 3],
        ['ana', 1],
      ],
      [0, 0],
    ],
  ] as const)('%i over %j → %j', (payout, team, expected) => {
    const shares = teamShares(
      payout,
      team.map(([artistId, workCents]) => ({ artistId, workCents })),
    );
    expect(shares.map((s) => s.cents)).toEqual(expected);
    expect(shares.reduce((sum, s) => sum + s.cents, 0)).toBe(payout);
  });
});

describe('eventCancellation', () => {
  const refundableUntil = new Date('2027-05-01T04:00:00Z');
  const before = new Date('2027-04-30T12:00:00Z');
  const after = new Date('2027-05-02T12:00:00Z');
  it.each([
    ['customer', before, 17_168, 17_168, 0, 'retainer-refunded'],
    ['customer', refundableUntil, 17_168, 0, 17_168, 'retainer-kept'],
    ['customer', after, 17_168, 0, 17_168, 'retainer-kept'],
    ['artist', before, 17_168, 17_168, 0, 'artist-cancelled'],
    ['artist', after, 57_225, 57_225, 0, 'artist-cancelled'],
    ['customer', before, 0, 0, 0, 'nothing-paid'],
    ['artist', after, 0, 0, 0, 'nothing-paid'],
  ] as const)('%s at %s, %i paid → refund %i, kept %i (%s)', (by, at, paid, refund, kept, rule) => {
    expect(eventCancellation({ by, at, refundableUntil, paidCents: paid })).toEqual({
      refundCents: refund,
      keptCents: kept,
      chargeCents: 0,
      rule,
    });
  });
});

describe('acceptProblem and the unpaid hold', () => {
  const quote = {
    state: 'quoted' as const,
    validUntil: new Date('2027-03-01T05:00:00Z'),
    readyBy: new Date('2027-06-12T14:00:00Z'),
  };
  it.each([
    [quote, '2027-02-28T12:00:00Z', null],
    [quote, '2027-03-01T05:00:00Z', null],
    [
      quote,
      '2027-03-01T05:00:01Z',
      'This quote has expired. Ask the artist for a new one in the conversation.',
    ],
    [
      { ...quote, state: 'accepted' as const },
      '2027-02-28T12:00:00Z',
      'This quote is no longer open.',
    ],
    [
      { ...quote, validUntil: new Date('2028-01-01') },
      '2027-06-12T14:00:00Z',
      'This event has already started.',
    ],
  ])('%o at %s → %s', (q, now, problem) => {
    expect(acceptProblem(q, new Date(now))).toBe(problem);
  });

  it.each([
    ['2027-03-01T10:00:00Z', true],
    ['2027-03-02T09:59:59Z', true],
    ['2027-03-02T10:00:00Z', false],
  ])('accepted unpaid at 10:00, at %s holds time: %s', (now, holds) => {
    expect(unpaidStillHolds(new Date('2027-03-01T10:00:00Z'), new Date(now))).toBe(holds);
  });
});
