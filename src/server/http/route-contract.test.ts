import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BROKEN_CHARACTER,
  CONTROL_CHARACTER,
  INVISIBLE_CHARACTER,
} from '#shared/schemas/common.ts';
import { profiles } from '#server/db/schema/index.ts';
import { ErrorBody } from '#shared/schemas/error.ts';
import { bearer, createTestApp, type TestApp } from '#tests/support/test-app.ts';

/**
 * Walks every registered /api route, so routes added later are covered without new tests:
 * each declares its access, the guards enforce it, malformed input (broken JSON or multipart,
 * control characters in any field, query or path) gets a 4xx with the error body — never a
 * 5xx — and a signed-in caller's answers are never cached.
 */
let t: TestApp;
let userToken: string;
/** An admin who is also an artist, so every guard lets them through to the input checks. */
let adminToken: string;
let plainAdminToken: string;

beforeAll(async () => {
  t = await createTestApp();
  userToken = (await t.signUp()).token;
  const admin = await t.signUp({ role: 'Admin' });
  await t.database.db
    .insert(profiles)
    .values({ userId: admin.id, profession: 'Makeup Artist', bio: 'Admin and artist.' });
  adminToken = admin.token;
  plainAdminToken = (await t.signUp({ role: 'Admin' })).token;
});
afterAll(() => t.close());

const fill = (url: string) => url.replace(/:[A-Za-z]+/g, '00000000-0000-4000-8000-000000000000');
const routes = () =>
  t.app.apiRoutes.filter((r) => r.method !== 'HEAD' && !r.url.startsWith('/api/docs'));
/** Routes that read a request body: JSON ones and the multipart uploads. */
const bodyRoutes = () =>
  routes().filter((r) => r.method !== 'GET' && r.method !== 'DELETE' && (r.hasBody || r.multipart));
/** A new caller address for each request, so per-address rate limits never answer first. */
let callers = 0;
const caller = () => `10.9.${Math.floor(++callers / 250) % 250}.${(callers % 250) + 1}`;

function expectErrorBody(res: { statusCode: number; json(): unknown }, label: string) {
  expect(res.statusCode, label).toBeGreaterThanOrEqual(400);
  expect(res.statusCode, label).toBeLessThan(500);
  expect(ErrorBody.safeParse(res.json()).success, `${label}: error body`).toBe(true);
}

