import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBody } from '#shared/schemas/error.ts';
import { bearer, createTestApp, type TestApp } from '#tests/support/test-app.ts';

/**
 * Walks every registered /api route, so routes added later are covered without new tests:
 * each declares its access, the guards enforce it, and malformed input gets a 4xx with the
 * error body — never a 5xx.
 */
let t: TestApp;
let userToken: string;
let adminToken: string;

beforeAll(async () => {
  t = await createTestApp();
  userToken = (await t.signUp()).token;
  adminToken = (await t.signUp({ role: 'Admin' })).token;
});
afterAll(() => t.close());

const fill = (url: string) => url.replace(/:[A-Za-z]+/g, '00000000-0000-4000-8000-000000000000');
const routes = () =>
  t.app.apiRoutes.filter((r) => r.method !== 'HEAD' && !r.url.startsWith('/api/docs'));

function expectErrorBody(res: { statusCode: number; json(): unknown }, label: string) {
  expect(res.statusCode, label).toBeGreaterThanOrEqual(400);
  expect(res.statusCode, label).toBeLessThan(500);
  expect(ErrorBody.safeParse(res.json()).success, `${label}: error body`).toBe(true);
}

describe('every API route', () => {
  it('declares who may call it', () => {
    expect(routes().length).toBeGreaterThan(3);
    for (const route of routes()) expect(['public', 'user', 'admin']).toContain(route.access);
  });

  it('refuses anonymous calls to non-public routes with 401', async () => {
    for (const route of routes().filter((r) => r.access !== 'public')) {
      const res = await t.app.inject({ method: route.method as 'GET', url: fill(route.url) });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
      expectErrorBody(res, `${route.method} ${route.url}`);
    }
  });

  it('refuses a forged or expired token like no token at all', async () => {
    for (const route of routes().filter((r) => r.access !== 'public')) {
      const res = await t.app.inject({
        method: route.method as 'GET',
        url: fill(route.url),
        headers: bearer('x'.repeat(43)),
      });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
    }
  });

  it('refuses non-admins on admin routes with 403', async () => {
    for (const route of routes().filter((r) => r.access === 'admin')) {
      const res = await t.app.inject({
        method: route.method as 'GET',
        url: fill(route.url),
        headers: bearer(userToken),
      });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(403);
      expectErrorBody(res, `${route.method} ${route.url}`);
    }
  });

  it('answers malformed input with a 4xx and the error body, never a 5xx', async () => {
    const huge = 'x'.repeat(2_000_000);
    const bodies: Array<{ name: string; payload: string; type: string }> = [
      { name: 'broken JSON', payload: '{"email": ', type: 'application/json' },
      {
        name: 'wrong content type',
        payload: 'email=a@b.co',
        type: 'application/x-www-form-urlencoded',
      },
      { name: 'plain text', payload: 'hello', type: 'text/plain' },
      { name: 'array', payload: '[]', type: 'application/json' },
      { name: 'number', payload: '42', type: 'application/json' },
      { name: 'null', payload: 'null', type: 'application/json' },
      {
        name: 'wrong types',
        payload: JSON.stringify({ email: 5, password: [], text: {}, issue: true, page: 'x' }),
        type: 'application/json',
      },
      {
        name: 'unknown fields',
        payload: JSON.stringify({
          role: 'Admin',
          _id: 'x',
          verified: true,
          __proto__: { admin: true },
        }),
        type: 'application/json',
      },
      {
        name: 'huge strings',
        payload: JSON.stringify({
          email: `${'a'.repeat(100_000)}@b.co`,
          text: 'x'.repeat(100_000),
          password: 'p'.repeat(100_000),
        }),
        type: 'application/json',
      },
      { name: 'huge body', payload: JSON.stringify({ text: huge }), type: 'application/json' },
    ];
    for (const route of routes().filter(
      (r) => r.method !== 'GET' && r.method !== 'DELETE' && r.hasBody,
    )) {
      for (const body of bodies) {
        const res = await t.app.inject({
          method: route.method as 'POST',
          url: fill(route.url),
          headers: { ...bearer(adminToken), 'content-type': body.type },
          payload: body.payload,
        });
        expectErrorBody(res, `${route.method} ${route.url} with ${body.name}`);
      }
    }
    for (const route of routes().filter((r) => r.hasQuery)) {
      for (const query of [
        'page=-1',
        'page=abc',
        'pageSize=7',
        'unknown=1',
        `page=${'9'.repeat(400)}`,
      ]) {
        const res = await t.app.inject({
          method: route.method as 'GET',
          url: `${fill(route.url)}?${query}`,
          headers: bearer(adminToken),
        });
        expectErrorBody(res, `${route.method} ${route.url}?${query}`);
      }
    }
  });
});
