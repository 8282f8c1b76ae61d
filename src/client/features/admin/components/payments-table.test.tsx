import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminPaymentRow } from '#shared/schemas/payments.ts';
import { renderRoutes, stubApi } from '#tests/support/render-client.tsx';
import { MoneyPanel } from './money-panel.tsx';

const json = (body: unknown, status = 200) => Response.json(body, { status });
const row = (overrides: Partial<AdminPaymentRow>): AdminPaymentRow => ({
  paymentId: '00000000-0000-4000-8000-0000000000e1',
  bookingId: '00000000-0000-4000-8000-0000000000f1',
  customerName: 'Maya Tremblay',
  customerEmail: 'maya@example.com',
  artistName: 'Ava Chen',
  kind: 'service',
  status: 'failed',
  amountCents: 10500,
  refundedCents: 0,
  failureMessage: 'Your card was declined.',
  attempt: 1,
  updatedAt: '2026-11-20T15:00:00.000Z',
  resolvedAt: null,
  ...overrides,
});
const paid = row({
  paymentId: '00000000-0000-4000-8000-0000000000e2',
  bookingId: '00000000-0000-4000-8000-0000000000f2',
  status: 'succeeded',
  refundedCents: 2500,
  failureMessage: null,
});

describe('the admin payments table', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists failed payments first, refunds what is left of a paid one, and rereads the ledger', async () => {
    let refunded = 0;
    const calls = stubApi({
      'GET /api/admin/money': () =>
        json({
          payouts: [],
          dueNowCents: 0,
          ledger: { accounts: [{ account: 'refunds', totalCents: refunded }], sumCents: 0 },
        }),
      'GET /api/admin/payments?status=failed': () => json({ payments: [row({})] }),
      'GET /api/admin/payments?status=all': () => json({ payments: [row({}), paid] }),
      [`POST /api/admin/payments/${paid.bookingId}/refund`]: () => {
        refunded = 8000;
        return json({
          refundId: '00000000-0000-4000-8000-0000000000a9',
          amountCents: 8000,
          refundedCents: 10500,
          message: 'Refunded $80.00 to Maya Tremblay.',
        });
      },
    });
    renderRoutes([{ path: '/', element: <MoneyPanel /> }], '/');
    const refunds = async () =>
      (await screen.findByText('Refunds', { selector: 'dt' })).nextElementSibling?.textContent;
    expect(await refunds()).toBe('$0.00');
    expect(await screen.findByText('Your card was declined.')).toBeTruthy();
    expect(screen.getByText('$105.00')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Refund/ })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: /Status/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'All' }));
    const refund = await screen.findByRole('button', { name: /^Refund Maya Tremblay/ });
    await userEvent.click(refund);

    const dialog = within(await screen.findByRole('dialog'));
    const amount = dialog.getByRole('textbox', { name: 'Amount (CAD)' });
    expect((amount as HTMLInputElement).value).toBe('80');
    await userEvent.clear(amount);
    await userEvent.type(amount, '90');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Reason' }), 'Late arrival');
    await userEvent.click(dialog.getByRole('button', { name: 'Refund' }));
    expect(await dialog.findByText('At most $80.00 is left to refund.')).toBeTruthy();

    await userEvent.clear(amount);
    await userEvent.type(amount, '80');
    await userEvent.click(dialog.getByRole('button', { name: 'Refund' }));
    expect(await screen.findByText('Refunded $80.00 to Maya Tremblay.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((c) => c.key.endsWith('/refund')).map((c) => c.body)).toEqual([
      { amountCents: 8000, reason: 'Late arrival' },
    ]);
    await waitFor(async () => expect(await refunds()).toBe('$80.00'));
  });
});