describe('every API route', () => {
  it('declares who may call it', () => {
    expect(routes().length).toBeGreaterThan(3);
    for (const route of routes()) {
      expect(['public', 'user', 'artist', 'admin']).toContain(route.access);
    }
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

  it('refuses users without an artist profile on artist routes with 403', async () => {
    const artistRoutes = routes().filter((r) => r.access === 'artist');
    expect(artistRoutes.length).toBeGreaterThanOrEqual(4);
    for (const route of artistRoutes) {
      for (const token of [userToken, plainAdminToken]) {
        const res = await t.app.inject({
          method: route.method as 'GET',
          url: fill(route.url),
          headers: bearer(token),
        });
        expect(res.statusCode, `${route.method} ${route.url}`).toBe(403);
        expectErrorBody(res, `${route.method} ${route.url}`);
      }
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
      {
        name: 'deeply nested JSON',
        payload: `${'['.repeat(300_000)}"\u0000"${']'.repeat(300_000)}`,
        type: 'application/json',
      },
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

/** Field names the forms and the API use, and more a future form might. */
const fieldNames = (
  'email password firstName lastName text subject bio name title description phone message ' +
  'issue street notes q token code state reason typeOfService availability school gender ' +
  'bankName descriptionAddress instagramUsername postalCode profession city amount tag ' +
  'stripeCardId userPhone mobileNumber cursor sort categories status serviceId appointmentAt'
).split(' ');
const controls = ['\u0000', '\u0001', '\u0007', '\u000b', '\u000c', '\u001b', '\u007f'];

/** A 400 naming `field` with the control-character message (or `problem`). */
function expectRefused(
  res: { statusCode: number; json(): unknown },
  field: string,
  label: string,
  problem = CONTROL_CHARACTER,
) {
  expectErrorBody(res, label);
  const { error } = ErrorBody.parse(res.json());
  expect(res.statusCode, label).toBe(400);
  expect(error.fields?.[field], `${label}: fields ${JSON.stringify(error.fields)}`).toBe(problem);
}

/** What no text field takes, whatever it is (decision 0028), with the message each gets. */
const unwelcome: Array<[string, string, string]> = [
  ['a lone surrogate', 'a\ud800b', BROKEN_CHARACTER],
  ['a right-to-left override', 'a\u202Eb', INVISIBLE_CHARACTER],
  ['a zero-width space', 'a\u200Bb', INVISIBLE_CHARACTER],
  ['NEXT LINE (C1)', 'a\u0085b', CONTROL_CHARACTER],
];
/** The same, as a URL carries them (a lone surrogate has no UTF-8 form). */
const unwelcomeInUrls: Array<[string, string]> = [
  ['%E2%80%AE', INVISIBLE_CHARACTER],
  ['%E2%80%8B', INVISIBLE_CHARACTER],
  ['%C2%85', CONTROL_CHARACTER],
];
/** Bodies of at most 15 fields (the 400 names 20 at most), each field given each character. */
const unwelcomeBodies = unwelcome.flatMap((_, shift) =>
  Array.from({ length: Math.ceil(fieldNames.length / 15) }, (_, chunk) =>
    fieldNames.slice(chunk * 15, chunk * 15 + 15).map((field, i) => {
      const [what, text, problem] = unwelcome[(i + shift) % unwelcome.length]!;
      return { field, what, text, problem };
    }),
  ),
);

describe('every API route with control characters', () => {
  // As an admin, who passes every guard, so the input itself is what gets judged.
  const send = (method: string, url: string, payload?: unknown) =>
    t.app.inject({
      method: method as 'POST',
      url,
      remoteAddress: caller(),
      ...(payload === undefined
        ? { headers: bearer(adminToken) }
        : {
            headers: { ...bearer(adminToken), 'content-type': 'application/json' },
            payload: JSON.stringify(payload),
          }),
    });

  it('refuses them in any body field with a 400 naming the field', async () => {
    expect(bodyRoutes().filter((r) => r.hasBody).length).toBeGreaterThan(10);
    for (const route of bodyRoutes().filter((r) => r.hasBody)) {
      const label = `${route.method} ${route.url}`;
      for (const field of fieldNames) {
        const res = await send(route.method, fill(route.url), { [field]: 'a\u0000b' });
        expectRefused(res, field, `${label} with NUL in ${field}`);
      }
      const all = Object.fromEntries(fieldNames.map((f, i) => [f, `a${controls[i % 7]}b`]));
      const nested = {
        ...all,
        location: { street: 'a\u001bb' },
        services: [{ serviceId: '\u007f' }],
      };
      const res = await send(route.method, fill(route.url), nested);
      expectRefused(res, 'location.street', `${label} with a nested control character`);
      expectRefused(res, 'services.0.serviceId', `${label} with one in an array`);
      expectRefused(
        await send(route.method, fill(route.url), [{ _id: 'a\u0000' }]),
        '0._id',
        label,
      );
      expectRefused(await send(route.method, fill(route.url), { 'a\u0000': 'b' }), '_', label);
    }
  });

  it('refuses lone surrogates, C1 controls, bidi overrides and zero-width characters in any body field', async () => {
    for (const route of bodyRoutes().filter((r) => r.hasBody)) {
      for (const fields of unwelcomeBodies) {
        const body = Object.fromEntries(fields.map((f) => [f.field, f.text]));
        const res = await send(route.method, fill(route.url), body);
        for (const { field, what, problem } of fields) {
          expectRefused(
            res,
            field,
            `${route.method} ${route.url} with ${what} in ${field}`,
            problem,
          );
        }
      }
    }
  });

  it('refuses C1 controls, bidi overrides and zero-width characters in queries and paths', async () => {
    for (const route of routes()) {
      const label = `${route.method} ${route.url}`;
      for (const [c, problem] of unwelcomeInUrls) {
        for (const field of route.hasQuery ? fieldNames : ['q']) {
          const res = await send(route.method, `${fill(route.url)}?${field}=a${c}b`);
          expectRefused(res, field, `${label}?${field}=a${c}b`, problem);
        }
        for (const param of route.url.match(/(?<=:)[A-Za-z]+/g) ?? []) {
          const url = fill(route.url.replace(`:${param}`, `a${c}b`));
          expectRefused(
            await send(route.method, url),
            param,
            `${label} with ${c} in :${param}`,
            problem,
          );
        }
      }
    }
  });

  it('refuses them in a query string and in path parameters', async () => {
    for (const route of routes()) {
      const label = `${route.method} ${route.url}`;
      for (const field of route.hasQuery ? fieldNames : ['q', 'page']) {
        for (const c of ['%00', '%1B', '%7F']) {
          const res = await send(route.method, `${fill(route.url)}?${field}=a${c}b`);
          expectRefused(res, field, `${label}?${field}=a${c}b`);
        }
      }
      for (const param of route.url.match(/(?<=:)[A-Za-z]+/g) ?? []) {
        const url = fill(route.url.replace(`:${param}`, 'a%00b'));
        expectRefused(await send(route.method, url), param, `${label} with NUL in :${param}`);
      }
    }
  });
});

describe('every API route with a broken multipart body', () => {
  const part = 'Content-Disposition: form-data; name="files"; filename="a.png"\r\n';
  const broken = [
    {
      name: 'no boundary',
      type: 'multipart/form-data',
      body: `--x\r\n${part}\r\nabc\r\n--x--\r\n`,
    },
    { name: 'truncated', type: 'multipart/form-data; boundary=x', body: `--x\r\n${part}\r\nab` },
    {
      name: 'cut in the headers',
      type: 'multipart/form-data; boundary=x',
      body: '--x\r\nContent-Disp',
    },
    {
      name: 'a huge boundary',
      type: `multipart/form-data; boundary=${'b'.repeat(400)}`,
      body: '--b',
    },
    { name: 'an empty boundary', type: 'multipart/form-data; boundary=', body: '--\r\n' },
    {
      name: 'a NUL in the file name',
      type: 'multipart/form-data; boundary=x',
      body: `--x\r\n${part.replace('a.png', 'a\u0000.png')}\r\nabc\r\n--x--\r\n`,
    },
  ];

  it('answers a 4xx with the error body, never a 5xx', async () => {
    for (const route of bodyRoutes()) {
      for (const { name, type, body } of broken) {
        const res = await t.app.inject({
          method: route.method as 'POST',
          url: fill(route.url),
          headers: { ...bearer(adminToken), 'content-type': type },
          payload: body,
        });
        expectErrorBody(res, `${route.method} ${route.url} with ${name}`);
      }
    }
  });

  it('keeps uploads to multipart: JSON is refused with 415 and a file too large with 413', async () => {
    const uploads = routes().filter((r) => r.multipart);
    expect(uploads.length).toBeGreaterThanOrEqual(2);
    for (const route of uploads) {
      const label = `${route.method} ${route.url}`;
      const token = route.access === 'artist' ? adminToken : userToken;
      const json = await t.app.inject({
        method: 'POST',
        url: fill(route.url),
        headers: bearer(token),
        payload: { files: 'x' },
      });
      expect(json.statusCode, label).toBe(415);
      expectErrorBody(json, label);
      // Over every upload's limit (pictures 5 MB, credentials 10 MB).
      const big = Buffer.alloc(11 * 1024 * 1024, 1);
      const res = await t.app.inject({
        method: 'POST',
        url: fill(route.url),
        headers: { ...bearer(token), 'content-type': 'multipart/form-data; boundary=x' },
        payload: Buffer.concat([
          Buffer.from(`--x\r\n${part}\r\n`),
          big,
          Buffer.from('\r\n--x--\r\n'),
        ]),
      });
      expect(res.statusCode, `${label} with 11 MB`).toBe(413);
      expectErrorBody(res, `${label} with 11 MB`);
    }
  });
});

describe('caching of signed-in answers', () => {
  it('sends Cache-Control: no-store on every non-public route and every call with a token', async () => {
    for (const route of routes()) {
      // A fresh account each time: some routes delete or change their caller.
      const { token } = await t.signUp({ role: route.access === 'admin' ? 'Admin' : 'user' });
      const res = await t.app.inject({
        method: route.method as 'GET',
        url: fill(route.url),
        headers: bearer(token),
        remoteAddress: caller(),
      });
      expect(res.statusCode, `${route.method} ${route.url}`).not.toBe(401);
      expect(res.headers['cache-control'], `${route.method} ${route.url}`).toBe('no-store');
    }
  });

  it('leaves anonymous public reads cacheable', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).not.toBe('no-store');
  });
});
