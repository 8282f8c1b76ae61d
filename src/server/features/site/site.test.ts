import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles, users } from '#server/db/schema/index.ts';
import { bearer, createTestApp, type TestApp } from '#tests/support/test-app.ts';

const indexHtml =
  '<!doctype html><html><head><title>Blush</title></head><body><div id="root"></div></body></html>';
let t: TestApp;
let clientDir: string;

beforeAll(async () => {
  clientDir = mkdtempSync(path.join(tmpdir(), 'blush-site-'));
  writeFileSync(path.join(clientDir, 'index.html'), indexHtml);
  t = await createTestApp({ CLIENT_DIR: clientDir });
});
afterAll(async () => {
  await t.close();
  rmSync(clientDir, { recursive: true, force: true });
});

const get = (url: string) => t.app.inject({ method: 'GET', url });
const tag = (html: string, attribute: string) =>
  new RegExp(`<meta ${attribute} content="([^"]*)" />`).exec(html)?.[1];
const canonical = (html: string) => /<link rel="canonical" href="([^"]*)" \/>/.exec(html)?.[1];

async function artist(state: 'listed' | 'pending' | 'blocked') {
  const user = await t.signUp();
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/profile',
    headers: bearer(user.token),
    payload: { profession: 'Hair Stylist', bio: 'Cuts and colour.', city: 'Toronto - Canada' },
  });
  expect(created.statusCode, created.body).toBe(200);
  if (state !== 'pending')
    await t.database.db
      .update(profiles)
      .set({ verifiedAt: new Date() })
      .where(eq(profiles.userId, user.id));
  if (state === 'blocked')
    await t.database.db.update(users).set({ blockedAt: new Date() }).where(eq(users.id, user.id));
  return user.id;
}

describe('link previews of the home page and search', () => {
  it('names the home page', async () => {
    const html = (await get('/')).body;
    expect(html).toContain('<title>Blush — makeup &amp; hair artists in Toronto</title>');
    expect(tag(html, 'property="og:url"')).toBe('https://blush.test/');
    expect(tag(html, 'property="og:image"')).toBe('https://blush.test/social-card.png');
    expect(tag(html, 'name="twitter:card"')).toBe('summary_large_image');
  });

  it('makes a search of one category a page of its own, and any other search the search page', async () => {
    const bridal = (await get('/search?categories=Bridal%20Makeup&minPrice=50')).body;
    expect(tag(bridal, 'property="og:title"')).toBe('Bridal Makeup artists in Toronto · Blush');
    expect(canonical(bridal)).toBe('https://blush.test/search?categories=Bridal%20Makeup');
    expect(tag(bridal, 'property="og:image"')).toBe('https://blush.test/social-card.png');
    for (const url of [
      '/search',
      '/search?categories=Haircut,Blowout',
      '/search?categories=Nope',
    ]) {
      const html = (await get(url)).body;
      expect(tag(html, 'property="og:title"'), url).toBe(
        'Search makeup and hair artists in Toronto · Blush',
      );
      expect(canonical(html), url).toBe('https://blush.test/search');
    }
  });

  it('names the artist landing page and the legal texts, in the address’s language', async () => {
    const pages: Array<[string, string]> = [
      ['/artist', 'Become an artist partner · Blush'],
      ['/terms', 'Terms of Service · Blush'],
      ['/policy', 'Data Policy · Blush'],
      ['/fr/artist', 'Devenez artiste partenaire · Blush'],
      ['/fr/terms', 'Conditions d’utilisation · Blush'],
      ['/fr/policy', 'Politique de confidentialité · Blush'],
    ];
    for (const [url, title] of pages) {
      const html = (await get(url)).body;
      expect(html, url).toContain(`<title>${title}</title>`);
      expect(tag(html, 'property="og:title"'), url).toBe(title);
      expect(tag(html, 'name="description"'), url).toBeTruthy();
      expect(canonical(html), url).toBe(`https://blush.test${url}`);
    }
    const french = (await get('/fr/terms')).body;
    expect(tag(french, 'name="description"')).toMatch(/^Comment fonctionne Blush : comptes/);
  });
});

describe('robots.txt and the sitemap', () => {
  it('keeps crawlers out of signed-in pages, one-time links and the API, and names the sitemap', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const lines = res.body.split('\n');
    for (const path of ['/settings', '/dashboard', '/checkout/*/*', '/reset/*', '/api/', '/dev/'])
      expect(lines, path).toContain(`Disallow: ${path}`);
    expect(lines).toContain('Disallow: /profile/artist/*/*');
    expect(lines).not.toContain('Disallow: /profile/artist/*');
    expect(lines).toContain('Sitemap: https://blush.test/sitemap.xml');
  });

  it('lists the public pages, each category and the listed artists only', async () => {
    const listed = await artist('listed');
    const pending = await artist('pending');
    const blocked = await artist('blocked');
    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    const locs = [...res.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toContain('https://blush.test/');
    expect(locs).toContain('https://blush.test/faq');
    expect(locs).toContain('https://blush.test/search?categories=All-Over%20Color');
    expect(locs).toContain(`https://blush.test/profile/artist/${listed}`);
    expect(locs).not.toContain(`https://blush.test/profile/artist/${pending}`);
    expect(locs).not.toContain(`https://blush.test/profile/artist/${blocked}`);
    expect(res.body).toMatch(
      new RegExp(`${listed}</loc><lastmod>\\d{4}-\\d\\d-\\d\\dT[\\d:.]+Z</lastmod>`),
    );
    // Each page in French too, each naming the other (decision 0037).
    expect(locs).toContain('https://blush.test/fr/');
    expect(locs).toContain(`https://blush.test/fr/profile/artist/${listed}`);
    expect(locs.filter((loc) => loc?.startsWith('https://blush.test/fr/'))).toHaveLength(
      locs.length / 2,
    );
    expect(res.body).toContain(
      '<xhtml:link rel="alternate" hreflang="fr-CA" href="https://blush.test/fr/faq"/>',
    );
  });
});
