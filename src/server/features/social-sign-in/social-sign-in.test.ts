import { createHash, createHmac, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  emailTokens,
  oauthStates,
  sessions,
  socialIdentities,
  users,
} from '#server/db/schema/index.ts';
import { createSession } from '#server/http/sessions.ts';
import {
  authorizeAt,
  startOidcProvider,
  type OidcProviderServer,
} from '#tests/support/oidc-provider.ts';
import { bearer, createTestApp, type TestApp } from '#tests/support/test-app.ts';
import { hashPassword } from '#server/accounts/passwords.ts';

/**
 * Social sign-in end to end over HTTP: Blush against a real OpenID provider (oidc-provider)
 * standing in for Google, and a small fake of the two Facebook Graph endpoints.
 */
const PUBLIC_URL = 'https://blush.test';
const GOOGLE_REDIRECT = `${PUBLIC_URL}/oauth/google`;
const FACEBOOK_REDIRECT = `${PUBLIC_URL}/oauth/facebook`;

let t: TestApp;
let google: OidcProviderServer;
let facebook: FacebookFake;

beforeAll(async () => {
  google = await startOidcProvider({ redirectUris: [GOOGLE_REDIRECT] });
  facebook = await startFacebookFake();
  t = await createTestApp({
    PUBLIC_URL,
    GOOGLE_CLIENT_ID: google.clientId,
    GOOGLE_CLIENT_SECRET: google.clientSecret,
    GOOGLE_ISSUER: google.issuer,
    FACEBOOK_CLIENT_ID: facebook.appId,
    FACEBOOK_CLIENT_SECRET: facebook.appSecret,
    FACEBOOK_DIALOG_URL: `${facebook.url}/dialog/oauth`,
    FACEBOOK_GRAPH_URL: facebook.url,
  });
});
afterAll(async () => {
  await t.close();
  await google.close();
  await facebook.close();
});

let counter = 0;
const uniqueEmail = (name: string) =>
  `${name}${++counter}-${randomBytes(3).toString('hex')}@example.com`;

/** A Google account at the stand-in provider. */
function googleAccount(fields: { email?: string; email_verified?: boolean } = {}) {
  const account = {
    sub: `g-${randomBytes(8).toString('hex')}`,
    email: fields.email ?? uniqueEmail('g'),
    email_verified: fields.email_verified ?? true,
    given_name: 'Grace',
    family_name: 'Hopper',
  };
  google.addAccount(account);
  return account;
}

/** Each call from its own address, so the per-address rate limits stay out of the way. */
const anyAddress = () => `10.${[...randomBytes(3)].join('.')}`;

