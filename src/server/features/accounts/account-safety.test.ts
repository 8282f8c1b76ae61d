import { like, sql } from 'drizzle-orm';
import PostalMime from 'postal-mime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimitHits, users } from '#server/db/schema/index.ts';
import { signInFailureLimits } from '#server/http/rate-limit-policy.ts';
import { startSmtpSink, type SmtpSink } from '#tests/support/smtp-sink.ts';
import { createTestApp, eventually, type TestApp } from '#tests/support/test-app.ts';

/**
 * Issue 21: limits that stop abuse without locking out real people, and no account
 * enumeration. E-mails cross a real SMTP exchange (the sink) through the job queue.
 */
let t: TestApp;
let smtp: SmtpSink;
let addresses = 0;
/** A caller address of its own for each test, so limits never leak from one test to another. */
const newAddress = () => `198.51.100.${++addresses}`;
let people = 0;
const newEmail = () => `person${++people}-${Date.now()}@example.com`;

beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await createTestApp({ SMTP_URL: smtp.url });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

type Res = Awaited<ReturnType<TestApp['app']['inject']>>;
const post = (url: string, payload: object, from: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress: from, headers });
const login = (email: string, password: string, from: string) =>
  post('/api/user/login', { email, password }, from);
const register = (email: string, from: string, password = 'rose-gold-7') =>
  post('/api/user/send', { firstName: 'Ana', lastName: 'Silva', email, password }, from);

/** A 429 that says when to try again, in words and in `Retry-After`. */
function expectLimited(res: Res, label = '') {
  expect(res.statusCode, label).toBe(429);
  const seconds = Number(res.headers['retry-after']);
  expect(seconds, `${label} Retry-After`).toBeGreaterThan(0);
  const { error } = res.json<{ error: { code: string; message: string } }>();
  expect(error.code).toBe('rate_limited');
  expect(error.message).toMatch(/Please try again in \d+ (seconds?|minutes?)/);
  return seconds;
}

/** Messages the SMTP sink received for `to` whose subject matches, once the job sent them. */
async function mailsTo(to: string, subject: RegExp, count = 1) {
  return eventually(async () => {
    const found = [];
    for (const raw of smtp.messages) {
      const mail = await PostalMime.parse(raw);
      if (mail.to?.[0]?.address === to.toLowerCase() && subject.test(mail.subject ?? '')) {
        found.push(mail);
      }
    }
    return found.length >= count ? found : null;
  });
}

/** As if the latest counted failure were `seconds` older: the clock moves, the test does not wait. */
async function age(keyPart: string, seconds: number) {
  await t.database.db
    .update(rateLimitHits)
    .set({ lastHitAt: sql`${rateLimitHits.lastHitAt} - ${seconds} * interval '1 second'` })
    .where(like(rateLimitHits.key, `%${keyPart}`));
}

