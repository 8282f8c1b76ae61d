import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerClientApp } from './client-app.ts';
import { registerCompression } from './compression.ts';
import { registerErrorHandling } from './error-handler.ts';

const script = `export const words = ${JSON.stringify('hello '.repeat(2000))};`;
// Long enough to be worth compressing, as the real index.html is.
const indexHtml = `<!doctype html><html><head><title>Blush</title></head><body>${'<p>x</p>'.repeat(200)}</body></html>`;
let clientDir: string;
let app: FastifyInstance;
let catalogue = { items: Array.from({ length: 100 }, (_, i) => ({ id: i, name: `item ${i}` })) };

beforeAll(async () => {
  clientDir = mkdtempSync(path.join(tmpdir(), 'blush-compression-'));
  mkdirSync(path.join(clientDir, 'assets'));
  writeFileSync(path.join(clientDir, 'index.html'), indexHtml);
  const asset = path.join(clientDir, 'assets/app-1a2b3c.js');
  writeFileSync(asset, script);
  // What the build writes beside it (vite.config.ts).
  writeFileSync(`${asset}.br`, brotliCompressSync(script));
  writeFileSync(`${asset}.gz`, gzipSync(script));

  app = Fastify({ logger: false });
  registerErrorHandling(app);
  await registerCompression(app);
  app.get('/api/catalogue', () => catalogue);
  app.get('/api/small', () => ({ ok: true }));
  app.post('/api/catalogue', () => catalogue);
  app.get('/api/missing', (_request, reply) => reply.code(404).send(catalogue));
  await registerClientApp(app, clientDir, { publicUrl: 'https://blush.test' });
});
afterAll(async () => {
  await app.close();
  rmSync(clientDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

describe('built assets', () => {
  it('are sent as the build compressed them, brotli first, then gzip, else as they are', async () => {
    const br = await get('/assets/app-1a2b3c.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    expect(br.headers['content-type']).toContain('javascript');

    const gz = await get('/assets/app-1a2b3c.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);

    const plain = await get('/assets/app-1a2b3c.js', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);

    for (const res of [br, gz, plain]) {
      expect(res.statusCode).toBe(200);
      expect(res.headers.vary).toContain('accept-encoding');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });
});

describe('pages and API answers', () => {
  it('are compressed above 1 KB as the browser accepts, and left alone below', async () => {
    const br = await get('/api/catalogue', { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(catalogue);

    const gz = await get('/api/catalogue', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(catalogue);

    const small = await get('/api/small', { 'accept-encoding': 'br' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ ok: true });

    const page = await get('/search', { 'accept-encoding': 'br' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-encoding']).toBe('br');
    // The page as served uncompressed (the shell, with its language alternates added).
    const plain = await get('/search', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain(indexHtml.slice(-200));
    expect(brotliDecompressSync(page.rawPayload).toString()).toBe(plain.body);
  });

  it('carry an ETag, and a repeat naming it costs a 304 with no body until the content changes', async () => {
    const first = await get('/api/catalogue');
    const tag = first.headers.etag as string;
    expect(tag).toMatch(/^W\/"[\w-]+"$/);
    // The same tag whatever the encoding: it names the content.
    expect((await get('/api/catalogue', { 'accept-encoding': 'br' })).headers.etag).toBe(tag);

    for (const ifNoneMatch of [tag, tag.slice(2), `"other", ${tag}`, '*']) {
      const again = await get('/api/catalogue', { 'if-none-match': ifNoneMatch });
      expect(again.statusCode, ifNoneMatch).toBe(304);
      expect(again.body).toBe('');
    }
    expect((await get('/api/catalogue', { 'if-none-match': '"other"' })).statusCode).toBe(200);

    catalogue = { items: [...catalogue.items, { id: 100, name: 'new' }] };
    const changed = await get('/api/catalogue', { 'if-none-match': tag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(tag);
    expect(changed.json()).toEqual(catalogue);

    const page = await get('/search');
    const repeat = await get('/search', { 'if-none-match': page.headers.etag as string });
    expect(repeat.statusCode).toBe(304);
  });

  it('gives no ETag to writes or failures, so neither can turn into a 304', async () => {
    const tag = (await get('/api/catalogue')).headers.etag as string;
    const post = await app.inject({
      method: 'POST',
      url: '/api/catalogue',
      headers: { 'if-none-match': tag },
    });
    expect(post.statusCode).toBe(200);
    expect(post.headers.etag).toBeUndefined();
    const missing = await get('/api/missing', { 'if-none-match': tag });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers.etag).toBeUndefined();
  });
});
