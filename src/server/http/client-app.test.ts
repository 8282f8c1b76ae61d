import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerClientApp, renderPageHtml, type ClientAppOptions } from './client-app.ts';
import { registerErrorHandling } from './error-handler.ts';

/** A page without the alternates in each language its public pages name (decision 0037). */
const withoutAlternates = (html: string) =>
  html.replace(/\s*<link rel="alternate"[^>]*>/g, '').replace(/\s+<\/head>/, '</head>');

const indexHtml =
  '<!doctype html><html><head><title>Blush</title></head><body><div id="root"></div></body></html>';
let clientDir: string;

beforeAll(() => {
  clientDir = mkdtempSync(path.join(tmpdir(), 'blush-client-'));
  writeFileSync(path.join(clientDir, 'index.html'), indexHtml);
});
afterAll(() => rmSync(clientDir, { recursive: true, force: true }));

async function appWith(pageMeta: ClientAppOptions['pageMeta']) {
  const app = Fastify({ logger: false });
  registerErrorHandling(app);
  await registerClientApp(app, clientDir, { publicUrl: 'https://blush.test', pageMeta });
  return app;
}

describe('the client app with page meta', () => {
  it('adds a description when index.html has none, and reads index.html only once', async () => {
    const app = await appWith(() => Promise.resolve({ title: 'A & B', description: 'x "y"' }));
    writeFileSync(path.join(clientDir, 'index.html'), '<html><head></head></html>');
    const res = await app.inject({ method: 'GET', url: '/search' });
    writeFileSync(path.join(clientDir, 'index.html'), indexHtml);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>A &amp; B</title>');
    expect(res.body).toContain('<meta name="description" content="x &quot;y&quot;" />');
    expect(res.body).toContain('<meta property="og:url" content="https://blush.test/search" />');
    expect(res.body).toContain('<meta property="og:type" content="website" />');
    await app.close();
  });

  it('serves the plain page when the lookup fails', async () => {
    const app = await appWith(() => Promise.reject(new Error('database down')));
    const res = await app.inject({ method: 'GET', url: '/profile/artist/x' });
    expect(res.statusCode).toBe(200);
    expect(withoutAlternates(res.body)).toBe(indexHtml);
    expect(res.body).toContain(
      '<link rel="alternate" hreflang="fr-CA" href="https://blush.test/fr/profile/artist/x" />',
    );
    await app.close();
  });

  it('answers the app with 404 for a path that is no page, without a lookup', async () => {
    const looked: string[] = [];
    const app = await appWith((p) => {
      looked.push(p);
      return Promise.resolve({ title: 'x', description: 'y' });
    });
    for (const url of ['/anything', '/search/more', '/profile/artist', '/dashboard/x?y=1']) {
      for (const method of ['GET', 'HEAD'] as const) {
        const res = await app.inject({ method, url });
        expect(res.statusCode, `${method} ${url}`).toBe(404);
        expect(res.headers['content-type'], url).toContain('text/html');
        expect(res.headers['cache-control'], url).toBe('no-cache');
        if (method === 'GET') expect(res.body, url).toBe(indexHtml);
      }
    }
    expect(looked).toEqual([]);
    await app.close();
  });

  it('answers the app with 404 when the page says there is nothing there', async () => {
    const app = await appWith(() => Promise.resolve({ notFound: true }));
    const res = await app.inject({ method: 'GET', url: '/profile/artist/gone' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toBe(indexHtml);
    await app.close();
  });

  it('keeps unknown API paths and missing files as 404s without a lookup', async () => {
    const looked: string[] = [];
    const app = await appWith((p) => {
      looked.push(p);
      return Promise.resolve(null);
    });
    expect((await app.inject({ method: 'GET', url: '/api/nope' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/assets/old.js' })).statusCode).toBe(404);
    expect(looked).toEqual([]);
    await app.close();
  });

  it('serves the service worker fresh, the web app manifest as such, and hashed files for a year', async () => {
    mkdirSync(path.join(clientDir, 'assets'), { recursive: true });
    writeFileSync(path.join(clientDir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    writeFileSync(path.join(clientDir, 'manifest.webmanifest'), '{"name":"Blush"}');
    writeFileSync(path.join(clientDir, 'assets/index-abc123.js'), 'console.log(1);');
    const app = await appWith(() => Promise.resolve(null));
    const worker = await app.inject({ method: 'GET', url: '/sw.js' });
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['cache-control']).toBe('no-cache');
    expect(worker.headers['content-type']).toContain('javascript');
    const manifest = await app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(manifest.headers['content-type']).toContain('application/manifest+json');
    expect(manifest.headers['cache-control']).toBe('public, max-age=3600');
    const asset = await app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    await app.close();
  });

  it('makes a picture path absolute and escapes every value', () => {
    const html = renderPageHtml(
      indexHtml,
      { title: '<x>', description: "it's", image: '/files/a b.webp', type: 'profile' },
      'https://blush.test/p?q="1"',
      'https://blush.test',
    );
    expect(html).toContain(
      '<meta property="og:image" content="https://blush.test/files/a%20b.webp" />',
    );
    expect(html).toContain('content="https://blush.test/p?q=&quot;1&quot;"');
    expect(html).toContain('<meta name="description" content="it&#39;s" />');
    expect(html).toContain('<title>&lt;x&gt;</title>');
  });
});

describe('server rendering', () => {
  let dir: string;
  const renderer = `
export async function renderPage(url, fetchApi) {
  const path = new URL(url).pathname;
  if (path === '/terms') throw new Error('render failed');
  if (path === '/faq') return { html: '<div style="width:1px">hidden</div>', data: {} };
  const answer = await fetchApi('/api/echo');
  return { html: '<h1>' + path + '</h1>', data: { answer: await answer.json(), end: '</script>' } };
}`;

  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'blush-ssr-'));
    mkdirSync(path.join(dir, 'client'));
    mkdirSync(path.join(dir, 'ssr'));
    writeFileSync(path.join(dir, 'client', 'index.html'), indexHtml);
    writeFileSync(path.join(dir, 'ssr', 'entry-server.js'), renderer);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  async function ssrApp() {
    const app = Fastify({ logger: false });
    registerErrorHandling(app);
    app.get('/api/echo', { config: { access: 'public' } }, (request) => ({
      signedIn: Boolean(request.headers.authorization),
    }));
    await registerClientApp(app, path.join(dir, 'client'), { publicUrl: 'https://blush.test' });
    return app;
  }

  it('puts the markup of a public page in the root, with the data it was rendered from', async () => {
    const app = await ssrApp();
    const res = await app.inject({
      method: 'GET',
      url: '/search?q=x',
      headers: { authorization: 'Bearer someone' },
    });
    expect(res.body).toContain('<div id="root" data-rendered="server"><h1>/search</h1></div>');
    // Answered by the app itself, as to anyone signed out; `<` escaped inside the script.
    expect(res.body).toContain(
      '<script type="application/json" id="server-data">{"answer":{"signedIn":false},"end":"\\u003c/script>"}</script>',
    );
    await app.close();
  });

  it('leaves other pages, failed renders and markup with inline styles to the browser', async () => {
    const app = await ssrApp();
    for (const url of ['/login', '/settings', '/terms', '/faq']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(withoutAlternates(res.body), url).toBe(indexHtml);
    }
    await app.close();
  });
});

describe('pages in the visitor language (decision 0037)', () => {
  const lang = (html: string) => /<html lang="([^"]*)"/.exec(html)?.[1];
  let frenchDir: string;
  beforeAll(() => {
    frenchDir = mkdtempSync(path.join(tmpdir(), 'blush-client-'));
    writeFileSync(
      path.join(frenchDir, 'index.html'),
      indexHtml.replace('<html>', '<html lang="en-CA">'),
    );
  });
  afterAll(() => rmSync(frenchDir, { recursive: true, force: true }));

  async function app() {
    const server = Fastify({ logger: false });
    registerErrorHandling(server);
    const asked: string[] = [];
    await registerClientApp(server, frenchDir, {
      publicUrl: 'https://blush.test',
      pageMeta: (pagePath, _query, locale) => {
        asked.push(`${locale} ${pagePath}`);
        return Promise.resolve(null);
      },
    });
    return { server, asked };
  }

  it('serves /fr pages in French, the page looked up without its prefix', async () => {
    const { server, asked } = await app();
    const res = await server.inject({ method: 'GET', url: '/fr/search?q=x' });
    expect(res.statusCode).toBe(200);
    expect(lang(res.body)).toBe('fr-CA');
    expect(res.body).toContain(
      '<link rel="alternate" hreflang="en-CA" href="https://blush.test/search" />',
    );
    expect(res.body).toContain('hreflang="x-default" href="https://blush.test/search"');
    expect(asked).toEqual(['fr-CA /search']);
    expect((await server.inject({ method: 'GET', url: '/fr/nowhere' })).statusCode).toBe(404);
    await server.close();
  });

  it('sends an English address on to French for who chose it or whose browser asks first', async () => {
    const { server } = await app();
    const get = (headers: Record<string, string>) =>
      server.inject({ method: 'GET', url: '/search?q=a', headers });
    const chose = await get({ cookie: 'blush_lang=fr-CA', 'accept-language': 'en' });
    expect(chose.statusCode).toBe(302);
    expect(chose.headers.location).toBe('/fr/search?q=a');
    const browser = await get({ 'accept-language': 'fr-CA,fr;q=0.9,en;q=0.5' });
    expect(browser.headers.location).toBe('/fr/search?q=a');
    // Her choice of English wins over her browser; an unknown language is English.
    for (const headers of [
      { cookie: 'blush_lang=en-CA', 'accept-language': 'fr' } as Record<string, string>,
      { 'accept-language': 'tlh' },
      { cookie: 'blush_lang=zz' },
    ]) {
      const res = await get(headers);
      expect(res.statusCode, JSON.stringify(headers)).toBe(200);
      expect(lang(res.body)).toBe('en-CA');
    }
    await server.close();
  });
});
