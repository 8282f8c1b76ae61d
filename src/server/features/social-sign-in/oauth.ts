import { createHmac } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { SocialProvider } from '#shared/schemas/user.ts';
import type { Env } from '../../env.ts';
import { AppError } from '../../app-error.ts';

/**
 * The OAuth 2 authorization-code flow with PKCE against Google (OpenID Connect, endpoints by
 * discovery) and Facebook (Graph API). Plain `fetch`: the flow is three requests, and the
 * server talks to the provider directly over TLS, so the userinfo answer is trusted as is
 * (OpenID Connect Core 3.1.3.7) and the ID token is not needed.
 */

/** What a provider says about the person, in one shape. */
export interface SocialProfile {
  subject: string;
  email: string | null;
  /** Only true when the provider asserts that it verified the address. */
  emailVerified: boolean;
  firstName: string;
  lastName: string;
}

export interface OAuthProvider {
  name: SocialProvider;
  label: string;
  authorizationUrl(params: { state: string; codeChallenge: string }): Promise<string>;
  /** Exchanges the code (with the PKCE verifier) and reads the profile. */
  profile(code: string, codeVerifier: string): Promise<SocialProfile>;
}

const TIMEOUT_MS = 10_000;
export const labels: Record<SocialProvider, string> = { google: 'Google', facebook: 'Facebook' };

/** The providers whose client id and secret are set; only they get a button. */
export function configuredProviders(env: Env): SocialProvider[] {
  const providers: SocialProvider[] = [];
  if (env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET) providers.push('google');
  if (env.FACEBOOK_CLIENT_ID && env.FACEBOOK_CLIENT_SECRET) providers.push('facebook');
  return providers;
}

export function redirectUri(env: Env, provider: SocialProvider): string {
  return `${env.PUBLIC_URL}/oauth/${provider}`;
}

/**
 * The provider by name, or null when it is unknown or not configured. Failures of the
 * provider are logged on `log` (the caller only sees a short message).
 */
export function oauthProvider(
  env: Env,
  name: string,
  log: FastifyBaseLogger,
): OAuthProvider | null {
  if (name === 'google' && env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET) {
    return google(env, caller('google', log), env.GOOGLE_CLIENT_ID, env.GOOGLE_CLIENT_SECRET);
  }
  if (name === 'facebook' && env.FACEBOOK_CLIENT_ID && env.FACEBOOK_CLIENT_SECRET) {
    return facebook(
      env,
      caller('facebook', log),
      env.FACEBOOK_CLIENT_ID,
      env.FACEBOOK_CLIENT_SECRET,
    );
  }
  return null;
}

interface CallInit {
  method?: 'POST';
  headers?: Record<string, string>;
  body?: string;
}
type Call = <T>(url: string, init: CallInit, shape: z.ZodType<T>) => Promise<T>;

/**
 * Requests to one provider: each has a timeout, and any failure becomes a clear 503 whose
 * cause goes to the log only. A code the provider refuses is the caller's 400.
 */
function caller(provider: SocialProvider, log: FastifyBaseLogger): Call {
  const label = labels[provider];
  const unavailable = (url: string, why: string) => {
    log.warn({ provider, url: url.split('?')[0], why }, 'social sign-in provider failed');
    return new AppError(
      'unavailable',
      `${label} sign-in is not available right now. Please try again.`,
    );
  };
  return async (url, init, shape) => {
    let response: Response;
    try {
      response = await fetch(url, {
        ...init,
        headers: { accept: 'application/json', ...init.headers },
        redirect: 'error',
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw unavailable(url, String(error));
    }
    const body: unknown = await response.json().catch(() => null);
    if (!response.ok) {
      // invalid_grant: the code is unknown, used, expired, or its PKCE verifier does not match.
      const error = (body as { error?: unknown } | null)?.error;
      if (response.status === 400 && (error === 'invalid_grant' || isFacebookCodeError(error))) {
        // Usually an old or replayed code; logged in case it is a misconfiguration instead.
        log.info({ provider, url: url.split('?')[0], error }, 'social sign-in code refused');
        throw new AppError(
          'bad_request',
          `${label} did not accept this sign-in. It may have expired; please try again.`,
        );
      }
      throw unavailable(url, `HTTP ${response.status} ${typeof error === 'string' ? error : ''}`);
    }
    const parsed = shape.safeParse(body);
    if (!parsed.success) throw unavailable(url, 'unexpected answer');
    return parsed.data;
  };
}

/** Facebook answers a bad or used code with an OAuthException (code 100) rather than invalid_grant. */
function isFacebookCodeError(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { type?: unknown }).type === 'OAuthException' &&
    (error as { code?: unknown }).code === 100
  );
}

const TokenAnswer = z.object({ access_token: z.string().min(1) });

/** What trading an authorization code (with its PKCE verifier) for an access token takes. */
interface CodeGrant {
  clientId: string;
  clientSecret: string;
  redirect: string;
  code: string;
  codeVerifier: string;
}

