import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error.ts';

/**
 * Serves the built React app: hashed assets cached for a year, index.html for every
 * other non-API path (the client router decides), and a JSON 404 for unknown /api paths.
 */
export async function registerClientApp(app: FastifyInstance, clientDir: string): Promise<void> {
  const root = path.resolve(clientDir);
  const built = existsSync(path.join(root, 'index.html'));
  if (built) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      setHeaders(res, filePath) {
        // Hashed assets never change; index.html must be fetched fresh to find the new ones.
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        let cacheControl = immutable
          ? 'public, max-age=31536000, immutable'
          : 'public, max-age=3600';
        if (filePath.endsWith(`${path.sep}index.html`)) cacheControl = 'no-cache';
        res.header('cache-control', cacheControl);
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '';
    const isPage = request.method === 'GET' || request.method === 'HEAD';
    // Unknown API paths, other methods and missing files (an old asset, a typo) are real 404s.
    if (url.startsWith('/api/') || url === '/api' || !isPage || /\.[a-z0-9]+$/i.test(url)) {
      throw new AppError('not_found', `There is no ${request.method} ${url}.`);
    }
    if (!built) {
      return reply
        .status(503)
        .type('text/plain')
        .send('The web app is not built yet: run `npm run build`, or use `npm start`.');
    }
    return reply.sendFile('index.html');
  });
}
