import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { images, profiles, users } from '#server/db/schema/index.ts';
import { bearer, createTestApp, type TestApp } from '#tests/support/test-app.ts';

/** index.html as `vite build` writes it: the description spans lines, the script is external. */
const indexHtml = `<!doctype html>
<html lang="en-CA">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
    <meta
      name="description"
      content="Book Toronto's best verified makeup and hair artists."
    />
    <title>Blush — makeup & hair artists in Toronto</title>
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

let t: TestApp;
let clientDir: string;

beforeAll(async () => {
  clientDir = mkdtempSync(path.join(tmpdir(), 'blush-client-'));
  writeFileSync(path.join(clientDir, 'index.html'), indexHtml);
  t = await createTestApp({ CLIENT_DIR: clientDir });
});
afterAll(async () => {
  await t.close();
  rmSync(clientDir, { recursive: true, force: true });
});

/** An artist with a started profile, a service, and a name and bio that need escaping. */
async function artist({ verified }: { verified: boolean }) {
  const user = await t.signUp();
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/profile',
    headers: bearer(user.token),
    payload: {
      profession: 'Makeup Artist',
      bio: 'Soft glam <script>alert("x")</script> & bridal looks.',
      city: 'Toronto - Canada',
    },
  });
  expect(created.statusCode, created.body).toBe(200);
  await t.app.inject({
    method: 'POST',
    url: '/api/profile/service',
    headers: bearer(user.token),
    payload: { typeOfService: 'Soft glam', amount: '80', description: 'Lashes included' },
  });
  await t.database.db
    .update(users)
    .set({ firstName: 'Zoë <b>"Glam"', lastName: '& Co' })
    .where(eq(users.id, user.id));
  if (verified) {
    await t.database.db
      .update(profiles)
      .set({ verifiedAt: new Date() })
      .where(eq(profiles.userId, user.id));
  }
  return user;
}

async function addPicture(userId: string, kind: 'portfolio' | 'profile', widths: number[]) {
  const id = randomUUID();
  await t.database.db
    .insert(images)
    .values({ id, userId, kind, width: widths.at(-1)!, height: 800, widths });
  return id;
}

const page = (url: string) => t.app.inject({ method: 'GET', url });
const metaContent = (html: string, attribute: string) =>
  new RegExp(`<meta ${attribute} content="([^"]*)" />`).exec(html)?.[1];
const structuredData = (html: string) =>
  JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)![1]!) as Record<
    string,
    unknown
  >;

