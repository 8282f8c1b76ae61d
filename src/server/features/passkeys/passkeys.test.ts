import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PasskeyList } from '#shared/schemas/security.ts';
import { passkeys, users } from '#server/db/schema/index.ts';
import { softAuthenticator } from '#tests/support/soft-authenticator.ts';
import { bearer, createTestApp, mailTo, type TestApp } from '#tests/support/test-app.ts';

const ORIGIN = 'https://blush.test';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let ip = 0;
const post = (url: string, payload?: object, token?: string) =>
  t.app.inject({
    method: 'POST',
    url,
    remoteAddress: `10.4.0.${++ip % 250}`,
    headers: {
      'user-agent': 'Mozilla/5.0 (Macintosh) Chrome/131.0 Safari/537.36',
      ...(token ? bearer(token) : {}),
    },
    ...(payload ? { payload } : {}),
  });
type Options = { challenge: string; rp: { id: string }; user: { id: string }; rpId: string };
const registrationOptions = async (token: string) => {
  const res = await post('/api/user/passkeys/options', undefined, token);
  expect(res.statusCode).toBe(200);
  return res.json<Options>();
};
const signInOptions = async () => (await post('/api/user/passkey-login/options')).json<Options>();
const stored = (userId: string) =>
  t.database.db.select().from(passkeys).where(eq(passkeys.userId, userId));
const listed = async (token: string) =>
  (
    await t.app.inject({ method: 'GET', url: '/api/user/passkeys', headers: bearer(token) })
  ).json<PasskeyList>().passkeys;

/** A user with a passkey added through the API, as Settings → Security adds it. */
async function withPasskey() {
  const user = await t.signUp();
  const key = softAuthenticator(ORIGIN);
  const res = await post(
    '/api/user/passkeys',
    key.register(await registrationOptions(user.token)),
    user.token,
  );
  expect(res.statusCode, res.body).toBe(200);
  return { user, key };
}

describe('adding a passkey', () => {
  it('keeps the public key, names it, lists it and e-mails the owner', async () => {
    const { user, key } = await withPasskey();
    const [row] = await stored(user.id);
    expect(row).toMatchObject({ id: key.id, name: 'Chrome on Mac', counter: 0 });
    expect(await listed(user.token)).toEqual([
      expect.objectContaining({ id: key.id, name: 'Chrome on Mac', lastUsedAt: null }),
    ]);
    await mailTo(t.database, user.email, /passkey was added/);
  });

  it.each([
    ['a challenge the server never gave', { challenge: 'bm90LXRoZS1jaGFsbGVuZ2U' }],
    ['another origin', { origin: 'https://blush.evil' }],
    ['another relying party', { rpId: 'blush.evil' }],
  ])('refuses %s with 400 and stores nothing', async (_name, tamper) => {
    const user = await t.signUp();
    const key = softAuthenticator(ORIGIN);
    const res = await post(
      '/api/user/passkeys',
      key.register(await registrationOptions(user.token), tamper),
      user.token,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json<{ error: { message: string } }>().error.message).toMatch(/passkey/);
    expect(await stored(user.id)).toEqual([]);
  });

  it('spends a challenge once, and only for the user it was made for', async () => {
    const user = await t.signUp();
    const other = await t.signUp();
    const options = await registrationOptions(user.token);
    const theirs = await post(
      '/api/user/passkeys',
      softAuthenticator(ORIGIN).register(options),
      other.token,
    );
    expect(theirs.statusCode).toBe(400);
    expect(await stored(other.id)).toEqual([]);
    // The owner may still use it, once.
    const own = softAuthenticator(ORIGIN);
    expect((await post('/api/user/passkeys', own.register(options), user.token)).statusCode).toBe(
      200,
    );
    const again = await post(
      '/api/user/passkeys',
      softAuthenticator(ORIGIN).register(options),
      user.token,
    );
    expect(again.statusCode).toBe(400);
    expect(await stored(user.id)).toHaveLength(1);
  });
});

describe('signing in with a passkey', () => {
  it('signs its owner in, and the session works', async () => {
    const { user, key } = await withPasskey();
    const res = await post('/api/user/passkey-login', key.assert(await signInOptions()));
    expect(res.statusCode, res.body).toBe(200);
    const { token } = res.json<{ token: string }>();
    const me = await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) });
    expect(me.json()).toMatchObject({ _id: user.id });
    const [row] = await stored(user.id);
    expect(row!.counter).toBe(1);
    expect(row!.lastUsedAt).not.toBeNull();
  });

  it.each([
    ['a wrong challenge', { challenge: 'bm90LXRoZS1jaGFsbGVuZ2U' }],
    ['a wrong origin', { origin: 'https://blush.evil' }],
    ['a wrong relying party', { rpId: 'blush.evil' }],
    ['a counter that went backwards', { counter: 0 }],
  ])('refuses %s with 400, no session and no change', async (_name, tamper) => {
    const { user, key } = await withPasskey();
    // One good sign-in first, so the stored counter is 1.
    expect(
      (await post('/api/user/passkey-login', key.assert(await signInOptions()))).statusCode,
    ).toBe(200);
    const before = await stored(user.id);
    const res = await post('/api/user/passkey-login', key.assert(await signInOptions(), tamper));
    expect(res.statusCode).toBe(400);
    expect(res.body).not.toMatch(/token/);
    expect(await stored(user.id)).toEqual(before);
  });

  it('refuses a replayed answer: its challenge was spent', async () => {
    const { key } = await withPasskey();
    const answer = key.assert(await signInOptions());
    expect((await post('/api/user/passkey-login', answer)).statusCode).toBe(200);
    expect((await post('/api/user/passkey-login', answer)).statusCode).toBe(400);
  });

  it('refuses a passkey that was removed, and a blocked account', async () => {
    const { user, key } = await withPasskey();
    const remove = (token: string) =>
      t.app.inject({
        method: 'DELETE',
        url: `/api/user/passkeys/${key.id}`,
        headers: bearer(token),
      });
    const stranger = await t.signUp();
    expect((await remove(stranger.token)).statusCode).toBe(404);
    expect(await stored(user.id)).toHaveLength(1);

    await t.database.db.update(users).set({ blockedAt: new Date() }).where(eq(users.id, user.id));
    expect(
      (await post('/api/user/passkey-login', key.assert(await signInOptions()))).statusCode,
    ).toBe(403);
    await t.database.db.update(users).set({ blockedAt: null }).where(eq(users.id, user.id));

    expect((await remove(user.token)).statusCode).toBe(200);
    expect(await stored(user.id)).toEqual([]);
    expect(
      (await post('/api/user/passkey-login', key.assert(await signInOptions()))).statusCode,
    ).toBe(400);
  });

  it('goes with the account when it is deleted', async () => {
    const { user, key } = await withPasskey();
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/user',
      headers: bearer(user.token),
    });
    expect(res.statusCode).toBe(200);
    expect(await stored(user.id)).toEqual([]);
    expect(
      (await post('/api/user/passkey-login', key.assert(await signInOptions()))).statusCode,
    ).toBe(400);
  });
});
