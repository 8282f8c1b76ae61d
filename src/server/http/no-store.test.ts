import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';

/**
 * Decision 0027: no browser or shared cache keeps an answer that carries a session token or
 * someone's own data, signed in or not. Walks every operation of the OpenAPI document, so an
 * operation added later is covered without a new test.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'error' });
});
afterAll(() => t.close());

interface Operation {
  responses?: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;
}
interface JsonSchema {
  properties?: Record<string, unknown>;
}

/** The access the route behind an operation declares (the document names no security). */
function accessOf(method: string, path: string) {
  const route = t.app.apiRoutes.find(
    (r) => r.method === method && r.url.replace(/:(\w+)/g, '{$1}') === path,
  );
  if (!route) throw new Error(`${method} ${path} is in the document but not a route`);
  return route.access;
}

/** Every operation of the document, with its path in the router's form and filled in. */
function operations() {
  const { paths } = t.app.swagger() as { paths: Record<string, Record<string, Operation>> };
  return Object.entries(paths)
    .filter(([path]) => path.startsWith('/api/') && !path.startsWith('/api/docs'))
    .flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([method]) => method !== 'head')
        .map(([method, operation]) => ({
          method: method.toUpperCase(),
          url: path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000'),
          label: `${method.toUpperCase()} ${path}`,
          operation,
          access: accessOf(method.toUpperCase(), path),
        })),
    );
}

/** Its answer hands out a session: `{ token }` in the success schema. */
const handsOutSession = (operation: Operation) =>
  Object.values(operation.responses?.['200']?.content ?? {}).some(
    (media) => media.schema?.properties?.token !== undefined,
  );

let callers = 0;
const caller = () => `10.44.${Math.floor(++callers / 250) % 250}.${(callers % 250) + 1}`;

describe('Cache-Control: no-store', () => {
  it('is on every answer to a signed-in browser (the session cookie), whatever the route', async () => {
    const all = operations();
    expect(all.length).toBeGreaterThan(100);
    for (const { method, url, label, access } of all) {
      // A fresh account for each: some operations delete or change their caller.
      const { token } = await t.signUp({ role: access === 'admin' ? 'Admin' : 'user' });
      const response = await t.app.inject({
        method: method as 'GET',
        url,
        remoteAddress: caller(),
        headers: { cookie: `blush_session=${token}`, origin: 'https://blush.test' },
      });
      expect(response.statusCode, label).not.toBe(401);
      expect(response.headers['cache-control'], label).toBe('no-store');
      expect(response.headers.etag, label).toBeUndefined();
    }
  });

  it('is on every answer of a route that hands out a session, even to a stranger', async () => {
    const signingIn = operations().filter((o) => handsOutSession(o.operation));
    // Sign-in, passkey sign-in, the confirmation link and each social provider.
    expect(signingIn.map((o) => o.label)).toEqual(
      expect.arrayContaining([
        'POST /api/user/login',
        'POST /api/user/passkey-login',
        'GET /api/user/register/{token}',
        'POST /api/user/google',
      ]),
    );
    for (const { method, url, label } of signingIn) {
      const response = await t.app.inject({
        method: method as 'GET',
        url,
        remoteAddress: caller(),
      });
      expect(response.headers['cache-control'], label).toBe('no-store');
      expect(response.headers.etag, label).toBeUndefined();
    }
  });

  it('is on the refusal of every signed-in route to a stranger, and anonymous public reads stay cacheable', async () => {
    const guarded = operations().filter((o) => o.access !== 'public');
    expect(guarded.length).toBeGreaterThan(50);
    for (const { method, url, label } of guarded) {
      const response = await t.app.inject({
        method: method as 'GET',
        url,
        remoteAddress: caller(),
      });
      {
        expect(response.statusCode, label).toBe(401);
        expect(response.headers['cache-control'], label).toBe('no-store');
      }
    }
    const config = await t.app.inject({ url: '/api/config' });
    expect(config.headers['cache-control']).not.toBe('no-store');
    expect(config.headers.etag).toBeDefined();
  });
});
