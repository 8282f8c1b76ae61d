import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '#tests/support/test-app.ts';
import { createOrPromoteAdmin } from './admins.ts';

describe('create-admin', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const role = async (token: string) =>
    (await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) })).json<{
      role: string;
    }>().role;

  it('creates a confirmed admin whose printed password signs in', async () => {
    const result = await createOrPromoteAdmin(t.database.db, {
      email: 'Boss@Example.com',
      firstName: 'Amara',
      lastName: 'Okafor',
    });
    expect(result.outcome).toBe('created');
    const password = result.outcome === 'created' ? result.password : '';
    expect(password.length).toBeGreaterThanOrEqual(16);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: 'boss@example.com', password },
    });
    expect(res.statusCode).toBe(200);
    expect(await role(res.json<{ token: string }>().token)).toBe('Admin');
  });

  it('promotes an existing account, whose session gains admin rights at once', async () => {
    const user = await t.signUp({ email: 'lead@example.com' });
    const all = () =>
      t.app.inject({ method: 'GET', url: '/api/user/all', headers: bearer(user.token) });
    expect((await all()).statusCode).toBe(403);
    const fields = { email: 'LEAD@example.com', firstName: 'x', lastName: 'y' };
    expect(await createOrPromoteAdmin(t.database.db, fields)).toEqual({ outcome: 'promoted' });
    expect((await all()).statusCode).toBe(200);
    expect(await createOrPromoteAdmin(t.database.db, fields)).toEqual({
      outcome: 'already-admin',
    });
  });
});