describe('sign-ups', () => {
  it('takes 5 an hour from one address, whatever e-mails it names', async () => {
    const from = newAddress();
    for (let i = 0; i < 5; i++) expect((await register(newEmail(), from)).statusCode).toBe(200);
    const sixth = await register(newEmail(), from);
    expect(expectLimited(sixth)).toBeGreaterThan(55 * 60);
    // Another address is not held back by this one.
    expect((await register(newEmail(), newAddress())).statusCode).toBe(200);
  });

  it('answers an address that has an account exactly as a new one, and tells its owner', async () => {
    const owner = await t.signUp({ email: newEmail() });
    const fresh = newEmail();
    const known = await register(owner.email.toUpperCase(), newAddress());
    const unknown = await register(fresh, newAddress());
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    const message = (email: string) =>
      `We sent a confirmation link to ${email}. It expires in 24 hours.`;
    expect(known.json()).toEqual({ message: message(owner.email.toUpperCase()) });
    expect(unknown.json()).toEqual({ message: message(fresh) });

    const [mail] = await mailsTo(owner.email, /already have/);
    expect(mail!.text).toMatch(/Someone tried to create/);
    expect(mail!.text).toContain('https://blush.test/forgot');
    expect(mail!.text).not.toMatch(/confirmation\//);
    await mailsTo(fresh, /Confirm your/);
    const rows = await t.database.db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = ${owner.email.toLowerCase()}`);
    expect(rows).toHaveLength(1);
    // The owner's password is untouched.
    expect((await login(owner.email, owner.password, newAddress())).statusCode).toBe(200);
  });

  it('takes about as long for an address that has an account as for a new one', async () => {
    const owners = await Promise.all([1, 2, 3, 4, 5].map(() => t.signUp({ email: newEmail() })));
    const known: number[] = [];
    const unknown: number[] = [];
    for (const owner of owners) {
      let started = performance.now();
      await register(owner.email, newAddress());
      known.push(performance.now() - started);
      started = performance.now();
      await register(newEmail(), newAddress());
      unknown.push(performance.now() - started);
    }
    // Without hashing the password for a known address, it answers in a fraction of the time.
    // The fastest of each: a busy machine only ever adds time, to either kind.
    expect(Math.min(...known)).toBeGreaterThan(Math.min(...unknown) * 0.5);
  });
});

describe('sign-in', () => {
  it('never counts successful sign-ins: 12 in a row from one address all succeed', async () => {
    const artist = await t.signUp({ email: newEmail() });
    const from = newAddress();
    for (let i = 0; i < 12; i++) {
      expect((await login(artist.email, artist.password, from)).statusCode, `#${i + 1}`).toBe(200);
    }
  });

  it('slows an account after 5 failures, with delays that grow, and tells the owner how long', async () => {
    const owner = await t.signUp({ email: newEmail() });
    const { free, firstDelaySeconds } = signInFailureLimits.perAccount;
    // From different addresses: the account's own counter is what answers.
    for (let i = 0; i < free; i++) {
      expect((await login(owner.email, 'wrong', newAddress())).statusCode).toBe(401);
    }
    const held = await login(owner.email, 'wrong', newAddress());
    const first = expectLimited(held);
    expect(first).toBeLessThanOrEqual(firstDelaySeconds);
    expect(held.json<{ error: { message: string } }>().error.message).toMatch(
      /failed sign-ins.*reset your password/,
    );
    // Even the right password waits: a delay that let it through would confirm a guess.
    expect((await login(owner.email, owner.password, newAddress())).statusCode).toBe(429);

    await age(`perAccount|${owner.email.toLowerCase()}`, firstDelaySeconds);
    expect((await login(owner.email, 'wrong', newAddress())).statusCode).toBe(401);
    const second = expectLimited(await login(owner.email, 'wrong', newAddress()));
    expect(second).toBeGreaterThan(firstDelaySeconds);
    expect(second).toBeLessThanOrEqual(firstDelaySeconds * 2);
  });

  it('lets no burst of parallel guesses past the account’s free failures', async () => {
    const owner = await t.signUp({ email: newEmail() });
    const answers = await Promise.all(
      Array.from({ length: 15 }, () => login(owner.email, 'wrong', newAddress())),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(signInFailureLimits.perAccount.free);
    expect(statuses.filter((s) => s === 429)).toHaveLength(
      15 - signInFailureLimits.perAccount.free,
    );
  });

  it('clears the account’s failures on a successful sign-in', async () => {
    const owner = await t.signUp({ email: newEmail() });
    const { free } = signInFailureLimits.perAccount;
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < free - 1; i++) {
        expect((await login(owner.email, 'wrong', newAddress())).statusCode).toBe(401);
      }
      expect((await login(owner.email, owner.password, newAddress())).statusCode).toBe(200);
    }
  });

  it('slows and then refuses 30 failed sign-ins across 30 accounts from one address', async () => {
    const from = newAddress();
    const { free, refuseAfter, maxDelaySeconds } = signInFailureLimits.perAddress;
    /** Per account: how it was answered, waiting out each delay as a patient attacker would. */
    const outcomes: string[] = [];
    for (let i = 0; i < 30; i++) {
      const email = newEmail();
      let outcome = '';
      for (;;) {
        const res = await login(email, 'Password1', from);
        if (res.statusCode === 401) {
          outcome += 'failed';
          break;
        }
        const wait = expectLimited(res, `account ${i + 1}`);
        if (wait > maxDelaySeconds) {
          // Refused: no waiting helps until the hour is over.
          expect(wait).toBeGreaterThan(50 * 60);
          outcome += 'refused';
          break;
        }
        outcome += 'slowed,';
        await age(`perAddress|${from}`, wait);
      }
      outcomes.push(outcome);
    }
    expect(outcomes.slice(0, free)).toEqual(Array(free).fill('failed'));
    expect(outcomes.slice(free, refuseAfter)).toEqual(
      Array(refuseAfter - free).fill('slowed,failed'),
    );
    expect(outcomes.slice(refuseAfter)).toEqual(Array(30 - refuseAfter).fill('refused'));
    // A refused address is refused even with a right password; elsewhere the account is fine.
    const someone = await t.signUp({ email: newEmail() });
    expect((await login(someone.email, someone.password, from)).statusCode).toBe(429);
    expect((await login(someone.email, someone.password, newAddress())).statusCode).toBe(200);
  });

  it('lets a locked-out person reset the password and sign in at once', async () => {
    const owner = await t.signUp({ email: newEmail() });
    for (let i = 0; i < 8; i++) await login(owner.email, 'wrong', newAddress());
    expect((await login(owner.email, owner.password, newAddress())).statusCode).toBe(429);

    expect((await post('/api/user/forgot', { email: owner.email }, newAddress())).statusCode).toBe(
      200,
    );
    const [mail] = await mailsTo(owner.email, /Reset your/);
    const token = /\/reset\/([\w-]+)/.exec(mail!.text ?? '')![1]!;
    const reset = await post('/api/user/reset', { token, password: 'fresh-start-1' }, newAddress());
    expect(reset.statusCode).toBe(200);
    await mailsTo(owner.email, /password was changed/);
    expect((await login(owner.email, 'fresh-start-1', newAddress())).statusCode).toBe(200);
  });
});

