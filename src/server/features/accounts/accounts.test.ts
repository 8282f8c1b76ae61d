import { eq, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  devMail,
  emailTokens,
  helpMessages,
  passkeys,
  sessions,
  socialIdentities,
  users,
} from '#server/db/schema/index.ts';
import { createSession } from '#server/http/sessions.ts';
import { bearer, createTestApp, mailTo, type TestApp } from '#tests/support/test-app.ts';

let t: TestApp;
const seen: string[] = [];
let ip = 0;

/** Every call goes through here, so each answer can be checked for leaked secrets. */
async function call(options: InjectOptions & { token?: string }) {
  const { token, ...rest } = options;
  const res = await t.app.inject({
    // A fresh caller address per call: per-caller limits are tested on their own below.
    remoteAddress: `10.0.${Math.floor(++ip / 250)}.${ip % 250}`,
    ...rest,
    headers: { ...rest.headers, ...(token ? bearer(token) : {}) },
  });
  seen.push(res.body);
  return res;
}

const register = (payload: Record<string, unknown>) =>
  call({ method: 'POST', url: '/api/user/send', payload });
const login = (email: string, password: string) =>
  call({ method: 'POST', url: '/api/user/login', payload: { email, password } });
const confirm = (token: string) => call({ method: 'GET', url: `/api/user/register/${token}` });
const me = (token: string) => call({ method: 'GET', url: '/api/user', token });

let n = 0;
const newcomer = () => ({
  firstName: 'Ana',
  lastName: 'Silva',
  email: `Ana.Silva${++n}@Example.com`,
  password: 'rose-gold-7',
});

/** Registers and confirms through the API, returning the session from the link. */
async function registered() {
  const person = newcomer();
  expect((await register(person)).statusCode).toBe(200);
  const mail = await mailTo(t.database, person.email, /Confirm your/);
  const res = await confirm(mail.token!);
  expect(res.statusCode).toBe(200);
  const { token } = res.json<{ token: string }>();
  const user = (await me(token)).json<{ _id: string }>();
  return { ...person, id: user._id, token };
}

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(async () => {
  // No answer ever carries a password hash or a stored link or session token.
  const secrets = [
    ...(await t.database.db.select({ h: users.passwordHash }).from(users)).map((r) => r.h),
    ...(await t.database.db.select({ h: emailTokens.tokenHash }).from(emailTokens)).map((r) => r.h),
    ...(await t.database.db.select({ h: sessions.tokenHash }).from(sessions)).map((r) => r.h),
  ].filter((s): s is string => Boolean(s));
  for (const body of seen.splice(0)) {
    expect(body).not.toMatch(/\$argon2/);
    for (const secret of secrets) expect(body).not.toContain(secret);
  }
});