async function start(provider: string, remoteAddress = anyAddress()) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/user/${provider}/start`,
    remoteAddress,
  });
  return { res, body: res.json<{ url: string; state: string }>() };
}

const finish = (provider: string, payload: { code: string; state: string }, language = 'en-CA') =>
  t.app.inject({
    method: 'POST',
    url: `/api/user/${provider}`,
    payload,
    remoteAddress: anyAddress(),
    headers: { 'accept-language': language },
  });

/** The whole Google flow: start, sign in at the provider as `login`, post the code back. */
async function signInWithGoogle(login: string, language = 'en-CA') {
  const { body } = await start('google');
  const back = await authorizeAt(body.url, login, GOOGLE_REDIRECT);
  expect(back.get('state')).toBe(body.state);
  return finish('google', { code: back.get('code')!, state: body.state }, language);
}

/**
 * A successful sign-in answer: Blush's own new session token and the register flag, and
 * nothing else (no provider token, code or verifier).
 */
function answerOf(res: { statusCode: number; json<T>(): T }) {
  expect(res.statusCode).toBe(200);
  const body = res.json<Record<string, unknown>>();
  expect(Object.keys(body).sort()).toEqual(['register', 'token']);
  expect(body.token).toMatch(/^[\w-]{43}$/);
  return body as { token: string; register: boolean };
}

/** The message of an error answer. */
const messageOf = (res: { json<T>(): T }) =>
  res.json<{ error: { message: string } }>().error.message;

const me = async (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) });

const passwordLogin = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/user/login', payload: { email, password } });

async function userByEmail(email: string) {
  const rows = await t.database.db.select().from(users).where(eq(users.email, email));
  return rows[0];
}

async function identitiesOf(userId: string) {
  return t.database.db
    .select({ provider: socialIdentities.provider, subject: socialIdentities.subject })
    .from(socialIdentities)
    .where(eq(socialIdentities.userId, userId));
}

/** An account registered with e-mail and password whose address was never confirmed. */
async function unconfirmedAccount(email: string, password: string) {
  const [row] = await t.database.db
    .insert(users)
    .values({
      email,
      firstName: 'Mallory',
      lastName: 'Squatter',
      passwordHash: await hashPassword(password),
      emailConfirmedAt: null,
    })
    .returning({ id: users.id });
  return row!.id;
}

describe('which providers are offered', () => {
  it('lists the configured providers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/user/social' });
    expect(res.json()).toEqual({ providers: ['google', 'facebook'] });
  });

  it('hides and refuses providers that are not configured', async () => {
    const bare = await createTestApp();
    try {
      const list = await bare.app.inject({ method: 'GET', url: '/api/user/social' });
      expect(list.json()).toEqual({ providers: [] });
      for (const url of [
        '/api/user/google/start',
        '/api/user/facebook/start',
        '/api/user/twitter/start',
      ]) {
        const res = await bare.app.inject({ method: 'POST', url });
        expect(res.statusCode, url).toBe(404);
        expect(messageOf(res)).toBe('This sign-in method is not available on this site.');
      }
      const finished = await bare.app.inject({
        method: 'POST',
        url: '/api/user/google',
        payload: { code: 'x', state: 'y' },
      });
      expect(finished.statusCode).toBe(404);
    } finally {
      await bare.close();
    }
  });

  it('says clearly when the provider cannot be reached', async () => {
    const down = await createTestApp({
      GOOGLE_CLIENT_ID: 'id',
      GOOGLE_CLIENT_SECRET: 'secret',
      GOOGLE_ISSUER: 'http://127.0.0.1:9', // the discard port: nothing answers there
    });
    try {
      const res = await down.app.inject({ method: 'POST', url: '/api/user/google/start' });
      expect(res.statusCode).toBe(503);
      expect(messageOf(res)).toBe('Google sign-in is not available right now. Please try again.');
      expect(await down.database.db.select().from(oauthStates)).toEqual([]);
    } finally {
      await down.close();
    }
  });
});

describe('starting a sign-in', () => {
  it('sends the browser to the provider with state and an S256 PKCE challenge', async () => {
    const { res, body } = await start('google');
    expect(res.statusCode).toBe(200);
    expect(Object.keys(body).sort()).toEqual(['state', 'url']);
    const url = new URL(body.url);
    expect(url.origin).toBe(google.issuer);
    const q = Object.fromEntries(url.searchParams);
    expect(q).toMatchObject({
      client_id: google.clientId,
      redirect_uri: GOOGLE_REDIRECT,
      response_type: 'code',
      scope: 'openid email profile',
      state: body.state,
      code_challenge_method: 'S256',
    });
    expect(body.state).toMatch(/^[\w-]{43}$/);
    // The verifier stays on the server; the challenge is its SHA-256.
    const [row] = await t.database.db
      .select()
      .from(oauthStates)
      .where(eq(oauthStates.state, body.state));
    expect(row!.provider).toBe('google');
    expect(q.code_challenge).toBe(
      createHash('sha256').update(row!.codeVerifier).digest('base64url'),
    );
    expect(res.body).not.toContain(row!.codeVerifier);
    const minutes = (row!.expiresAt.getTime() - row!.createdAt.getTime()) / 60_000;
    expect(minutes).toBeCloseTo(10, 1);
  });

  it('is rate limited per address', async () => {
    const address = anyAddress();
    for (let i = 0; i < 30; i++) expect((await start('google', address)).res.statusCode).toBe(200);
    expect((await start('google', address)).res.statusCode).toBe(429);
    expect((await start('google')).res.statusCode).toBe(200);
  });

  it('gives Facebook the same protections', async () => {
    const { body } = await start('facebook');
    const q = Object.fromEntries(new URL(body.url).searchParams);
    expect(q).toMatchObject({
      client_id: facebook.appId,
      redirect_uri: FACEBOOK_REDIRECT,
      response_type: 'code',
      scope: 'email public_profile',
      state: body.state,
      code_challenge_method: 'S256',
    });
  });
});

describe('Google sign-in', () => {
  it('creates an account for a new person, who then chooses a role', async () => {
    const account = googleAccount();
    const { token, register } = answerOf(await signInWithGoogle(account.email));
    expect(register).toBe(true);
    expect((await me(token)).json<unknown>()).toMatchObject({
      email: account.email,
      firstName: 'Grace',
      lastName: 'Hopper',
      hasPassword: false,
    });
    const row = await userByEmail(account.email);
    expect(row!.emailConfirmedAt).not.toBeNull();
    expect(row!.passwordHash).toBeNull();
    expect(await identitiesOf(row!.id)).toEqual([{ provider: 'google', subject: account.sub }]);
  });

  it('signs the same person in again without registering', async () => {
    const account = googleAccount();
    const first = (await signInWithGoogle(account.email)).json<{ token: string }>();
    const again = await signInWithGoogle(account.email);
    expect(again.json()).toMatchObject({ register: false });
    const a = (await me(first.token)).json<{ _id: string }>();
    const b = (await me(again.json<{ token: string }>().token)).json<{ _id: string }>();
    expect(b._id).toBe(a._id);
  });

  it('links a verified address to its confirmed account, which keeps its password', async () => {
    const owner = await t.signUp({ email: uniqueEmail('owner'), password: 'pink-lipstick' });
    googleAccount({ email: owner.email });
    const res = await signInWithGoogle(owner.email);
    expect(res.json()).toMatchObject({ register: false });
    expect((await me(res.json<{ token: string }>().token)).json()).toMatchObject({
      _id: owner.id,
      firstName: 'Test',
      hasPassword: true,
    });
    expect((await passwordLogin(owner.email, 'pink-lipstick')).statusCode).toBe(200);
    expect((await me(owner.token)).statusCode).toBe(200);
  });

  it('takes an unconfirmed account away from whoever pre-registered the address', async () => {
    // Someone registers the victim's address with their own password and never confirms it.
    const email = uniqueEmail('victim');
    const squatterId = await unconfirmedAccount(email, 'squatter-pass');
    const squatterSession = await createSession(t.database.db, squatterId);
    await t.database.db.insert(emailTokens).values({
      userId: squatterId,
      purpose: 'confirm',
      tokenHash: 'x'.repeat(64),
      email,
      expiresAt: new Date(Date.now() + 3_600_000),
    });
    // Then the real owner signs in with Google, which verified the address.
    googleAccount({ email });
    const res = await signInWithGoogle(email);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ register: true });
    expect((await me(res.json<{ token: string }>().token)).json()).toMatchObject({
      _id: squatterId,
      firstName: 'Grace',
      lastName: 'Hopper',
      hasPassword: false,
    });
    // The squatter's password, sessions and links no longer work.
    expect((await passwordLogin(email, 'squatter-pass')).statusCode).toBe(401);
    expect((await me(squatterSession)).statusCode).toBe(401);
    expect(
      await t.database.db.select().from(emailTokens).where(eq(emailTokens.userId, squatterId)),
    ).toEqual([]);
    expect((await userByEmail(email))!.emailConfirmedAt).not.toBeNull();
  });

  it('refuses to link an address the provider did not verify', async () => {
    const owner = await t.signUp({ email: uniqueEmail('owner') });
    googleAccount({ email: owner.email, email_verified: false });
    const res = await signInWithGoogle(owner.email);
    expect(res.statusCode).toBe(409);
    expect(messageOf(res)).toBe(
      'An account with this e-mail already exists. Sign in with your password.',
    );
    expect(await identitiesOf(owner.id)).toEqual([]);
  });

  it('asks for an e-mail when the provider shares none', async () => {
    const sub = `g-${randomBytes(8).toString('hex')}`;
    google.addAccount({ sub, given_name: 'No', family_name: 'Mail' });
    const res = await signInWithGoogle(sub);
    expect(res.statusCode).toBe(400);
    expect(messageOf(res)).toMatch(/^Google didn't share an e-mail address with us\./);
    expect(
      await t.database.db.select().from(socialIdentities).where(eq(socialIdentities.subject, sub)),
    ).toEqual([]);
  });

  it('refuses a blocked account, linked or matched by e-mail', async () => {
    const account = googleAccount();
    await signInWithGoogle(account.email);
    const row = await userByEmail(account.email);
    await t.database.db.update(users).set({ blockedAt: new Date() }).where(eq(users.id, row!.id));
    const linked = await signInWithGoogle(account.email);
    expect(linked.statusCode).toBe(403);
    expect(messageOf(linked)).toBe('This account is blocked — contact support');

    const blocked = await t.signUp({ email: uniqueEmail('blocked') });
    await t.database.db
      .update(users)
      .set({ blockedAt: new Date() })
      .where(eq(users.id, blocked.id));
    googleAccount({ email: blocked.email });
    expect((await signInWithGoogle(blocked.email)).statusCode).toBe(403);
    expect(await identitiesOf(blocked.id)).toEqual([]);
  });
});

describe('the state', () => {
  const expectRefused = (res: { statusCode: number; json<T>(): T }) => {
    expect(res.statusCode).toBe(400);
    const { error } = res.json<{ error: { code: string; message: string } }>();
    expect(error.code).toBe('bad_request');
    expect(error.message).toMatch(/sign-in has expired or was already used/);
  };

  it('works once: a replayed callback is refused', async () => {
    const account = googleAccount();
    const { body } = await start('google');
    const back = await authorizeAt(body.url, account.email, GOOGLE_REDIRECT);
    const payload = { code: back.get('code')!, state: body.state };
    // Two posts at once (a double click, React's double effect): exactly one goes through.
    const answers = await Promise.all([finish('google', payload), finish('google', payload)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    expectRefused(await finish('google', payload));
  });

  it('expires after 10 minutes', async () => {
    const account = googleAccount();
    const { body } = await start('google');
    const back = await authorizeAt(body.url, account.email, GOOGLE_REDIRECT);
    await t.database.db
      .update(oauthStates)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oauthStates.state, body.state));
    expectRefused(await finish('google', { code: back.get('code')!, state: body.state }));
    expect(await userByEmail(account.email)).toBeUndefined();
  });

  it('belongs to the provider it was started for', async () => {
    const account = googleAccount();
    const { body } = await start('google');
    const back = await authorizeAt(body.url, account.email, GOOGLE_REDIRECT);
    const fb = await start('facebook');
    expectRefused(await finish('google', { code: back.get('code')!, state: fb.body.state }));
    expectRefused(await finish('facebook', { code: back.get('code')!, state: body.state }));
    expect(await userByEmail(account.email)).toBeUndefined();
  });

  it('must be one Blush made', async () => {
    expectRefused(await finish('google', { code: 'some-code', state: 'made-up-state' }));
  });

  it('carries the PKCE verifier: a code redeemed with another verifier is refused', async () => {
    const account = googleAccount();
    const a = await start('google');
    const b = await start('google');
    const back = await authorizeAt(a.body.url, account.email, GOOGLE_REDIRECT);
    const code = back.get('code')!;
    // Code from sign-in A with state B: Blush sends B's verifier, and the provider says no.
    const wrong = await finish('google', { code, state: b.body.state });
    expect(wrong.statusCode).toBe(400);
    expect(messageOf(wrong)).toBe(
      'Google did not accept this sign-in. It may have expired; please try again.',
    );
    expect(await userByEmail(account.email)).toBeUndefined();
    // The same code with its own state (and so its own verifier) is accepted.
    expect((await finish('google', { code, state: a.body.state })).statusCode).toBe(200);
  });
});

describe('the refusals in the caller’s language (issue 35)', () => {
  it('says an expired sign-in, a missing or unverified address and a blocked account in French', async () => {
    const expired = await finish('google', { code: 'some-code', state: 'made-up-state' }, 'fr-CA');
    expect(messageOf(expired)).toBe(
      'Cette connexion avec Google a expiré ou a déjà servi. Veuillez recommencer.',
    );

    const sub = `g-${randomBytes(8).toString('hex')}`;
    google.addAccount({ sub, given_name: 'Sans', family_name: 'Courriel' });
    expect(messageOf(await signInWithGoogle(sub, 'fr-CA'))).toBe(
      'Google ne nous a pas transmis d’adresse courriel. Autorisez l’accès à votre adresse ' +
        'courriel, ou inscrivez-vous plutôt avec votre courriel.',
    );

    const owner = await t.signUp({ email: uniqueEmail('owner') });
    googleAccount({ email: owner.email, email_verified: false });
    expect(messageOf(await signInWithGoogle(owner.email, 'fr-CA'))).toBe(
      'Un compte existe déjà avec ce courriel. Connectez-vous avec votre mot de passe.',
    );

    const blocked = await t.signUp({ email: uniqueEmail('blocked') });
    await t.database.db
      .update(users)
      .set({ blockedAt: new Date() })
      .where(eq(users.id, blocked.id));
    googleAccount({ email: blocked.email });
    expect(messageOf(await signInWithGoogle(blocked.email, 'fr-CA'))).toBe(
      'Ce compte est bloqué — communiquez avec le soutien',
    );
  });

  it('says a code the provider refuses in French', async () => {
    const account = googleAccount();
    const a = await start('google');
    const b = await start('google');
    const back = await authorizeAt(a.body.url, account.email, GOOGLE_REDIRECT);
    const wrong = await finish('google', { code: back.get('code')!, state: b.body.state }, 'fr-CA');
    expect(messageOf(wrong)).toBe(
      'Google n’a pas accepté cette connexion. Elle a peut-être expiré; veuillez réessayer.',
    );
  });
});

describe('Facebook sign-in', () => {
  async function signInWithFacebook(profile: FacebookProfile) {
    const { body } = await start('facebook');
    const back = await facebook.authorize(body.url, profile);
    return finish('facebook', { code: back.get('code')!, state: body.state });
  }
  const fbProfile = (email?: string): FacebookProfile => ({
    id: String(10_000_000 + ++counter),
    first_name: 'Frida',
    last_name: 'Kahlo',
    ...(email ? { email } : {}),
  });

  it('creates an account whose address still needs confirming', async () => {
    const profile = fbProfile(uniqueEmail('fb'));
    const { token, register } = answerOf(await signInWithFacebook(profile));
    expect(register).toBe(true);
    expect((await me(token)).json<unknown>()).toMatchObject({
      email: profile.email,
      firstName: 'Frida',
      lastName: 'Kahlo',
    });
    // Facebook does not say it verified the address, so Blush does not treat it as confirmed.
    expect((await userByEmail(profile.email!))!.emailConfirmedAt).toBeNull();
    expect((await signInWithFacebook(profile)).json()).toMatchObject({ register: false });
  });

  it('never links to an existing account on its word alone', async () => {
    const owner = await t.signUp({ email: uniqueEmail('owner') });
    const res = await signInWithFacebook(fbProfile(owner.email));
    expect(res.statusCode).toBe(409);
    expect(await identitiesOf(owner.id)).toEqual([]);
  });

  it('loses its link when Google proves someone else owns the address', async () => {
    // A Facebook account claiming an address it may not own makes an unconfirmed account…
    const email = uniqueEmail('claimed');
    const profile = fbProfile(email);
    const fbToken = (await signInWithFacebook(profile)).json<{ token: string }>().token;
    // …then the mailbox's owner signs in with Google, which verified it.
    googleAccount({ email });
    const res = await signInWithGoogle(email);
    expect(res.json()).toMatchObject({ register: true });
    const row = await userByEmail(email);
    expect((await identitiesOf(row!.id)).map((i) => i.provider)).toEqual(['google']);
    expect((await me(fbToken)).statusCode).toBe(401);
    const again = await signInWithFacebook(profile);
    expect(again.statusCode).toBe(409);
    expect(messageOf(again)).toBe(
      'An account with this e-mail already exists. Sign in the way you signed up.',
    );
  });

  it('asks for an e-mail when Facebook shares none', async () => {
    const res = await signInWithFacebook(fbProfile());
    expect(res.statusCode).toBe(400);
    expect(messageOf(res)).toMatch(/^Facebook didn't share an e-mail address/);
  });

  it('refuses a code Facebook does not know', async () => {
    const { body } = await start('facebook');
    const res = await finish('facebook', { code: 'not-a-code', state: body.state });
    expect(res.statusCode).toBe(400);
    expect(messageOf(res)).toMatch(/^Facebook did not accept this sign-in/);
  });
});

describe('what is stored', () => {
  it('keeps only the hash of the one session it hands out, and no provider token', async () => {
    const account = googleAccount();
    const res = await signInWithGoogle(account.email);
    const row = await userByEmail(account.email);
    const stored = await t.database.db.select().from(sessions).where(eq(sessions.userId, row!.id));
    expect(stored).toHaveLength(1);
    expect(stored[0]!.tokenHash).toBe(
      createHash('sha256').update(res.json<{ token: string }>().token).digest('hex'),
    );
  });
});

// ---------------------------------------------------------------------------------------------
// A fake of the Facebook endpoints Blush uses: the login dialog (answered at once with a code
// for the profile the test chose), the token exchange (checking secret, redirect and PKCE)
// and /me (checking the token and appsecret_proof).

interface FacebookProfile {
  id: string;
  email?: string;
  first_name: string;
  last_name: string;
}

interface FacebookFake {
  url: string;
  appId: string;
  appSecret: string;
  /** Plays the dialog: returns the query Facebook would send back to Blush. */
  authorize(dialogUrl: string, profile: FacebookProfile): Promise<URLSearchParams>;
  close(): Promise<void>;
}

async function startFacebookFake(): Promise<FacebookFake> {
  const appId = '1234567890';
  const appSecret = 'facebook-test-secret';
  const codes = new Map<
    string,
    { profile: FacebookProfile; challenge: string; redirect: string }
  >();
  const tokens = new Map<string, FacebookProfile>();
  const oauthError = { error: { message: 'Invalid code', type: 'OAuthException', code: 100 } };

  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const json = (status: number, body: unknown) =>
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (req.method === 'POST' && url.pathname === '/oauth/access_token') {
      let raw = '';
      req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      req.on('end', () => {
        const form = new URLSearchParams(raw);
        const grant = codes.get(form.get('code') ?? '');
        const verifier = form.get('code_verifier') ?? '';
        const ok =
          grant &&
          form.get('client_id') === appId &&
          form.get('client_secret') === appSecret &&
          form.get('redirect_uri') === grant.redirect &&
          createHash('sha256').update(verifier).digest('base64url') === grant.challenge;
        if (!ok) return json(400, oauthError);
        codes.delete(form.get('code')!);
        const token = randomBytes(16).toString('hex');
        tokens.set(token, grant.profile);
        json(200, { access_token: token, token_type: 'bearer', expires_in: 5183944 });
      });
      return;
    }
    if (req.method === 'GET' && url.pathname === '/me') {
      const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';
      const profile = tokens.get(token);
      const proof = createHmac('sha256', appSecret).update(token).digest('hex');
      const fields = url.searchParams.get('fields') === 'id,email,first_name,last_name';
      if (!profile || !fields || url.searchParams.get('appsecret_proof') !== proof) {
        return json(400, {
          error: { message: 'Invalid token', type: 'OAuthException', code: 190 },
        });
      }
      return json(200, profile);
    }
    json(404, { error: { message: 'Unknown path', type: 'GraphMethodException', code: 100 } });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    appId,
    appSecret,
    authorize(dialogUrl, profile) {
      const q = new URL(dialogUrl).searchParams;
      expect(q.get('code_challenge_method')).toBe('S256');
      const code = randomBytes(12).toString('hex');
      codes.set(code, {
        profile,
        challenge: q.get('code_challenge')!,
        redirect: q.get('redirect_uri')!,
      });
      return Promise.resolve(new URLSearchParams({ code, state: q.get('state')! }));
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
