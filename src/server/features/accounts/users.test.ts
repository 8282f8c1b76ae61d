import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '#server/db/schema/index.ts';
import { bearer, createTestApp, type TestApp } from '#tests/support/test-app.ts';

describe('sessions and the current user', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const login = (email: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/user/login', payload: { email, password } });

  it('signs in with any letter case of the e-mail and reads only the caller', async () => {
    const sam = await t.signUp({ email: 'Sam@Example.com', password: 'pink-lipstick' });
    const res = await login('sam@example.COM', 'pink-lipstick');
    expect(res.statusCode).toBe(200);
    const { token } = res.json<{ token: string }>();
    const me = await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) });
    expect(me.json()).toEqual({
      _id: sam.id,
      firstName: 'Test',
      lastName: 'User',
      email: 'Sam@Example.com',
      role: 'user',
      mobileNumber: null,
      mobileVerified: false,
      pendingEmail: null,
      hasPassword: true,
      profile: false,
      profileImage: null,
      stripeCustomerId: null,
      cards: [],
    });
    expect(me.body).not.toMatch(/\$argon2|passwordHash|tokenHash/);
  });

  it('stores only a hash of the token', async () => {
    const u = await t.signUp();
    const rows = await t.database.db.select().from(sessions).where(eq(sessions.userId, u.id));
    expect(rows[0]!.tokenHash).not.toBe(u.token);
    expect(rows[0]!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('says the same thing for an unknown e-mail and a wrong password', async () => {
    const u = await t.signUp();
    const wrong = await login(u.email, 'not-it');
    const unknown = await login('nobody@example.com', 'not-it');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
  });

  it('revokes the session on logout', async () => {
    const u = await t.signUp();
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/user/logout', headers: bearer(u.token) }))
        .statusCode,
    ).toBe(200);
    const after = await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(u.token) });
    expect(after.statusCode).toBe(401);
  });

  it('rejects the session of a blocked user', async () => {
    const u = await t.signUp();
    await t.database.db.update(users).set({ blockedAt: new Date() }).where(eq(users.id, u.id));
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(u.token) }))
        .statusCode,
    ).toBe(401);
    const res = await login(u.email, u.password);
    expect(res.statusCode).toBe(403);
  });

  it('lists users to admins only, with the spec page sizes', async () => {
    const admin = await t.signUp({ role: 'Admin' });
    const page = await t.app.inject({
      method: 'GET',
      url: '/api/user/all?pageSize=5',
      headers: bearer(admin.token),
    });
    expect(page.statusCode).toBe(200);
    const body = page.json<{ users: unknown[]; total: number }>();
    expect(body.users.length).toBeLessThanOrEqual(5);
    expect(body.total).toBeGreaterThanOrEqual(body.users.length);
    expect(page.body).not.toMatch(/password|hash|token/i);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/user/all?pageSize=7',
      headers: bearer(admin.token),
    });
    expect(bad.statusCode).toBe(400);
  });
});