describe('registration and confirmation', () => {
  it('creates an unconfirmed account, e-mails a link, and the link signs in once', async () => {
    const person = newcomer();
    const res = await register(person);
    expect(res.statusCode).toBe(200);
    expect(res.json<{ message: string }>().message).toContain(person.email);

    const [row] = await t.database.db.select().from(users).where(eq(users.email, person.email));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row!.emailConfirmedAt).toBeNull();

    const refused = await login(person.email, person.password);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: { code: 'email_unconfirmed' } });

    const mail = await mailTo(t.database, person.email, /Confirm your/);
    expect(mail.text).toContain(`https://blush.test/confirmation/${mail.token}`);
    const confirmed = await confirm(mail.token!);
    expect(confirmed.statusCode).toBe(200);
    const answer = confirmed.json<{ token: string; purpose: string }>();
    expect(answer.purpose).toBe('register');
    expect((await me(answer.token)).json()).toMatchObject({ email: person.email });

    expect((await confirm(mail.token!)).statusCode).toBe(400);
    expect((await login(person.email.toLowerCase(), person.password)).statusCode).toBe(200);
  });

  it('keeps one account per address in any letter case, without saying so', async () => {
    const person = newcomer();
    await register(person);
    const again = await register({ ...person, email: person.email.toUpperCase() });
    expect(again.statusCode).toBe(200);
    const rows = await t.database.db
      .select()
      .from(users)
      .where(eq(sql`lower(${users.email})`, person.email.toLowerCase()));
    expect(rows).toHaveLength(1);
  });

  it.each([
    ['a missing first name', { firstName: '' }, 'firstName', 'is required'],
    ['a 31-character last name', { lastName: 'x'.repeat(31) }, 'lastName', 'at most 30'],
    ['a 65-character e-mail', { email: `${'x'.repeat(53)}@example.com` }, 'email', 'at most 64'],
    ['a 5-character password', { password: '12345' }, 'password', 'at least 6'],
    ['a 129-character password', { password: 'x'.repeat(129) }, 'password', 'at most 128'],
  ])('refuses %s beside its field', async (_name, change, field, message) => {
    const res = await register({ ...newcomer(), ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ error: { fields: Record<string, string> } }>().error.fields[field]).toContain(
      message,
    );
  });

  it('refuses fields a newcomer may not set', async () => {
    for (const extra of [{ role: 'Admin' }, { emailConfirmedAt: '2026-01-01' }, { _id: 'x' }]) {
      const person = { ...newcomer(), ...extra };
      expect((await register(person)).statusCode).toBe(400);
      expect(await t.database.db.select().from(users).where(eq(users.email, person.email))).toEqual(
        [],
      );
    }
  });

  it('refuses an expired link', async () => {
    const person = newcomer();
    await register(person);
    const mail = await mailTo(t.database, person.email, /Confirm your/);
    await t.database.db.update(emailTokens).set({ expiresAt: sql`now() - interval '1 second'` });
    expect((await confirm(mail.token!)).statusCode).toBe(400);
  });

  it('resends only to the account’s own address, with the same answer for everyone', async () => {
    const person = newcomer();
    await register(person);
    const first = await mailTo(t.database, person.email, /Confirm your/);
    const resend = (email: string) =>
      call({ method: 'POST', url: '/api/user/resend', payload: { email } });

    const answers = await Promise.all([
      resend(person.email.toUpperCase()),
      resend('nobody@example.com'),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    expect(answers[0].json()).toEqual(answers[1].json());
    // No way to name another recipient.
    const redirect = await call({
      method: 'POST',
      url: '/api/user/resend',
      payload: { email: person.email, to: 'attacker@example.com' },
    });
    expect(redirect.statusCode).toBe(400);

    const second = await mailTo(t.database, person.email, /Confirm your/, first);
    expect(second.id).not.toBe(first.id);
    expect(second.to).toBe(person.email);
    const strangers = await t.database.db
      .select()
      .from(devMail)
      .where(eq(devMail.to, 'nobody@example.com'));
    expect(strangers).toEqual([]);
    // The newest link replaces the older one.
    expect((await confirm(first.token!)).statusCode).toBe(400);
    expect((await confirm(second.token!)).statusCode).toBe(200);
  });
});

