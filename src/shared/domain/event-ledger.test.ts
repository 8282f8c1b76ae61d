import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  eventChargeLines,
  eventRefundLines,
  eventTipLines,
  type EventLedgerLine,
} from './event-ledger.ts';
import { eventCancellation, eventCart, splitRetainer, type TeamWork } from './event-quote.ts';
import { isBalanced } from './ledger.ts';
import { settle } from './settlement.ts';

const total = (lines: readonly EventLedgerLine[]) =>
  lines.reduce((sum, l) => sum + l.amountCents, 0);
const payableOf = (lines: readonly EventLedgerLine[], artistId: string) =>
  0 -
  lines
    .filter((l) => l.account === 'artist_payable' && l.artistId === artistId)
    .reduce((sum, l) => sum + l.amountCents, 0);

const team: TeamWork[] = [
  { artistId: 'lead', workCents: 30_000 },
  { artistId: 'ana', workCents: 10_000 },
];

describe('event ledger lines', () => {
  it('writes each member her share of a charge, and the HST to the lead', () => {
    const s = settle(
      { subtotalCents: 40_000, feeCents: 2_000, serviceHstCents: 5_200, feeHstCents: 0 },
      2_000,
    );
    const lines = eventChargeLines(s, 'lead', team);
    expect(isBalanced(lines)).toBe(true);
    expect(payableOf(lines, 'lead')).toBe(24_000);
    expect(payableOf(lines, 'ana')).toBe(8_000);
    expect(lines.find((l) => l.account === 'artist_hst')).toMatchObject({
      artistId: 'lead',
      amountCents: -5_200,
    });
    expect(lines.filter((l) => l.party === 'customer').every((l) => l.artistId === null)).toBe(
      true,
    );
  });

  it('reverses every share on a full refund', () => {
    const s = settle(
      { subtotalCents: 12_345, feeCents: 617, serviceHstCents: 0, feeHstCents: 80 },
      1_500,
    );
    const lines = [...eventChargeLines(s, 'lead', team), ...eventRefundLines(s, 'lead', team)];
    expect(total(lines)).toBe(0);
    expect(payableOf(lines, 'lead')).toBe(0);
    expect(payableOf(lines, 'ana')).toBe(0);
  });

  it('splits a tip over the team', () => {
    const lines = eventTipLines(2_001, 'lead', team);
    expect(isBalanced(lines)).toBe(true);
    expect([payableOf(lines, 'lead'), payableOf(lines, 'ana')]).toEqual([1_501, 500]);
  });
});

const lifecycle = fc.record({
  prices: fc.array(fc.integer({ min: 100, max: 200_000 }), { minLength: 1, maxLength: 30 }),
  travel: fc.integer({ min: 0, max: 20_000 }),
  early: fc.integer({ min: 0, max: 10_000 }),
  feeBps: fc.integer({ min: 0, max: 1_500 }),
  commissionBps: fc.integer({ min: 0, max: 3_000 }),
  artistHst: fc.boolean(),
  platformHst: fc.boolean(),
  percent: fc.integer({ min: 0, max: 100 }),
  work: fc.array(fc.integer({ min: 0, max: 100_000 }), { minLength: 1, maxLength: 5 }),
  ending: fc.constantFrom(
    'completed',
    'customer-early',
    'customer-late',
    'artist',
    'unpaid-lapsed',
  ),
  tip: fc.integer({ min: 0, max: 50_000 }),
});

describe('an event’s ledger over random lifecycles', () => {
  it('sums to zero, every transaction balanced, and no member owed less than nothing', () => {
    fc.assert(
      fc.property(lifecycle, (e) => {
        const cart = eventCart(
          {
            lines: e.prices.map((priceCents, i) => ({
              person: `P${i}`,
              service: 'Makeup',
              priceCents,
              minutes: 60,
            })),
            travelFeeCents: e.travel,
            earlyStartFeeCents: e.early,
          },
          e.feeBps,
          { artistHst: e.artistHst, platformHst: e.platformHst },
        );
        const members = e.work.map((workCents, i) => ({
          artistId: i === 0 ? 'lead' : `a${i}`,
          workCents,
        }));
        const { retainer, balance } = splitRetainer(cart, e.percent);
        const transactions: EventLedgerLine[][] = [];
        const charged = [];
        // A declined retainer writes nothing and, not retried within 24 hours, ends there.
        const r = settle(retainer, e.commissionBps);
        if (e.ending !== 'unpaid-lapsed' && r.amountCents > 0) {
          transactions.push(eventChargeLines(r, 'lead', members));
          charged.push(r);
        }
        if (e.ending === 'completed') {
          const b = settle(balance, e.commissionBps);
          if (b.amountCents > 0) {
            transactions.push(eventChargeLines(b, 'lead', members));
            charged.push(b);
          }
          if (e.tip > 0) transactions.push(eventTipLines(e.tip, 'lead', members));
        } else if (e.ending !== 'unpaid-lapsed') {
          const by = e.ending === 'artist' ? 'artist' : 'customer';
          const paid = charged.reduce((sum, c) => sum + c.amountCents, 0);
          const at = new Date(e.ending === 'customer-late' ? '2027-05-02' : '2027-04-01');
          const outcome = eventCancellation({
            by,
            at,
            refundableUntil: new Date('2027-05-01'),
            paidCents: paid,
          });
          expect(outcome.chargeCents).toBe(0);
          if (outcome.refundCents > 0) {
            for (const c of charged) transactions.push(eventRefundLines(c, 'lead', members));
          }
        }
        for (const t of transactions) expect(isBalanced(t)).toBe(true);
        const all = transactions.flat();
        expect(total(all)).toBe(0);
        for (const m of members) expect(payableOf(all, m.artistId)).toBeGreaterThanOrEqual(0);
        const gateway = all
          .filter((l) => l.account === 'gateway')
          .reduce((s, l) => s + l.amountCents, 0);
        const expectedGateway =
          e.ending === 'completed'
            ? cart.totalCents + e.tip
            : e.ending === 'customer-late'
              ? retainer.amountCents
              : 0;
        expect(gateway).toBe(expectedGateway);
      }),
      { numRuns: 300 },
    );
  });
});
