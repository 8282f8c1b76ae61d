import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PublicConfig } from '#shared/schemas/config.ts';
import { defaultPolicy } from '#tests/support/policy.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';

/** The policy pages read is the one the server charges with: the configuration's. */
describe('GET /api/config', () => {
  let byDefault: TestApp;
  let changed: TestApp;
  beforeAll(async () => {
    byDefault = await createTestApp({ LOG_LEVEL: 'error' });
    changed = await createTestApp({
      LOG_LEVEL: 'error',
      CUSTOMER_FEE_BPS: '700',
      COMMISSION_BPS: '1500',
      PROMOTION_STARTS_AT: '2027-03-01T05:00:00Z',
      PROMOTION_ARTISTS: '12',
      PROMOTION_MONTHS: '6',
    });
  }, 60_000);
  afterAll(async () => {
    await byDefault.close();
    await changed.close();
  });

  const policyOf = async (t: TestApp) =>
    PublicConfig.parse((await t.app.inject({ method: 'GET', url: '/api/config' })).json()).policy;

  it('answers the default policy the client tests use', async () => {
    expect(await policyOf(byDefault)).toEqual(defaultPolicy);
  });

  it('follows the configuration', async () => {
    expect(await policyOf(changed)).toEqual({
      ...defaultPolicy,
      customerFeeBps: 700,
      commissionBps: 1500,
      promotion: { startsAt: '2027-03-01T05:00:00.000Z', artists: 12, months: 6 },
    });
    const terms = await changed.app.inject({ method: 'GET', url: '/api/book/terms' });
    expect(terms.json()).toMatchObject({ customerFeeBps: 700 });
  });
});