describe('password reset', () => {
  const forgot = (email: string) =>
    call({ method: 'POST', url: '/api/user/forgot', payload: { email } });
  const reset = (token: string, password: string) =>
    call({ method: 'POST', url: '/api/user/reset', payload: { token, password } });

  it('answers the same whether or not the address exists', async () => {
    const user = await registered();
    const known = await forgot(user.email);
    const unknown = await forgot('nobody-at-all@example.com');
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual({
      message: 'An email has been sent with instructions to reset your password',
    });
    expect(unknown.json()).toEqual(known.json());
  });

  it('changes the password once, and signs out every session', async () => {
    const user = await registered();
    const other = (await login(user.email, user.password)).json<{ token: string }>().token;
    await forgot(user.email);
    const mail = await mailTo(t.database, user.email, /Reset your/);
    expect(mail.text).toContain(`https://blush.test/reset/${mail.token}`);

    const res = await reset(mail.token!, 'new-blush-9');
    expect(res.json()).toEqual({ message: 'Your password has been successfully changed' });
    expect((await me(user.token)).statusCode).toBe(401);
    expect((await me(other)).statusCode).toBe(401);
    expect((await login(user.email, user.password)).statusCode).toBe(401);
    expect((await login(user.email, 'new-blush-9')).statusCode).toBe(200);
    expect((await reset(mail.token!, 'another-one-1')).statusCode).toBe(400);
  });

  it('keeps confirmation and reset links apart', async () => {
    const person = newcomer();
    await register(person);
    const confirmation = await mailTo(t.database, person.email, /Confirm your/);
    expect((await reset(confirmation.token!, 'sneaky-pass')).statusCode).toBe(400);

    await forgot(person.email);
    const resetMail = await mailTo(t.database, person.email, /Reset your/);
    expect((await confirm(resetMail.token!)).statusCode).toBe(400);
    // Both links still work for their own purpose.
    expect((await confirm(confirmation.token!)).statusCode).toBe(200);
    expect((await reset(resetMail.token!, 'proper-pass')).statusCode).toBe(200);
  });

  it('refuses an expired reset link and confirms the address of one that works', async () => {
    const person = newcomer();
    await register(person);
    await forgot(person.email);
    const mail = await mailTo(t.database, person.email, /Reset your/);
    await t.database.db
      .update(emailTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(emailTokens.purpose, 'reset'));
    expect((await reset(mail.token!, 'too-late-1')).statusCode).toBe(400);

    await forgot(person.email);
    const fresh = await mailTo(t.database, person.email, /Reset your/, mail);
    expect(fresh.id).not.toBe(mail.id);
    expect((await reset(fresh.token!, 'in-time-22')).statusCode).toBe(200);
    // The inbox owner proved the address, so the account is confirmed.
    expect((await login(person.email, 'in-time-22')).statusCode).toBe(200);
  });
});

describe('the first confirmation of an address', () => {
  /**
   * Someone signed up with another person's address at a provider that does not verify it
   * (a Facebook identity) and holds a session; the inbox owner then proves the address.
   */
  async function squatted() {
    const person = newcomer();
    await register(person);
    const [row] = await t.database.db.select().from(users).where(eq(users.email, person.email));
    await t.database.db
      .insert(socialIdentities)
      .values({ provider: 'facebook', subject: `squatter-${row!.id}`, userId: row!.id });
    const squatterSession = await createSession(t.database.db, row!.id);
    // …and added a passkey while signed in.
    await t.database.db.insert(passkeys).values({
      id: `squatter-key-${row!.id}`,
      userId: row!.id,
      publicKey: 'AAAA',
      counter: 0,
      backedUp: false,
      name: 'Chrome on Linux',
    });
    return { ...person, id: row!.id, squatterSession };
  }
  const identities = (userId: string) =>
    t.database.db.select().from(socialIdentities).where(eq(socialIdentities.userId, userId));
  const keys = (userId: string) =>
    t.database.db.select().from(passkeys).where(eq(passkeys.userId, userId));

  it('cuts off earlier sign-ins when the confirmation link is followed', async () => {
    const victim = await squatted();
    const mail = await mailTo(t.database, victim.email, /Confirm your/);
    expect((await confirm(mail.token!)).statusCode).toBe(200);
    expect(await identities(victim.id)).toEqual([]);
    expect(await keys(victim.id)).toEqual([]);
    expect((await me(victim.squatterSession)).statusCode).toBe(401);
  });

  it('cuts off earlier sign-ins when a reset link is followed', async () => {
    const victim = await squatted();
    await call({ method: 'POST', url: '/api/user/forgot', payload: { email: victim.email } });
    const mail = await mailTo(t.database, victim.email, /Reset your/);
    const res = await call({
      method: 'POST',
      url: '/api/user/reset',
      payload: { token: mail.token, password: 'mine-now-1' },
    });
    expect(res.statusCode).toBe(200);
    expect(await identities(victim.id)).toEqual([]);
    expect(await keys(victim.id)).toEqual([]);
    expect((await me(victim.squatterSession)).statusCode).toBe(401);
  });
});