/** The access token for a code, from the provider's token endpoint (a form POST). */
async function accessTokenFor(
  call: Call,
  url: string,
  grant: CodeGrant,
  extra: Record<string, string> = {},
): Promise<string> {
  const fields = {
    ...extra,
    client_id: grant.clientId,
    client_secret: grant.clientSecret,
    code: grant.code,
    redirect_uri: grant.redirect,
    code_verifier: grant.codeVerifier,
  };
  const init: CallInit = {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  };
  return (await call(url, init, TokenAnswer)).access_token;
}

function withQuery(base: string, params: Record<string, string>): string {
  const url = new URL(base);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url.toString();
}

const Discovery = z.object({
  issuer: z.string(),
  authorization_endpoint: z.url(),
  token_endpoint: z.url(),
  userinfo_endpoint: z.url(),
});
type Discovery = z.infer<typeof Discovery>;

/** Discovery documents change rarely; each instance keeps one per issuer for an hour. */
const discoveries = new Map<string, { at: number; value: Discovery }>();
const DISCOVERY_TTL_MS = 60 * 60 * 1000;

async function discover(call: Call, issuer: string): Promise<Discovery> {
  const cached = discoveries.get(issuer);
  if (cached && Date.now() - cached.at < DISCOVERY_TTL_MS) return cached.value;
  const base = issuer.replace(/\/+$/, '');
  // OpenID Discovery 4.3: a document naming another issuer is not this provider's.
  const shape = Discovery.refine((d) => d.issuer.replace(/\/+$/, '') === base);
  const value = await call(`${base}/.well-known/openid-configuration`, {}, shape);
  discoveries.set(issuer, { at: Date.now(), value });
  return value;
}

const GoogleUserinfo = z.object({
  sub: z.string().min(1).max(255),
  email: z.string().optional(),
  // Some OpenID providers send the boolean as a string.
  email_verified: z.union([z.boolean(), z.enum(['true', 'false'])]).optional(),
  given_name: z.string().optional(),
  family_name: z.string().optional(),
  name: z.string().optional(),
});

function google(env: Env, call: Call, clientId: string, clientSecret: string): OAuthProvider {
  const redirect = redirectUri(env, 'google');
  return {
    name: 'google',
    label: labels.google,
    async authorizationUrl({ state, codeChallenge }) {
      const { authorization_endpoint } = await discover(call, env.GOOGLE_ISSUER);
      return withQuery(authorization_endpoint, {
        client_id: clientId,
        redirect_uri: redirect,
        response_type: 'code',
        scope: 'openid email profile',
        state,
        code_challenge: codeChallenge,
        code_challenge_method: 'S256',
      });
    },
    async profile(code, codeVerifier) {
      const endpoints = await discover(call, env.GOOGLE_ISSUER);
      const access_token = await accessTokenFor(
        call,
        endpoints.token_endpoint,
        { clientId, clientSecret, redirect, code, codeVerifier },
        { grant_type: 'authorization_code' },
      );
      const info = await call(
        endpoints.userinfo_endpoint,
        { headers: { authorization: `Bearer ${access_token}` } },
        GoogleUserinfo,
      );
      const [first = '', ...rest] = (info.name ?? '').trim().split(/\s+/);
      return {
        subject: info.sub,
        email: info.email ?? null,
        emailVerified: info.email_verified === true || info.email_verified === 'true',
        firstName: info.given_name ?? first,
        lastName: info.family_name ?? rest.join(' '),
      };
    },
  };
}

const FacebookMe = z.object({
  id: z.string().min(1).max(255),
  email: z.string().optional(),
  first_name: z.string().optional(),
  last_name: z.string().optional(),
});

function facebook(env: Env, call: Call, clientId: string, clientSecret: string): OAuthProvider {
  const redirect = redirectUri(env, 'facebook');
  const graph = env.FACEBOOK_GRAPH_URL.replace(/\/+$/, '');
  return {
    name: 'facebook',
    label: labels.facebook,
    authorizationUrl({ state, codeChallenge }) {
      return Promise.resolve(
        withQuery(env.FACEBOOK_DIALOG_URL, {
          client_id: clientId,
          redirect_uri: redirect,
          response_type: 'code',
          scope: 'email public_profile',
          state,
          code_challenge: codeChallenge,
          code_challenge_method: 'S256',
        }),
      );
    },
    async profile(code, codeVerifier) {
      const access_token = await accessTokenFor(call, `${graph}/oauth/access_token`, {
        clientId,
        clientSecret,
        redirect,
        code,
        codeVerifier,
      });
      // appsecret_proof ties the call to this app's secret, as Facebook recommends for servers.
      const proof = createHmac('sha256', clientSecret).update(access_token).digest('hex');
      const me = await call(
        withQuery(`${graph}/me`, {
          fields: 'id,email,first_name,last_name',
          appsecret_proof: proof,
        }),
        { headers: { authorization: `Bearer ${access_token}` } },
        FacebookMe,
      );
      return {
        subject: me.id,
        email: me.email ?? null,
        // Facebook does not say whether it verified the address (docs/decisions/0004).
        emailVerified: false,
        firstName: me.first_name ?? '',
        lastName: me.last_name ?? '',
      };
    },
  };
}
