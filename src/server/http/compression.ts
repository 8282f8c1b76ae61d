import { createHash } from 'node:crypto';
import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** An If-None-Match header names this tag (weak comparison, as RFC 9110 asks for GET). */
function matches(ifNoneMatch: string | undefined, tag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = (t: string) => t.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((t) => t.trim() === '*' || bare(t) === bare(tag));
}

/** Answers from this many bytes are compressed (smaller ones gain too little). */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/** The ETag of an answer's content (weak: the bytes differ by encoding), before compression. */
export const bodyTag = (payload: string | Buffer) =>
  `W/"${createHash('sha1').update(payload).digest('base64url')}"`;

/**
 * Answers travel compressed and revalidate cheaply.
 * - Every successful GET with a body in hand (pages, API JSON) carries an ETag of that body
 *   (unless no cache may keep it: Cache-Control no-store, decision 0027), and
 *   a request naming it gets 304 with no body: a repeat visit costs a round trip, not a download.
 *   The tag is weak because the bytes differ by encoding; it is taken before compression.
 * - Anything compressible above 1 KB is compressed as the browser accepts, brotli first. Built
 *   assets are not compressed here: the build compressed them once (vite.config.ts) and
 *   registerClientApp sends those files as they are; pages come compressed and tagged
 *   (page-body.ts), and kept ones are compressed once for all their visitors.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  app.addHook('onSend', async (request, reply, payload) => {
    const read = request.method === 'GET' || request.method === 'HEAD';
    if (!read || reply.statusCode !== 200) return payload;
    // An answer no one may keep is never revalidated: a tag would only name what it holds.
    if (String(reply.getHeader('cache-control') ?? '').includes('no-store')) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    // A route that sends bytes it compressed itself (a page, page-body.ts) tags them first.
    const tag = (reply.getHeader('etag') as string | undefined) ?? bodyTag(payload);
    reply.header('etag', tag);
    if (!matches(request.headers['if-none-match'], tag)) return payload;
    reply.code(304);
    // Nothing is sent, in no encoding.
    reply.removeHeader('content-encoding');
    return '';
  });
  await app.register(compress, {
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    // Fast enough per request; the build's assets get the slow, thorough setting.
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}