describe('PATCH /api/user', () => {
  const patch = (token: string, payload: Record<string, unknown>) =>
    call({ method: 'PATCH', url: '/api/user', token, payload });

  it('saves names and a Canadian mobile number in E.164', async () => {
    const user = await registered();
    const res = await patch(user.token, {
      firstName: 'Mia',
      lastName: 'Tremblay',
      mobileNumber: '(416) 555-0123',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'User Update',
      user: { firstName: 'Mia', lastName: 'Tremblay', mobileNumber: '+14165550123' },
    });
    expect((await patch(user.token, { mobileNumber: '' })).json()).toMatchObject({
      user: { mobileNumber: null },
    });
  });

  it('keeps a verified mobile number for the Help Center to change', async () => {
    const user = await registered();
    await patch(user.token, { mobileNumber: '416 555 0123' });
    await t.database.db
      .update(users)
      .set({ mobileVerifiedAt: new Date() })
      .where(eq(users.id, user.id));
    const res = await patch(user.token, { mobileNumber: '647 555 0199', firstName: 'Mia' });
    expect(res.statusCode).toBe(409);
    const { error } = res.json<{ error: { message: string; fields: object } }>();
    expect(error.message).toContain('Help Center');
    expect(Object.keys(error.fields)).toEqual(['mobileNumber']);
    const same = await patch(user.token, { mobileNumber: '(416) 555-0123', firstName: 'Mia' });
    expect(same.json()).toMatchObject({
      user: { firstName: 'Mia', mobileNumber: '+14165550123', mobileVerified: true },
    });
  });

  it.each([
    ['a US number', { mobileNumber: '212 555 0123' }, 'mobileNumber'],
    ['a short number', { mobileNumber: '416 555 012' }, 'mobileNumber'],
    ['a 21-character first name', { firstName: 'x'.repeat(21) }, 'firstName'],
    ['an empty last name', { lastName: ' ' }, 'lastName'],
    ['a bad e-mail', { email: 'not-an-address' }, 'email'],
  ])('refuses %s', async (_name, payload, field) => {
    const user = await registered();
    const res = await patch(user.token, payload);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json<{ error: { fields: object } }>().error.fields)).toContain(field);
  });

  it.each([
    { role: 'Admin' },
    { emailConfirmedAt: null },
    { blockedAt: null },
    { _id: '00000000-0000-0000-0000-000000000000' },
    { id: '00000000-0000-0000-0000-000000000000' },
    { stripeCustomerId: 'cus_123' },
    { cards: [] },
    { passwordHash: 'x' },
    { password: 'new-password' },
  ])('never sets %o', async (payload) => {
    const user = await registered();
    const before = await t.database.db.select().from(users).where(eq(users.id, user.id));
    const res = await patch(user.token, { firstName: 'Changed', ...payload });
    expect(res.statusCode).toBe(400);
    const after = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(after).toEqual(before);
  });

  it('changes the e-mail only once the new address is confirmed', async () => {
    const user = await registered();
    const newEmail = `moved-${n}@example.com`;
    const res = await patch(user.token, { email: newEmail });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ user: { email: user.email, pendingEmail: newEmail } });
    // The old address is told, and can still sign in until the change is confirmed.
    await mailTo(t.database, user.email, /is changing/);
    expect((await login(user.email, user.password)).statusCode).toBe(200);

    const mail = await mailTo(t.database, newEmail, /Confirm your new/);
    const confirmed = await confirm(mail.token!);
    expect(confirmed.json()).toMatchObject({ purpose: 'change-email' });
    expect((await me(user.token)).json()).toMatchObject({ email: newEmail, pendingEmail: null });
    expect((await login(user.email, user.password)).statusCode).toBe(401);
    expect((await login(newEmail, user.password)).statusCode).toBe(200);
  });

  it('refuses an address that belongs to another account', async () => {
    const a = await registered();
    const b = await registered();
    const res = await patch(a.token, { email: b.email.toUpperCase() });
    expect(res.statusCode).toBe(409);
    expect((await me(a.token)).json()).toMatchObject({ email: a.email, pendingEmail: null });
  });

  it('only ever reads and writes the caller', async () => {
    const a = await registered();
    const b = await registered();
    expect((await me(a.token)).json()).toMatchObject({ _id: a.id, email: a.email });
    expect((await me(b.token)).json()).toMatchObject({ _id: b.id, email: b.email });
    await patch(a.token, { firstName: 'Alpha' });
    expect((await me(b.token)).json()).toMatchObject({ firstName: 'Ana' });
  });
});