describe('page meta for an artist profile', () => {
  it('writes the listed artist’s title, description and preview tags, escaped', async () => {
    const user = await artist({ verified: true });
    const first = await addPicture(user.id, 'portfolio', [320, 640, 1080, 1600]);
    await addPicture(user.id, 'portfolio', [320, 640, 1080]);

    const res = await page(`/profile/artist/${user.id}?from=share`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    const html = res.body;

    const name = 'Zoë &lt;b&gt;&quot;Glam&quot; &amp; Co';
    expect(html).toContain(`<title>${name} · Blush</title>`);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/name="description"/g)).toHaveLength(1);
    const description = metaContent(html, 'name="description"');
    expect(description).toBe(
      'Makeup Artist in Toronto, from $84.00. Soft glam &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; bridal looks.',
    );
    expect(metaContent(html, 'property="og:title"')).toBe(`${name} · Blush`);
    expect(metaContent(html, 'property="og:description"')).toBe(description);
    expect(metaContent(html, 'property="og:type"')).toBe('profile');
    expect(metaContent(html, 'property="og:url"')).toBe(
      `https://blush.test/profile/artist/${user.id}`,
    );
    expect(metaContent(html, 'property="og:image"')).toBe(
      `https://blush.test/files/images/${first}/1080.webp`,
    );
    expect(metaContent(html, 'name="twitter:card"')).toBe('summary_large_image');
    expect(html).toContain(
      `<link rel="canonical" href="https://blush.test/profile/artist/${user.id}" />`,
    );
    // Nothing from the artist reaches the page unescaped, and no inline code is added: the
    // one inline element is schema.org data, which browsers never run.
    expect(html).not.toContain('<b>');
    expect(html).not.toContain('<script>alert');
    expect(html.match(/<script/g)).toHaveLength(2);
    expect(structuredData(html)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'HealthAndBeautyBusiness',
      name: 'Zoë <b>"Glam" & Co',
      description: 'Soft glam <script>alert("x")</script> & bridal looks.',
      url: `https://blush.test/profile/artist/${user.id}`,
      image: `https://blush.test/files/images/${first}/1080.webp`,
      address: {
        '@type': 'PostalAddress',
        addressLocality: 'Toronto',
        addressRegion: 'ON',
        addressCountry: 'CA',
      },
      priceRange: '$84.00',
    });
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-abc123.js">');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('writes the French page’s description in French, its figures as French writes them', async () => {
    const user = await artist({ verified: true });
    const res = await page(`/fr/profile/artist/${user.id}`);
    expect(res.statusCode).toBe(200);
    expect(metaContent(res.body, 'name="description"')).toBe(
      'Artiste maquillage à Toronto, à partir de 84,00\u00a0$. Soft glam &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; bridal looks.',
    );
  });

  it('gives search engines the area, the price range and the rating once there are reviews', async () => {
    const user = await artist({ verified: true });
    await t.app.inject({
      method: 'POST',
      url: '/api/profile/service',
      headers: bearer(user.token),
      payload: { typeOfService: 'Bridal', amount: '300', description: 'Trial included' },
    });
    await t.database.db
      .update(profiles)
      .set({ postalCode: 'm5v 2t6', ratingAverage: 4.5, reviewCount: 12 })
      .where(eq(profiles.userId, user.id));
    const html = (await page(`/profile/artist/${user.id}`)).body;
    expect(metaContent(html, 'property="og:description"')).toMatch(
      /^Makeup Artist in Toronto, rated 4\.5 from 12 reviews, from \$84\.00\. /,
    );
    const data = structuredData(html);
    expect(data.address).toMatchObject({ postalCode: 'M5V' });
    expect(JSON.stringify(data)).not.toContain('2T6');
    expect(data.priceRange).toBe('$84.00–$315.00');
    expect(data.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.5,
      reviewCount: 12,
      bestRating: 5,
      worstRating: 1,
    });
  });

  it('prefers the profile picture, at the widest stored width when none reaches 1080', async () => {
    const user = await artist({ verified: true });
    await addPicture(user.id, 'portfolio', [320, 640, 1080]);
    const picture = await addPicture(user.id, 'profile', [320, 640]);
    await t.database.db.update(users).set({ profileImageId: picture }).where(eq(users.id, user.id));
    const html = (await page(`/profile/artist/${user.id}`)).body;
    expect(metaContent(html, 'property="og:image"')).toBe(
      `https://blush.test/files/images/${picture}/640.webp`,
    );
  });

  it('leaves out og:image when there is no picture', async () => {
    const user = await artist({ verified: true });
    const html = (await page(`/profile/artist/${user.id}`)).body;
    expect(html).toContain('property="og:title"');
    expect(html).not.toContain('og:image');
    expect(metaContent(html, 'name="twitter:card"')).toBe('summary');
  });

  it('serves the plain page with 404 for a pending, blocked, unknown or malformed profile', async () => {
    const pending = await artist({ verified: false });
    const blocked = await artist({ verified: true });
    await t.database.db
      .update(users)
      .set({ blockedAt: new Date() })
      .where(eq(users.id, blocked.id));
    const missing = [
      `/profile/artist/${pending.id}`,
      `/profile/artist/${blocked.id}`,
      `/profile/artist/${randomUUID()}`,
      '/profile/artist/not-a-uuid',
    ];
    // The review page below a profile and other pages are not the profile's to refuse.
    const plain = [`/profile/artist/${blocked.id}/${randomUUID()}`];
    for (const url of [...missing, ...plain]) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(missing.includes(url) ? 404 : 200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.body, url).toBe(indexHtml);
    }
  });
});
