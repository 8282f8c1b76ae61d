import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Receipt } from '#shared/schemas/payments.ts';
import { renderRoutes, stubApi } from '#tests/support/render-client.tsx';
import { ReceiptView } from './receipt.tsx';

const bookingId = '00000000-0000-4000-8000-0000000000e1';

function receipt(overrides: Partial<Receipt> = {}): Receipt {
  return {
    bookingId,
    number: '2CAAF61C',
    kind: 'service',
    paidAt: '2026-11-28T15:00:00.000Z',
    appointmentAt: '2026-11-28T14:00:00.000Z',
    customerName: 'Chloé Tremblay',
    artistName: 'Priya Raman',
    services: [{ typeOfService: 'Natural Glow', quantity: 1, amountCents: 8000 }],
    subtotalCents: 8000,
    feeCents: 400,
    serviceHstCents: 1040,
    feeHstCents: 52,
    hstCents: 1092,
    totalCents: 9492,
    refundedCents: 0,
    suppliers: {
      artist: { name: 'Priya Raman', hstNumber: '123456782RT0001' },
      platform: { name: 'Blush Marketplace Inc.', hstNumber: '100000009RT0001' },
    },
    lines: [
      {
        description: 'Natural Glow',
        supplier: 'artist',
        quantity: 1,
        amountCents: 8000,
        hstCents: 1040,
      },
      {
        description: 'Booking fee',
        supplier: 'platform',
        quantity: 1,
        amountCents: 400,
        hstCents: 52,
      },
    ],
    terms: 'Paid in full by card when charged.',
    card: { brand: 'visa', last4: '4242' },
    tip: null,
    ...overrides,
  };
}

function show(answer: Receipt) {
  stubApi({ [`GET /api/payments/${bookingId}/receipt`]: () => Response.json(answer) });
  renderRoutes([{ path: '/', element: <ReceiptView bookingId={bookingId} /> }], '/');
}

describe('the receipt', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is a tax invoice: both suppliers with their numbers, each line with its HST, the totals', async () => {
    show(receipt());
    const article = await screen.findByRole('article', { name: 'Receipt' });
    const page = within(article);
    expect(page.getByText('Tax invoice')).toBeTruthy();
    expect(page.getByText('Priya Raman · GST/HST no. 123456782RT0001')).toBeTruthy();
    expect(page.getByText('Blush Marketplace Inc. · GST/HST no. 100000009RT0001')).toBeTruthy();
    const rows = page.getAllByRole('row').map((r) => r.textContent);
    expect(rows).toEqual([
      'DescriptionAmountHST',
      'Natural Glowby Priya Raman$80.00$10.40',
      'Booking feeby Blush Marketplace Inc.$4.00$0.52',
    ]);
    const total = (label: string) =>
      page.getByText(label, { exact: true }).nextSibling?.textContent;
    expect(total('Total before tax')).toBe('$84.00');
    expect(total('HST on services')).toBe('$10.40');
    expect(total('HST on booking fee')).toBe('$0.52');
    expect(total('Total HST')).toBe('$10.92');
    expect(total('Total charged')).toBe('$94.92');
    expect(page.getByText(/Terms: Paid in full by card/)).toBeTruthy();
  });

  it('says when a supplier is not registered, and charges no HST for it', async () => {
    show(
      receipt({
        serviceHstCents: 0,
        feeHstCents: 0,
        hstCents: 0,
        totalCents: 8400,
        lines: receipt().lines.map((line) => ({ ...line, hstCents: 0 })),
        suppliers: {
          artist: { name: 'Priya Raman', hstNumber: null },
          platform: { name: 'Blush Marketplace Inc.', hstNumber: null },
        },
      }),
    );
    const page = within(await screen.findByRole('article', { name: 'Receipt' }));
    expect(page.getByText('Priya Raman · not registered for GST/HST')).toBeTruthy();
    expect(page.getByText('HST on services (artist not registered)')).toBeTruthy();
    expect(page.getByText('Total charged', { exact: true }).nextSibling?.textContent).toBe(
      '$84.00',
    );
  });
});
