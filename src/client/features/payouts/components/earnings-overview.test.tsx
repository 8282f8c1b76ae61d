import { screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Earnings } from '#shared/schemas/payments.ts';
import { currentUser, onPhone, renderRoutes, stubApi } from '#tests/support/render-client.tsx';
import EarningsPage from '#client/app/routes/earnings.tsx';

const artist = { ...currentUser, profile: true };
const json = (body: unknown, status = 200) => Response.json(body, { status });

/** Monday 30 November 2026, 00:00 in Toronto — still Sunday the 29th in Honolulu. */
const nextMonday = '2026-11-30T05:00:00.000Z';

const earnings: Earnings = {
  balanceCents: 123450,
  nextPayout: { date: nextMonday, amountCents: 98765 },
  payouts: [
    {
      id: '00000000-0000-4000-8000-0000000000b1',
      // The week of 16–22 November, paid on Monday the 23rd.
      periodEnd: '2026-11-23T05:00:00.000Z',
      paidAt: '2026-11-23T06:00:00.000Z',
      amountCents: 8000,
      status: 'paid',
    },
  ],
  bookings: [
    {
      bookingId: '00000000-0000-4000-8000-0000000000c1',
      // 01:00 on 24 November in Toronto; 20:00 on the 23rd in Honolulu.
      paidAt: '2026-11-24T06:00:00.000Z',
      kind: 'service',
      subtotalCents: 10000,
      commissionCents: 2000,
      refundedCents: 0,
      payoutCents: 8000,
      status: 'pending',
    },
    {
      bookingId: '00000000-0000-4000-8000-0000000000c2',
      paidAt: '2026-11-18T17:00:00.000Z',
      kind: 'cancellation',
      subtotalCents: 5050,
      // 1010 charged, 500 of it returned with the refund of 2500 of the service part.
      commissionCents: 510,
      refundedCents: 2500,
      payoutCents: 2040,
      status: 'paid',
    },
  ],
  promotionEndsAt: null,
  payoutWeekday: 1,
};

function renderEarnings(answer: Earnings) {
  stubApi({
    'GET /api/user': () => json(artist),
    'GET /api/earnings': () => json(answer),
    'GET /api/stripe/account': () =>
      json({ connected: true, bankName: 'EQ Bank', routingNumber: '062312345', last4: '1234' }),
  });
  renderRoutes([{ path: '/earnings', element: <EarningsPage /> }], '/earnings');
}

describe('the earnings page', () => {
  const zone = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = 'Pacific/Honolulu';
  });
  afterAll(() => {
    process.env.TZ = zone;
  });
  afterEach(() => vi.unstubAllGlobals());

  it('runs in a zone where the dates differ from Toronto’s', () => {
    expect(new Date(nextMonday).getDate()).toBe(29);
  });

  it('shows the balance and next payout in dollars, on Toronto’s Monday', async () => {
    renderEarnings(earnings);
    expect(await screen.findByText('$1,234.50')).toBeTruthy();
    expect(screen.getByText('$987.65')).toBeTruthy();
    expect(screen.getByText('Monday, November 30')).toBeTruthy();
  });

  it('lists each booking’s share and the payouts, with Toronto dates', async () => {
    renderEarnings(earnings);
    const bookings = within(await screen.findByRole('region', { name: 'Bookings' }));
    const rows = bookings.getAllByRole('row').map((row) => row.textContent);
    expect(rows[0]).toBe('Date paidTypeSubtotalCommissionRefundedPayoutStatus');
    expect(rows[1]).toBe('Nov 24, 2026Service$100.00$20.00—$80.00Pending');
    expect(rows[2]).toBe('Nov 18, 2026Cancellation fee$50.50$5.10$25.00$20.40Paid');

    const payouts = within(screen.getByRole('region', { name: 'Payout history' }));
    expect(payouts.getAllByRole('row')[1]?.textContent).toBe('Nov 22, 2026Nov 23, 2026$80.00Paid');
  });

  it('on a phone lists each booking with every figure named, nothing off-screen', async () => {
    onPhone();
    renderEarnings(earnings);
    const list = await screen.findByRole('list', { name: 'Bookings' });
    expect(screen.queryByRole('table')).toBeNull();
    const [first] = within(list).getAllByRole('listitem');
    expect(first!.textContent).toBe(
      'Nov 24, 2026TypeServiceSubtotal$100.00Commission$20.00Refunded—Payout$80.00StatusPending',
    );
    const payouts = within(screen.getByRole('list', { name: 'Payout history' }));
    expect(payouts.getAllByRole('listitem')[0]?.textContent).toBe(
      'Nov 22, 2026Paid onNov 23, 2026Amount$80.00StatusPaid',
    );
  });

  it('names the launch promotion and the day it ends, in Toronto', async () => {
    // 04:30 on 1 December 2026 in UTC is still 30 November in Toronto.
    renderEarnings({ ...earnings, promotionEndsAt: '2026-12-01T04:30:00.000Z' });
    expect(
      await screen.findByText('Launch promotion: 0% commission until November 30, 2026'),
    ).toBeTruthy();
  });

  it('says what shows here before the first completed booking', async () => {
    renderEarnings({
      balanceCents: 0,
      nextPayout: { date: nextMonday, amountCents: 0 },
      payouts: [],
      bookings: [],
      promotionEndsAt: null,
      payoutWeekday: 1,
    });
    expect(
      await screen.findByText('No earnings yet. Your share of each completed booking shows here.'),
    ).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
