import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CurrentUser } from '#shared/schemas/user.ts';
import { carriesSession, sessionOfRequest } from '#server/http/session-cookie.ts';
import { bearer, createTestApp, mailTo, type TestApp } from '#tests/support/test-app.ts';

/**
 * Decision 0027: the browser's session is an HttpOnly cookie; bearer tokens stay for API
 * clients; a cookie request that changes something must come from the app's own origin.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'error' });
});
afterAll(() => t.close());

/** The test app's PUBLIC_URL (testEnv): where the web app's own requests come from. */
const ORIGIN = 'https://blush.test';
let callers = 0;
const caller = () => `10.43.0.${++callers}`;

/** The session cookie's value and attributes from an answer's Set-Cookie, or null. */
function sessionCookie(headers: Record<string, unknown>) {
  const all = [headers['set-cookie'] ?? []].flat() as string[];
  const line = all.find((c) => c.startsWith('blush_session='));
  if (!line) return null;
  const [pair, ...attributes] = line.split('; ');
  return { value: pair!.slice('blush_session='.length), attributes };
}

const asCookie = (value: string) => ({ cookie: `theme=dark; blush_session=${value}` });
/** A request of the web app's own pages: the browser names their origin. */
const fromApp = (value: string) => ({ ...asCookie(value), origin: ORIGIN });

async function logIn() {
  const account = await t.signUp();
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/user/login',
    remoteAddress: caller(),
    headers: { origin: ORIGIN },
    payload: { email: account.email, password: account.password },
  });
  expect(response.statusCode).toBe(200);
  const cookie = sessionCookie(response.headers);
  expect(cookie).not.toBeNull();
  return { ...account, response, cookie: cookie!.value };
}

const me = (headers: Record<string, string>) =>
  t.app.inject({ url: '/api/user', headers, remoteAddress: caller() });

describe('signing in', () => {
  it('sets an HttpOnly, SameSite=Lax session cookie for the whole site, never kept by a cache', async () => {
    const { response, cookie, email } = await logIn();
    const set = sessionCookie(response.headers)!;
    expect(set.attributes).toEqual(
      expect.arrayContaining(['Path=/', 'HttpOnly', 'SameSite=Lax', 'Secure']),
    );
    expect(set.attributes).toContain(`Max-Age=${30 * 24 * 3600}`);
    expect(response.headers['cache-control']).toBe('no-store');
    // API clients still get the token in the answer; it is the cookie's.
    expect(response.json<{ token: string }>().token).toBe(cookie);

    const answer = await me(asCookie(cookie));
    expect(answer.statusCode).toBe(200);
    expect(CurrentUser.parse(answer.json()).email).toBe(email);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.headers.etag).toBeUndefined();
  });

  it('through a confirmation link sets the cookie too, with no-store and no ETag', async () => {
    const email = `cookie-${callers}@example.com`;
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/user/send',
      remoteAddress: caller(),
      payload: { firstName: 'Ada', lastName: 'Lovelace', email, password: 'a long pass 1' },
    });
    expect(registered.statusCode).toBe(200);
    const { token } = await mailTo(t.database, email, /confirm/i);
    const confirmed = await t.app.inject({
      url: `/api/user/register/${token}`,
      remoteAddress: caller(),
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.headers['cache-control']).toBe('no-store');
    expect(confirmed.headers.etag).toBeUndefined();
    const cookie = sessionCookie(confirmed.headers)!.value;
    expect((await me(asCookie(cookie))).statusCode).toBe(200);
  });

  it('refuses a sign-in posted from another site', async () => {
    const account = await t.signUp();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      remoteAddress: caller(),
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      payload: { email: account.email, password: account.password },
    });
    expect(response.statusCode).toBe(403);
    expect(sessionCookie(response.headers)).toBeNull();
  });
});

