import type { FastifyInstance } from 'fastify';
import { AppError } from '../../app-error.ts';
import { IMMUTABLE_CACHE_CONTROL, isPrivateKey, isValidKey, type FileStorage } from './storage.ts';

/** The URL path a stored file is served at. */
export const FILES_PREFIX = '/files/';

export function fileUrl(key: string): string {
  return `${FILES_PREFIX}${key}`;
}

/**
 * `GET /files/<key>`: stored files, streamed from whichever storage is configured. Keys never
 * change content, so browsers and proxies may keep a copy for a year without asking again.
 * Register it before the React app's catch-all, which would otherwise answer these paths.
 */
export function registerFileRoutes(app: FastifyInstance, storage: FileStorage): void {
  app.get<{ Params: { '*': string } }>(`${FILES_PREFIX}*`, async (request, reply) => {
    const key = request.params['*'];
    // A path that is not a well-formed key (`..`, odd characters) never reaches the storage,
    // nor a private file's (answered as if it did not exist).
    const file = isValidKey(key) && !isPrivateKey(key) ? await storage.get(key) : null;
    if (!file) throw new AppError('not_found', 'This file does not exist.');
    return reply
      .header('Content-Type', file.contentType)
      .header('Content-Length', file.size)
      .header('Cache-Control', IMMUTABLE_CACHE_CONTROL)
      .header('X-Content-Type-Options', 'nosniff')
      .send(file.body);
  });
}