describe('DELETE /api/user', () => {
  it('erases personal data and sessions, and frees the address', async () => {
    const user = await registered();
    await call({
      method: 'PATCH',
      url: '/api/user',
      token: user.token,
      payload: { mobileNumber: '4165550123' },
    });
    await call({
      method: 'POST',
      url: '/api/user/help',
      payload: { email: user.email, issue: 'app-problem', text: 'Please help' },
    });
    const res = await call({ method: 'DELETE', url: '/api/user', token: user.token });
    expect(res.json()).toEqual({ message: 'Your account has been permanently deleted' });

    expect((await me(user.token)).statusCode).toBe(401);
    expect((await login(user.email, user.password)).statusCode).toBe(401);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ passwordHash: null, mobileNumber: null, firstName: 'Former' });
    expect(row!.email).not.toContain(user.email.split('@')[0]!);
    expect(row!.deletedAt).not.toBeNull();
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual(
      [],
    );
    expect(
      await t.database.db.select().from(helpMessages).where(eq(helpMessages.email, user.email)),
    ).toEqual([]);
    await mailTo(t.database, user.email, /has been deleted/);
    // The address can start over.
    expect((await register({ ...newcomer(), email: user.email })).statusCode).toBe(200);
  });
});

describe('DELETE /api/profile/profile-user-dashboard (admin)', () => {
  const remove = (token: string, payload: Record<string, unknown>) =>
    call({ method: 'DELETE', url: '/api/profile/profile-user-dashboard', token, payload });

  it('deletes another account, refuses a missing id, and never the admin’s own', async () => {
    const admin = await t.signUp({ role: 'Admin' });
    const user = await registered();
    expect((await remove(admin.token, {})).statusCode).toBe(400);
    expect((await remove(admin.token, { id: admin.id })).statusCode).toBe(409);
    expect(
      (await remove(admin.token, { id: '00000000-0000-4000-8000-000000000000' })).statusCode,
    ).toBe(404);
    expect((await remove(user.token, { id: user.id })).statusCode).toBe(403);

    const res = await remove(admin.token, { id: user.id, elasticId: 'ignored' });
    expect(res.statusCode).toBe(200);
    expect((await me(user.token)).statusCode).toBe(401);
    expect((await login(user.email, user.password)).statusCode).toBe(401);
    expect((await remove(admin.token, { id: user.id })).statusCode).toBe(404);
  });
});

describe('abuse limits', () => {
  it('limits reset requests per account, whatever the caller address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await call({
        method: 'POST',
        url: '/api/user/forgot',
        payload: { email: 'target@example.com' },
      });
      statuses.push(res.statusCode);
      if (res.statusCode === 429) {
        expect(res.json<{ error: { message: string } }>().error.message).toMatch(
          /Too many attempts\. Please try again in \d+ minutes?\./,
        );
      }
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('limits failed sign-ins from one caller, not other forms', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/user/login',
        remoteAddress: '192.0.2.7',
        payload: { email: `victim${i}@example.com`, password: 'guess' },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses[10]).toBe(429);
    // Each form counts on its own: the same caller may still ask for a reset link.
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/user/forgot',
      remoteAddress: '192.0.2.7',
      payload: { email: 'victim@example.com' },
    });
    expect(other.statusCode).toBe(200);
  });
});
