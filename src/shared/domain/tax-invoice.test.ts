import { describe, expect, it } from 'vitest';
import { invoiceLines, splitInProportion, type InvoiceCharge } from './tax-invoice.ts';

const services = [
  { typeOfService: 'Bridal makeup', quantity: 1, amountCents: 11_500 },
  { typeOfService: 'Lashes', quantity: 2, amountCents: 1_333 },
];
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

describe('splitInProportion', () => {
  it.each([
    [100, [1, 1, 1], [33, 34, 33]],
    [0, [5, 5], [0, 0]],
    [7, [0, 0], [0, 0]],
    [1495, [11_500, 2_666], [1_214, 281]],
  ])('%i over %j → %j', (total, weights, expected) => {
    const parts = splitInProportion(total, weights);
    expect(parts).toEqual(expected);
    if (sum(weights) > 0) expect(sum(parts)).toBe(total);
  });
});

describe('invoiceLines', () => {
  it('lists each service with its share of the artist’s HST, then the fee with the platform’s', () => {
    const charge: InvoiceCharge = {
      kind: 'service',
      subtotalCents: 14_166,
      feeCents: 709,
      serviceHstCents: 1_842,
      feeHstCents: 92,
    };
    const lines = invoiceLines(charge, services);
    expect(lines).toEqual([
      {
        description: 'Bridal makeup',
        supplier: 'artist',
        quantity: 1,
        amountCents: 11_500,
        hstCents: 1_495,
      },
      { description: 'Lashes', supplier: 'artist', quantity: 2, amountCents: 2_666, hstCents: 347 },
      {
        description: 'Booking fee',
        supplier: 'platform',
        quantity: 1,
        amountCents: 709,
        hstCents: 92,
      },
    ]);
    const total = sum(lines.map((l) => l.amountCents + l.hstCents));
    expect(total).toBe(14_166 + 709 + 1_842 + 92);
  });

  it('puts a late cancellation on one line, naming the services', () => {
    const lines = invoiceLines(
      {
        kind: 'cancellation',
        subtotalCents: 7_083,
        feeCents: 0,
        serviceHstCents: 921,
        feeHstCents: 0,
      },
      services,
    );
    expect(lines).toEqual([
      {
        description: 'Late cancellation charge: Bridal makeup, Lashes',
        supplier: 'artist',
        quantity: 1,
        amountCents: 7_083,
        hstCents: 921,
      },
    ]);
  });

  it('puts a no-show on one line, naming the services', () => {
    const lines = invoiceLines(
      { kind: 'no-show', subtotalCents: 7_083, feeCents: 0, serviceHstCents: 921, feeHstCents: 0 },
      services,
    );
    expect(lines.map((l) => [l.description, l.amountCents, l.hstCents])).toEqual([
      ['No-show charge: Bridal makeup, Lashes', 7_083, 921],
    ]);
  });

  it('carries no tax for a supplier that is not registered', () => {
    const lines = invoiceLines(
      { kind: 'service', subtotalCents: 14_166, feeCents: 709, serviceHstCents: 0, feeHstCents: 0 },
      services,
    );
    expect(lines.map((l) => l.hstCents)).toEqual([0, 0, 0]);
    expect(lines.at(-1)).toMatchObject({ supplier: 'platform', amountCents: 709 });
  });
});