describe('reset and resend requests', () => {
  it('limits them per address across accounts, and per account across addresses', async () => {
    for (const url of ['/api/user/forgot', '/api/user/resend']) {
      const from = newAddress();
      for (let i = 0; i < 10; i++) {
        expect((await post(url, { email: newEmail() }, from)).statusCode, url).toBe(200);
      }
      expectLimited(await post(url, { email: newEmail() }, from), url);

      const target = newEmail();
      for (let i = 0; i < 3; i++) {
        expect((await post(url, { email: target }, newAddress())).statusCode, url).toBe(200);
      }
      expectLimited(await post(url, { email: target }, newAddress()), url);
    }
  });
});

describe('per-user limits', () => {
  it('answers a signed-in user over a limit with 429 and Retry-After', async () => {
    const user = await t.signUp({ email: newEmail() });
    const change = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/user/password',
        remoteAddress: newAddress(),
        headers: { authorization: `Bearer ${user.token}` },
        payload: { currentPassword: 'not-it', password: 'whatever-1' },
      });
    for (let i = 0; i < 10; i++) expect((await change()).statusCode).toBe(400);
    expect(expectLimited(await change())).toBeGreaterThan(55 * 60);
  });
});

describe('the caller address', () => {
  it('ignores X-Forwarded-For unless TRUST_PROXY is set', async () => {
    const from = newAddress();
    for (let i = 0; i < 5; i++) {
      const res = await register(newEmail(), from, 'rose-gold-7');
      expect(res.statusCode).toBe(200);
    }
    // Claiming another address in a header changes nothing: the connection is what counts.
    const spoofed = await post(
      '/api/user/send',
      { firstName: 'A', lastName: 'B', email: newEmail(), password: 'rose-gold-7' },
      from,
      { 'x-forwarded-for': '203.0.113.99' },
    );
    expect(spoofed.statusCode).toBe(429);
  });

  it('counts by the forwarded address behind a trusted proxy', async () => {
    const proxied = await createTestApp({ TRUST_PROXY: '127.0.0.1' });
    try {
      const send = (forwarded: string) =>
        proxied.app.inject({
          method: 'POST',
          url: '/api/user/send',
          remoteAddress: '127.0.0.1',
          headers: { 'x-forwarded-for': forwarded },
          payload: { firstName: 'A', lastName: 'B', email: newEmail(), password: 'rose-gold-7' },
        });
      for (let i = 0; i < 5; i++) expect((await send('203.0.113.1')).statusCode).toBe(200);
      expect((await send('203.0.113.1')).statusCode).toBe(429);
      // Another person behind the same proxy is counted on their own.
      expect((await send('203.0.113.2')).statusCode).toBe(200);
    } finally {
      await proxied.close();
    }
  });
});
