import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandling } from '../../http/error-handler.ts';
import { localFileStorage } from './local-storage.ts';
import { fileUrl, registerFileRoutes } from './serve-files.ts';

const notFound = { error: { code: 'not_found', message: 'This file does not exist.' } };

/** A GET whose path goes out exactly as written (fetch and inject() would tidy it first). */
function getAsWritten(origin: string, rawPath: string) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    http
      .get(origin, { path: rawPath }, (res) => {
        let body = '';
        res.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });
}

describe('GET /files/*', () => {
  let root: string;
  let app: FastifyInstance;
  let origin: string;

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'blush-files-'));
    const storage = localFileStorage(root);
    await storage.put('images/abc/320.webp', Buffer.from('RIFF-not-really-webp'));
    app = Fastify({ logger: false });
    registerErrorHandling(app);
    registerFileRoutes(app, storage);
    origin = await app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    await app.close();
    await rm(root, { recursive: true, force: true });
  });

  it('streams a stored file with its type and a year-long, immutable cache lifetime', async () => {
    const res = await app.inject({ method: 'GET', url: fileUrl('images/abc/320.webp') });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('RIFF-not-really-webp');
    expect(res.headers).toMatchObject({
      'content-type': 'image/webp',
      'content-length': '20',
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
    });
  });

  it('answers HEAD with the headers alone', async () => {
    const res = await app.inject({ method: 'HEAD', url: '/files/images/abc/320.webp' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-length']).toBe('20');
    expect(res.body).toBe('');
  });

  it.each([
    '/files/images/abc/640.webp',
    '/files/images/missing/320.webp',
    '/files/images%2Fabc%2F..%2F..%2F..%2Fetc%2Fpasswd.png',
    '/files/images/abc/320.webp.tmp',
    '/files/',
  ])('answers 404 in the one error shape for %s', async (url) => {
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual(notFound);
  });

  it.each(['/files/images/abc/../abc/320.webp', '/files/images/abc/%2e%2e/abc/320.webp'])(
    'answers 404 for %s, dot segments and all',
    async (rawPath) => {
      const res = await getAsWritten(origin, rawPath);
      expect(res.status).toBe(404);
      expect(JSON.parse(res.body)).toEqual(notFound);
    },
  );
});
