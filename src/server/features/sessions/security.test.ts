import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionList } from '#shared/schemas/security.ts';
import { sessions } from '#server/db/schema/index.ts';
import { bearer, createTestApp, mailTo, type TestApp } from '#tests/support/test-app.ts';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let ip = 0;
const call = (method: string, url: string, token: string, payload?: object) =>
  t.app.inject({
    method: method as 'GET',
    url,
    headers: bearer(token),
    remoteAddress: `10.1.0.${++ip % 250}`,
    ...(payload ? { payload } : {}),
  });
const signIn = async (email: string, password: string, userAgent: string) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/user/login',
    headers: { 'user-agent': userAgent },
    remoteAddress: `10.2.0.${++ip % 250}`,
    payload: { email, password },
  });
  expect(res.statusCode).toBe(200);
  return res.json<{ token: string }>().token;
};
const list = async (token: string) => {
  const res = await call('GET', '/api/user/sessions', token);
  expect(res.statusCode).toBe(200);
  return res.json<SessionList>().sessions;
};
const me = (token: string) => call('GET', '/api/user', token);

describe('the devices list', () => {
  it('lists the account’s sessions with device, browser, last use and this device', async () => {
    const user = await t.signUp();
    const phone = await signIn(user.email, user.password, IPHONE);
    const desktop = await signIn(user.email, user.password, WINDOWS);
    const stranger = await t.signUp();

    const seen = await list(phone);
    expect(seen).toHaveLength(3); // signUp's own session, the phone and the desktop
    expect(seen.find((s) => s.current)).toMatchObject({ device: 'iPhone', browser: 'Safari' });
    expect(seen.filter((s) => s.current)).toHaveLength(1);
    expect(seen).toContainEqual(
      expect.objectContaining({ device: 'Windows', browser: 'Chrome', current: false }),
    );
    for (const s of seen) expect(Date.parse(s.lastUsedAt)).toBeGreaterThan(Date.now() - 60_000);
    // Nothing of another account, and no token or hash.
    const theirs = await list(stranger.token);
    expect(theirs.map((s) => s.id)).not.toEqual(expect.arrayContaining([seen[0]!.id]));
    expect(JSON.stringify(seen)).not.toMatch(/token|hash/i);
    expect((await me(desktop)).statusCode).toBe(200);
  });

  it('writes the time of last use as the session is used, at most every few minutes', async () => {
    const user = await t.signUp();
    const old = sql`now() - interval '2 hours'`;
    await t.database.db
      .update(sessions)
      .set({ lastUsedAt: old })
      .where(eq(sessions.userId, user.id));
    expect((await me(user.token)).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(row!.lastUsedAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('signs out one session, which is then refused, and only the caller’s own', async () => {
    const user = await t.signUp();
    const other = await signIn(user.email, user.password, WINDOWS);
    const target = (await list(user.token)).find((s) => !s.current)!;

    const stranger = await t.signUp();
    const refused = await call('DELETE', `/api/user/sessions/${target.id}`, stranger.token);
    expect(refused.statusCode).toBe(404);
    expect((await me(other)).statusCode).toBe(200);

    const res = await call('DELETE', `/api/user/sessions/${target.id}`, user.token);
    expect(res.statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(401);
    expect((await me(user.token)).statusCode).toBe(200);
    expect((await list(user.token)).map((s) => s.id)).not.toContain(target.id);
    expect((await call('DELETE', `/api/user/sessions/${target.id}`, user.token)).statusCode).toBe(
      404,
    );
    expect((await call('DELETE', '/api/user/sessions/not-a-uuid', user.token)).statusCode).toBe(
      400,
    );
  });

  it('signs out everywhere else, keeping this device', async () => {
    const user = await t.signUp();
    const a = await signIn(user.email, user.password, WINDOWS);
    const b = await signIn(user.email, user.password, IPHONE);
    const stranger = await t.signUp();
    const res = await call('POST', '/api/user/sessions/sign-out-others', a);
    expect(res.json()).toEqual({ signedOut: 2, message: 'Signed out of 2 other devices.' });
    expect((await me(a)).statusCode).toBe(200);
    expect((await me(b)).statusCode).toBe(401);
    expect((await me(user.token)).statusCode).toBe(401);
    expect((await me(stranger.token)).statusCode).toBe(200);
  });
});

describe('changing the password', () => {
  const change = (token: string, currentPassword: string, password: string) =>
    call('POST', '/api/user/password', token, { currentPassword, password });

  it('needs the current password, signs out every other session and e-mails the owner', async () => {
    const user = await t.signUp();
    const elsewhere = await signIn(user.email, user.password, IPHONE);

    const wrong = await change(user.token, 'not-my-password', 'brand-new-2');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ error: { fields: { currentPassword: 'is incorrect' } } });
    expect((await me(elsewhere)).statusCode).toBe(200);

    const short = await change(user.token, user.password, '123');
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({
      error: { fields: { password: 'must be at least 6 characters' } },
    });

    const res = await change(user.token, user.password, 'brand-new-2');
    expect(res.json()).toEqual({ message: 'Your password has been successfully changed' });
    expect((await me(user.token)).statusCode).toBe(200);
    expect((await me(elsewhere)).statusCode).toBe(401);
    const mail = await mailTo(t.database, user.email, /password was changed/);
    expect(mail.text).toContain('every other device was signed out');

    const login = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/user/login',
        remoteAddress: `10.3.0.${++ip % 250}`,
        payload: { email: user.email, password },
      });
    expect((await login(user.password)).statusCode).toBe(401);
    expect((await login('brand-new-2')).statusCode).toBe(200);
  });
});
