import { randomUUID } from 'node:crypto';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBody } from '#shared/schemas/error.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';

describe('the app shell', () => {
  let t: TestApp;
  let dataDir: string;
  const imageId = '3f1c2b9e-8d7a-4c6b-9e5f-1a2b3c4d5e6f';
  beforeAll(async () => {
    const clientDir = mkdtempSync(path.join(tmpdir(), 'blush-client-'));
    writeFileSync(
      path.join(clientDir, 'index.html'),
      '<!doctype html><title>Blush</title><style>a{}</style><div id="root"></div>',
    );
    mkdirSync(path.join(clientDir, 'assets'));
    writeFileSync(path.join(clientDir, 'assets', 'app-abc123.js'), 'console.log(1)');
    dataDir = mkdtempSync(path.join(tmpdir(), 'blush-data-'));
    mkdirSync(path.join(dataDir, 'uploads', 'images', imageId), { recursive: true });
    writeFileSync(path.join(dataDir, 'uploads', 'images', imageId, '320.webp'), 'RIFF-webp');
    t = await createTestApp({ CLIENT_DIR: clientDir, DATA_DIR: dataDir });
  });
  afterAll(() => t.close());

  it('reports the database in /api/health', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'ok',
      database: { status: 'ok', kind: t.database.kind },
    });
  });

  it('serves stored files before the React app, cached for good', async () => {
    const file = await t.app.inject({ method: 'GET', url: `/files/images/${imageId}/320.webp` });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    expect(file.headers['cache-control']).toContain('immutable');
    const missing = await t.app.inject({ method: 'GET', url: `/files/images/${imageId}/640.webp` });
    expect(missing.statusCode).toBe(404);
    expect(ErrorBody.parse(missing.json()).error.code).toBe('not_found');
  });

  it('answers an unknown /api path with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(ErrorBody.parse(res.json()).error.code).toBe('not_found');
  });

  it('serves the React app for every page path, uncached', async () => {
    for (const url of [
      '/',
      '/search?q=bridal%00',
      '/Settings/Account/',
      '/reset/abc',
      '/dashboard',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves the React app with 404 for a path that is no page, or no listed artist', async () => {
    for (const url of [
      '/does-not-exist',
      '/search/more?q=1',
      '/profile/artist/123',
      `/profile/artist/${randomUUID()}`,
      '/%00',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toContain('text/html');
      expect(res.body, url).toContain('<div id="root">');
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('caches hashed assets for a year and 404s missing files', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const missing = await t.app.inject({ method: 'GET', url: '/assets/app-old.js' });
    expect(missing.statusCode).toBe(404);
  });

  it('sends a strict Content-Security-Policy with no inline script', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).not.toMatch(/unsafe-eval/);
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it('allows the page’s inline CSS by its hash, and no other inline style', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    const styleSrc = /style-src ([^;]*)/.exec(String(res.headers['content-security-policy']))![1];
    // sha256 of "a{}", the index.html's <style>, as a browser computes it.
    expect(styleSrc).toContain("'sha256-X1RutGBrXCt9KkSaXMK7tHftWiRscFHOhxsS8tv8hBk='");
    expect(styleSrc).not.toContain('unsafe-inline');
  });

  it('sends the referrer and permissions policies on pages and API answers alike', async () => {
    for (const url of ['/', '/login-email', '/does-not-exist', '/api/config']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      const permissions = String(res.headers['permissions-policy']);
      for (const off of ['camera=()', 'microphone=()', 'geolocation=()', 'payment=()']) {
        expect(permissions, url).toContain(off);
      }
      expect(permissions, url).toContain('publickey-credentials-get=(self)');
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      // HSTS belongs to production only (tests/production/production.test.ts reads it there).
      expect(res.headers['strict-transport-security'], url).toBeUndefined();
    }
  });

  it('publishes the OpenAPI document generated from the schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json<{ paths: Record<string, Record<string, { requestBody?: unknown }>> }>();
    expect(doc.paths['/api/health']).toBeDefined();
    expect(doc.paths['/api/user/help']?.post?.requestBody).toBeDefined();
  });
});
