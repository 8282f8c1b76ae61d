import { createHash, generateKeyPairSync } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type Adapter, type AdapterPayload, type JWK } from 'oidc-provider';

/**
 * A real OpenID provider (oidc-provider, the certified implementation) standing in for Google
 * in tests: one confidential client that must use PKCE, accounts the test controls, and a
 * small sign-in page of its own instead of the library's development pages (those pull a web
 * font from the internet and ask for consent separately).
 */

/** An account at the provider, with the claims Google sends. */
// A type, not an interface: oidc-provider wants claims with an index signature.
export type ProviderAccount = {
  sub: string;
  email?: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
  name?: string;
};

export interface OidcProviderOptions {
  /** Where the client may be sent back (Blush's `${PUBLIC_URL}/oauth/google`). */
  redirectUris: string[];
  port?: number;
  host?: string;
  clientId?: string;
  clientSecret?: string;
}

export interface OidcProviderServer {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Adds or replaces an account; the sign-in page finds it by e-mail (or sub). */
  addAccount(account: ProviderAccount): void;
  close(): Promise<void>;
}

export async function startOidcProvider(options: OidcProviderOptions): Promise<OidcProviderServer> {
  const host = options.host ?? '127.0.0.1';
  const clientId = options.clientId ?? 'blush-test-client';
  const clientSecret = options.clientSecret ?? 'blush-test-secret-0123456789';
  const accounts = new Map<string, ProviderAccount>();
  // The sign-in page takes an e-mail, or an account's sub for an account without one.
  const byLogin = (login: string) =>
    accounts.get(login) ??
    [...accounts.values()].find((a) => a.email?.toLowerCase() === login.toLowerCase());

  const server = createServer();
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, host, resolve));
  const { port } = server.address() as AddressInfo;
  const issuer = `http://${host}:${port}`;

  const signingKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({
    format: 'jwk',
  });
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: options.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        // Blush sends its secret in the form body, as it does to Google.
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    pkce: { required: () => true },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name'],
    },
    findAccount: (_ctx, sub) => {
      const account = accounts.get(sub);
      return account ? { accountId: sub, claims: () => account } : undefined;
    },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    jwks: { keys: [{ ...(signingKey as JWK), kid: 'test', use: 'sig', alg: 'RS256' }] },
    cookies: { keys: ['blush-test-cookie-key'] },
    adapter: memoryAdapter(),
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      IdToken: 600,
      Interaction: 600,
      Session: 600,
      Grant: 600,
    },
  });
  const callback = provider.callback();

  /** The sign-in page: an e-mail picks the account; an unknown e-mail makes a verified one. */
  async function interaction(req: IncomingMessage, res: ServerResponse, uid: string) {
    const details = await provider.interactionDetails(req, res);
    if (details.uid !== uid) throw new Error('interaction mismatch');
    if (req.method === 'GET') return page(res, signInPage(uid));
    const form = new URLSearchParams(await readBody(req));
    if (form.get('cancel') !== null) {
      return provider.interactionFinished(
        req,
        res,
        { error: 'access_denied', error_description: 'End-User cancelled the sign-in' },
        { mergeWithLastSubmission: false },
      );
    }
    const email = (form.get('email') ?? '').trim();
    if (!email) return page(res, signInPage(uid, 'Enter an e-mail address.'), 400);
    let account = byLogin(email);
    if (!account) {
      const [local = 'someone'] = email.split('@');
      account = {
        sub: createHash('sha256').update(email.toLowerCase()).digest('hex').slice(0, 21),
        email,
        email_verified: true,
        given_name: local,
        family_name: 'Tester',
      };
      accounts.set(account.sub, account);
    }
    // Sign-in and consent in one step: Blush is a first-party client asking for the usual scopes.
    const grant = new provider.Grant({
      accountId: account.sub,
      clientId: String(details.params.client_id),
    });
    grant.addOIDCScope(String(details.params.scope));
    const grantId = await grant.save();
    await provider.interactionFinished(
      req,
      res,
      { login: { accountId: account.sub }, consent: { grantId } },
      { mergeWithLastSubmission: false },
    );
  }

  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const path = new URL(req.url ?? '/', issuer).pathname;
    // Browsers ask every origin for an icon; answer so a test sees no stray 404.
    if (path === '/favicon.ico') return res.writeHead(204).end();
    const match = /^\/interaction\/([\w-]+)$/.exec(path);
    if (!match) return void callback(req, res);
    interaction(req, res, match[1]!).catch((error: unknown) => {
      if (!res.headersSent) page(res, `<p>${escape(String(error))}</p>`, 400);
    });
  });

  return {
    issuer,
    clientId,
    clientSecret,
    addAccount: (account) => accounts.set(account.sub, account),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function signInPage(uid: string, error?: string): string {
  return `
    <main>
      <h1>Sign in to the test provider</h1>
      <p>This page stands in for Google in Blush's tests.</p>
      ${error ? `<p role="alert">${escape(error)}</p>` : ''}
      <form method="post" action="/interaction/${escape(uid)}">
        <label for="email">Email</label>
        <input id="email" name="email" type="email" autocomplete="email" required>
        <button type="submit">Sign in</button>
        <button type="submit" name="cancel" value="1" formnovalidate>Cancel</button>
      </form>
    </main>`;
}

function page(res: ServerResponse, body: string, status = 200): void {
  res.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
  });
  res.end(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Test provider</title>` +
      `<link rel="icon" href="data:,"></head><body>${body}</body></html>`,
  );
}

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8').slice(0, 10_000);
}

/** The provider's store, in memory: the server lives as long as one test file or e2e run. */
function memoryAdapter(): (model: string) => Adapter {
  const store = new Map<string, AdapterPayload>();
  return (model) => {
    const key = (id: string) => `${model}:${id}`;
    const done = <T>(value?: T) => Promise.resolve(value);
    return {
      upsert: (id, payload) => done(void store.set(key(id), payload)),
      find: (id) => done(store.get(key(id))),
      findByUid: (uid) =>
        done([...store].find(([k, p]) => k.startsWith(`${model}:`) && p.uid === uid)?.[1]),
      findByUserCode: () => done(),
      consume: (id) => {
        const payload = store.get(key(id));
        if (payload) payload.consumed = Math.floor(Date.now() / 1000);
        return done();
      },
      destroy: (id) => done(void store.delete(key(id))),
      revokeByGrantId: (grantId) => {
        for (const [k, p] of store) if (p.grantId === grantId) store.delete(k);
        return done();
      },
    };
  };
}

/**
 * Plays the browser through the provider over HTTP: follows the authorization URL, submits
 * the sign-in page with `email`, and returns the query of the redirect back to Blush.
 */
export async function authorizeAt(
  url: string,
  email: string,
  redirectUri: string,
): Promise<URLSearchParams> {
  const cookies = new Map<string, string>();
  const send = async (target: string, init: RequestInit = {}) => {
    const response = await fetch(target, {
      ...init,
      redirect: 'manual',
      headers: {
        ...(init.headers as Record<string, string>),
        cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      },
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at);
      const value = pair.slice(at + 1);
      if (value && !/max-age=0|expires=thu, 01 jan 1970/i.test(line)) cookies.set(name, value);
      else cookies.delete(name);
    }
    return response;
  };

  let response = await send(url);
  for (let hop = 0; hop < 10; hop++) {
    const location = response.headers.get('location');
    if (response.status === 200 && !location) {
      // The sign-in page: fill it in as a person would.
      const html = await response.text();
      const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
      if (!action) throw new Error(`no sign-in form at ${response.url}`);
      response = await send(new URL(action, url).toString(), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ email }).toString(),
      });
      continue;
    }
    if (!location)
      throw new Error(`provider answered ${response.status}: ${await response.text()}`);
    const next = new URL(location, url);
    if (next.toString().startsWith(redirectUri)) return next.searchParams;
    response = await send(next.toString());
  }
  throw new Error('too many redirects at the provider');
}