describe('a cookie request that changes something', () => {
  const logOut = (headers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: '/api/user/logout', headers, remoteAddress: caller() });

  it('is refused from another origin, or naming none, and leaves the session alone', async () => {
    const { cookie } = await logIn();
    for (const headers of [
      { ...asCookie(cookie), origin: 'https://evil.example' },
      // Another port of the same host is the same site (the cookie goes along) but not the app.
      { ...asCookie(cookie), origin: 'https://blush.test:8443', 'sec-fetch-site': 'same-site' },
      { ...asCookie(cookie), origin: 'null' },
      { ...asCookie(cookie), 'sec-fetch-site': 'cross-site' },
      asCookie(cookie),
    ]) {
      const response = await logOut(headers);
      expect(response.statusCode, JSON.stringify(headers)).toBe(403);
      expect(response.json<{ error: { message: string } }>().error.message).toMatch(
        /came from another site/,
      );
    }
    expect((await me(asCookie(cookie))).statusCode).toBe(200);
  });

  it('is let through from the app (by Origin or Sec-Fetch-Site) and signing out forgets the cookie', async () => {
    const first = await logIn();
    const response = await logOut({ ...asCookie(first.cookie), 'sec-fetch-site': 'same-origin' });
    expect(response.statusCode).toBe(200);
    expect(sessionCookie(response.headers)).toMatchObject({ value: '' });
    expect(sessionCookie(response.headers)!.attributes).toContain('Max-Age=0');
    expect((await me(asCookie(first.cookie))).statusCode).toBe(401);

    const second = await logIn();
    expect((await logOut(fromApp(second.cookie))).statusCode).toBe(200);
  });

  it('needs no Origin with a bearer token, which another site cannot send', async () => {
    const { token } = await t.signUp();
    expect((await logOut(bearer(token))).statusCode).toBe(200);
  });
});

describe('a cookie session ends as a token does', () => {
  it('when signed out everywhere else, on a password change, on blocking and on deletion', async () => {
    const admin = await t.signUp({ role: 'Admin' });
    const ends: Array<[string, (here: string, account: { id: string }) => Promise<number>]> = [
      [
        'sign out everywhere else',
        async (here) =>
          (
            await t.app.inject({
              method: 'POST',
              url: '/api/user/sessions/sign-out-others',
              headers: fromApp(here),
            })
          ).statusCode,
      ],
      [
        'a password change',
        async (here) =>
          (
            await t.app.inject({
              method: 'POST',
              url: '/api/user/password',
              headers: fromApp(here),
              remoteAddress: caller(),
              payload: { currentPassword: 'correct horse', password: 'a brand new pass 7' },
            })
          ).statusCode,
      ],
      [
        'blocking',
        async (_here, account) =>
          (
            await t.app.inject({
              method: 'POST',
              url: `/api/admin/users/${account.id}/block`,
              headers: bearer(admin.token),
              payload: { reason: 'Fraud' },
            })
          ).statusCode,
      ],
    ];
    for (const [name, end] of ends) {
      const account = await t.signUp();
      const login = () =>
        t.app.inject({
          method: 'POST',
          url: '/api/user/login',
          remoteAddress: caller(),
          payload: { email: account.email, password: account.password },
        });
      const here = sessionCookie((await login()).headers)!.value;
      const elsewhere = sessionCookie((await login()).headers)!.value;
      expect(await end(here, account), name).toBe(200);
      const gone = await me(asCookie(elsewhere));
      expect(gone.statusCode, name).toBe(401);
      // The browser is told to forget a cookie whose session ended.
      expect(sessionCookie(gone.headers)?.attributes, name).toContain('Max-Age=0');
    }

    const { cookie } = await logIn();
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/user',
      headers: fromApp(cookie),
    });
    expect(deleted.statusCode).toBe(200);
    expect(sessionCookie(deleted.headers)!.attributes).toContain('Max-Age=0');
    expect((await me(asCookie(cookie))).statusCode).toBe(401);
  });
});

describe('the session of any request, for server code outside the API', () => {
  const request = (headers: Record<string, string>) => ({ headers }) as unknown as FastifyRequest;

  it('is found from the cookie or a bearer token, the bearer first', async () => {
    const { cookie, id } = await logIn();
    const other = await t.signUp();
    expect((await sessionOfRequest(t.database.db, request(asCookie(cookie))))?.id).toBe(id);
    expect(
      (
        await sessionOfRequest(
          t.database.db,
          request({ ...asCookie(cookie), ...bearer(other.token) }),
        )
      )?.id,
    ).toBe(other.id);
    expect(await sessionOfRequest(t.database.db, request(asCookie('x'.repeat(43))))).toBeNull();
    expect(await sessionOfRequest(t.database.db, request({ cookie: 'theme=dark' }))).toBeNull();
  });

  it('says whether a request carries one at all (a cache of public pages bypasses those)', () => {
    expect(carriesSession(request(asCookie('anything')))).toBe(true);
    expect(carriesSession(request(bearer('anything')))).toBe(true);
    expect(carriesSession(request({ cookie: 'theme=dark' }))).toBe(false);
    expect(carriesSession(request({}))).toBe(false);
  });
});
