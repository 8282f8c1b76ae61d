import type { MoneyPolicy } from '#shared/domain/policy.ts';

/** The money policy the server answers with by default (GET /api/config). */
export const defaultPolicy: MoneyPolicy = {
  customerFeeBps: 500,
  commissionBps: 2000,
  promotion: { startsAt: '2026-09-01T04:00:00.000Z', artists: 30, months: 3 },
  cancellation: [
    { minHoursBefore: 4, chargePercent: 0 },
    { minHoursBefore: null, chargePercent: 50 },
  ],
  payout: { weekday: 1, hour: 6 },
  lateDeclineHours: 4,
  noShowPercent: 50,
};
