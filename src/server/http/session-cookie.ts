import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/open-db.ts';
import type { Env } from '../env.ts';
import { AppError } from '../app-error.ts';
import { findActor, SESSION_DAYS, type Actor } from './sessions.ts';

/**
 * The browser's session (decision 0027): the token in an HttpOnly cookie no script can read,
 * sent by the browser itself; API clients keep sending `Authorization: Bearer`.
 */
export const SESSION_COOKIE = 'blush_session';

/** Methods that change nothing, which cross-site requests may make (RFC 9110 §9.2.1). */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** What a session token looks like (createSession makes 43 base64url characters). */
const TOKEN = /^[A-Za-z0-9_-]{20,200}$/;

function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer ([A-Za-z0-9_-]{20,200})$/.exec(header ?? '');
  return match?.[1] ?? null;
}

/** The value of the cookie `name` the request carries (null when none). */
export function cookieOf(request: FastifyRequest, name: string): string | null {
  const header = request.headers.cookie;
  if (!header) return null;
  for (const pair of header.split(';')) {
    const at = pair.indexOf('=');
    if (at > 0 && pair.slice(0, at).trim() === name) return pair.slice(at + 1).trim();
  }
  return null;
}

/** The value of the session cookie the request carries, well-formed or not (null when none). */
export const sessionCookieOf = (request: FastifyRequest): string | null =>
  cookieOf(request, SESSION_COOKIE);

/**
 * Whether the request comes with a session of any kind, valid or not: a bearer token or the
 * session cookie. What a cache of public pages asks before serving a kept copy.
 */
export function carriesSession(request: FastifyRequest): boolean {
  return Boolean(request.headers.authorization) || sessionCookieOf(request) !== null;
}

/** Which credential a request presents: the bearer token wins, else the cookie. */
export function credentialOf(
  request: FastifyRequest,
): { token: string; via: 'bearer' | 'cookie' } | null {
  const bearer = bearerToken(request.headers.authorization);
  if (bearer) return { token: bearer, via: 'bearer' };
  if (request.headers.authorization) return null;
  const cookie = sessionCookieOf(request);
  return cookie && TOKEN.test(cookie) ? { token: cookie, via: 'cookie' } : null;
}

/**
 * Who is signed in on a request, by its bearer token or its session cookie, or null. For any
 * server code outside the API's guard (server-rendered pages); the guard itself uses it too.
 */
export async function sessionOfRequest(db: Db, request: FastifyRequest): Promise<Actor | null> {
  const credential = credentialOf(request);
  return credential ? findActor(db, credential.token) : null;
}

function cookieAttributes(env: Env, maxAgeSeconds: number): string {
  const secure = env.NODE_ENV === 'production' || env.PUBLIC_URL.startsWith('https:');
  return `Path=/; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** Keeps `token` as the browser's session, for as long as a session lasts unused. */
export function setSessionCookie(reply: FastifyReply, env: Env, token: string): void {
  reply.header(
    'set-cookie',
    `${SESSION_COOKIE}=${token}; ${cookieAttributes(env, SESSION_DAYS * 24 * 3600)}`,
  );
}

/** Tells the browser to forget its session cookie (sign-out, a session that ended). */
export function clearSessionCookie(reply: FastifyReply, env: Env): void {
  reply.header('set-cookie', `${SESSION_COOKIE}=; ${cookieAttributes(env, 0)}`);
}

/** The origins the web app is served from: PUBLIC_URL's and the passkeys' (they may differ). */
export function appOrigins(env: Env): Set<string> {
  return new Set([new URL(env.PUBLIC_URL).origin, env.PASSKEY_ORIGIN]);
}

/**
 * Cross-site request forgery (decision 0027): a request that changes something and is not
 * authenticated by a bearer token (which another site cannot send) must come from the app's own
 * pages. Browsers say where a request comes from in `Origin` and `Sec-Fetch-Site`, and a page
 * cannot forge either. A request naming another origin is refused, and so is one that carries the
 * session cookie while naming none (only a browser has the cookie, and every browser that keeps
 * SameSite cookies names the origin of a POST). API clients without a cookie name none and pass.
 */
export function refuseForgery(request: FastifyRequest, origins: Set<string>): void {
  if (SAFE_METHODS.has(request.method) || bearerToken(request.headers.authorization)) return;
  const site = request.headers['sec-fetch-site'];
  const origin = request.headers.origin;
  if (site === 'same-origin' || (origin !== undefined && origins.has(origin))) return;
  const named = origin !== undefined || (site !== undefined && site !== 'none');
  if (named || sessionCookieOf(request) !== null) {
    throw new AppError(
      'forbidden',
      'This request came from another site, so it was refused. Open Blush and try again there.',
    );
  }
}
