import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/open-db.ts';
import type { Env } from '../env.ts';
import { AppError } from '../app-error.ts';
import {
  appOrigins,
  carriesSession,
  clearSessionCookie,
  credentialOf,
  refuseForgery,
  setSessionCookie,
} from './session-cookie.ts';
import { findActor, type Actor } from './sessions.ts';

/**
 * Who may call a route. Every /api route must say; the app refuses to start otherwise.
 * `artist`: a signed-in user with an artist profile (payout accounts and earnings).
 */
export type Access = 'public' | 'user' | 'artist' | 'admin';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /**
     * The answer carries a new session token (`{ token }`): the browser gets it as its session
     * cookie too, and no cache may keep the answer.
     */
    signsIn?: boolean;
    /** A public answer with something only its caller may see: no cache may keep it. */
    personal?: boolean;
  }
  interface FastifyRequest {
    actor: Actor | null;
  }
  interface FastifyInstance {
    /** Every /api route with its declared access, for the generic access and input tests. */
    apiRoutes: ApiRoute[];
  }
}

export interface ApiRoute {
  method: string;
  url: string;
  access: Access;
  hasBody: boolean;
  hasQuery: boolean;
  /** Takes multipart/form-data (uploads) rather than JSON. */
  multipart: boolean;
}

/**
 * Whether no browser or shared cache (a shared computer, a proxy) may keep the answer: a
 * signed-in route's, any API answer to a request carrying a session, and a route's that hands
 * out a session or something only its caller may see (decision 0027).
 */
function keptByNoOne(request: FastifyRequest): boolean {
  const { access, signsIn, personal } = request.routeOptions.config;
  return Boolean(
    signsIn ||
    personal ||
    (access && access !== 'public') ||
    (request.url.startsWith('/api/') && carriesSession(request)),
  );
}

export function registerAccessControl(app: FastifyInstance, db: Db, env: Env): void {
  const origins = appOrigins(env);
  app.decorateRequest('actor', null);
  const apiRoutes: ApiRoute[] = [];
  app.decorate('apiRoutes', apiRoutes);

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    // The generated API documentation is public by nature.
    if (route.url.startsWith('/api/docs')) route.config = { ...route.config, access: 'public' };
    if (!route.config?.access) {
      throw new Error(`${String(route.method)} ${route.url} does not declare its access`);
    }
    for (const method of [route.method].flat()) {
      apiRoutes.push({
        method,
        url: route.url,
        access: route.config.access,
        hasBody: Boolean(route.schema?.body),
        hasQuery: Boolean(route.schema?.querystring),
        multipart: route.schema?.consumes?.includes('multipart/form-data') ?? false,
      });
    }
  });

  app.addHook('onRequest', async (request, reply) => {
    const { access } = request.routeOptions.config;
    const api = request.url.startsWith('/api/');
    // Set first, so refusals carry it too, and compression gives the answer no ETag.
    if (keptByNoOne(request)) reply.header('cache-control', 'no-store');
    // Pages and files are the same for everyone: the cookie costs them no session lookup.
    if (!api && (!access || access === 'public')) return;
    refuseForgery(request, origins);
    const credential = credentialOf(request);
    if (credential) request.actor = await findActor(db, credential.token);
    if (credential?.via === 'cookie') {
      // A cookie whose session ended is forgotten; a renewed one lasts as long as its session.
      if (!request.actor) clearSessionCookie(reply, env);
      else if (request.actor.renewed) setSessionCookie(reply, env, credential.token);
    }
    if (!access || access === 'public') return;
    if (!request.actor) throw new AppError('unauthorized', 'Please sign in to continue.');
    if (access === 'admin' && request.actor.role !== 'Admin') {
      throw new AppError('forbidden', 'Only administrators can do this.');
    }
    if (access === 'artist' && !request.actor.artist) {
      throw new AppError('forbidden', 'Only artists can do this. Start your artist profile first.');
    }
  });

  // Again after the handler: a route's own caching (the sitemap's) never applies to a caller.
  app.addHook('onSend', async (request, reply) => {
    if (keptByNoOne(request)) reply.header('cache-control', 'no-store');
  });

  // A route that signs in hands the browser its session as an HttpOnly cookie; the token stays
  // in the answer for API clients.
  app.addHook('preSerialization', async (request, reply, payload) => {
    if (!request.routeOptions.config.signsIn || reply.statusCode !== 200) return payload;
    const token = (payload as { token?: unknown } | null)?.token;
    if (typeof token === 'string') setSessionCookie(reply, env, token);
    return payload;
  });
}

/** The caller of a route whose access is not public (the guard has already checked). */
export function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) throw new AppError('unauthorized', 'Please sign in to continue.');
  return request.actor;
}
