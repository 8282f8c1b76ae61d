import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/open-db.ts';
import { AppError } from './app-error.ts';
import { findActor, type Actor } from './sessions.ts';

/**
 * Who may call a route. Every /api route must say; the app refuses to start otherwise.
 * `artist`: a signed-in user with an artist profile (payout accounts and earnings).
 */
export type Access = 'public' | 'user' | 'artist' | 'admin';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
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

function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer ([A-Za-z0-9_-]{20,200})$/.exec(header ?? '');
  return match?.[1] ?? null;
}

export function registerAccessControl(app: FastifyInstance, db: Db): void {
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

  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access;
    const token = bearerToken(request.headers.authorization);
    if (token) request.actor = await findActor(db, token);
    if (!access || access === 'public') return;
    if (!request.actor) throw new AppError('unauthorized', 'Please sign in to continue.');
    if (access === 'admin' && request.actor.role !== 'Admin') {
      throw new AppError('forbidden', 'Only administrators can do this.');
    }
    if (access === 'artist' && !request.actor.artist) {
      throw new AppError('forbidden', 'Only artists can do this. Start your artist profile first.');
    }
  });

  // A signed-in caller's answer is theirs alone: no browser or shared cache may keep a copy
  // (a shared computer, a proxy). Public reads without a token may still be cached.
  app.addHook('onSend', async (request, reply) => {
    const access = request.routeOptions.config.access;
    const api = request.url.startsWith('/api/');
    if ((access && access !== 'public') || (api && request.headers.authorization)) {
      reply.header('cache-control', 'no-store');
    }
  });
}

/** The caller of a route whose access is not public (the guard has already checked). */
export function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) throw new AppError('unauthorized', 'Please sign in to continue.');
  return request.actor;
}
