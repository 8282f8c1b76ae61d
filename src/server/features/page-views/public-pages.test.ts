import { randomUUID } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { heldTime } from '#shared/domain/availability.ts';
import { buildApp } from '#server/app.ts';
import { openDb, type Database, type Db } from '#server/db/open-db.ts';
import { bookings, profiles, profileServices, users } from '#server/db/schema/index.ts';
import { addArtist } from '#tests/support/fixtures/search.fixtures.ts';
import type { App } from '#server/context.ts';
import type { ReviewView } from '#shared/schemas/review.ts';
import { createSession } from '#server/http/sessions.ts';
import { bearer, openTestDb, testEnv } from '#tests/support/test-app.ts';

/**
 * Server-rendered public pages are kept for visitors without credentials, under the public
 * data version (decision 0024), and must never outlive a change to what they show. One app
 * serves the pages; the data changes through another app or straight in the database. On
 * PostgreSQL the page app has its own pool, as a second process would.
 *
 * The renderer stands in for dist/ssr: it asks the API what the real pages ask (the profile
 * and its reviews, the home carousel) and counts its renders.
 */
const onPostgres = inject('dbTemplate').kind === 'postgres';

const renderer = `
export async function renderPage(url, fetchApi) {
  globalThis.blushPageRenders = (globalThis.blushPageRenders ?? 0) + 1;
  if (globalThis.blushFailNextRender) {
    globalThis.blushFailNextRender = false;
    throw new Error('render failed');
  }
  const { pathname } = new URL(url);
  const french = pathname === '/fr' || pathname.startsWith('/fr/');
  const id = pathname.slice(french ? 3 : 0).split('/')[3];
  const paths = id ? ['/api/profile/' + id, '/api/review/' + id + '?page=1'] : ['/api/search/featured'];
  const data = [];
  for (const p of paths) data.push(await (await fetchApi(p)).json());
  return { html: '<h1>' + (french ? 'Bonjour ' : 'Hello ') + pathname + '</h1>', data };
}`;
const renders = () => (globalThis as { blushPageRenders?: number }).blushPageRenders ?? 0;

let dir: string;
let database: Database & { drop(): Promise<void> };
let second: Database | undefined;
let writer: App;
let pages: App;
let db: Db;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'blush-pages-'));
  mkdirSync(path.join(dir, 'client'));
  mkdirSync(path.join(dir, 'ssr'));
  writeFileSync(
    path.join(dir, 'client', 'index.html'),
    '<!doctype html><html lang="en-CA"><head><title>Blush</title></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(path.join(dir, 'ssr', 'entry-server.js'), renderer);
  database = await openTestDb();
  db = database.db;
  second =
    onPostgres && database.connectionString
      ? await openDb({ databaseUrl: database.connectionString, migrate: false, poolSize: 2 })
      : undefined;
  const env = testEnv({ LOG_LEVEL: 'error', CLIENT_DIR: path.join(dir, 'client') });
  writer = await buildApp({ env, database });
  pages = await buildApp({ env, database: second ?? database });
  await Promise.all([writer.ready(), pages.ready()]);
});
afterAll(async () => {
  await pages.close();
  await writer.close();
  await second?.close();
  await database.drop();
  rmSync(dir, { recursive: true, force: true });
});

type Review = Pick<ReviewView, 'reviewCount' | 'comments'>;
/** A page as the page app serves it, with the answers it was rendered from. */
async function page(url: string, headers: Record<string, string> = {}) {
  const res = await pages.inject({ method: 'GET', url, headers });
  const data = /<script type="application\/json" id="server-data">(.*?)<\/script>/.exec(res.body);
  const [profile, reviews] = data ? (JSON.parse(data[1]!) as unknown[]) : [];
  return {
    status: res.statusCode,
    body: res.body,
    rendered: res.body.includes('data-rendered="server"'),
    profile: profile as { services?: Array<{ amount: number }>; code?: string } | undefined,
    reviews: reviews as Review | undefined,
    featured: profile as Array<{ _id: string }> | undefined,
  };
}
const profilePage = (id: string) => page(`/profile/artist/${id}`);

/** A customer with a completed booking with the artist, who may review it. */
async function pastCustomer(artistId: string) {
  const [customer] = await db
    .insert(users)
    .values({ email: `past-${randomUUID()}@example.com`, firstName: 'Cleo', lastName: 'Client' })
    .returning({ id: users.id });
  const at = new Date(Date.now() - 2 * 3_600_000);
  const [booking] = await db
    .insert(bookings)
    .values({
      customerId: customer!.id,
      artistId,
      state: 'completed',
      appointmentAt: at,
      ...heldTime(at),
      services: [
        { serviceId: randomUUID(), typeOfService: 'Bridal', quantity: 1, amountCents: 8000 },
      ],
      subtotalCents: 8000,
      feeCents: 400,
      totalCents: 8400,
      place: 'artistSite',
      idempotencyKey: randomUUID(),
      respondBy: at,
      completedAt: new Date(),
    })
    .returning({ id: bookings.id });
  return { token: await createSession(db, customer!.id), bookingId: booking!.id };
}

const withService = { services: [{ type: 'Bridal', amount: 12_000, description: 'Full look' }] };

describe("a kept page for a visitor who isn't signed in", () => {
  it('is rendered once while public data is unchanged, and served the same', async () => {
    const { id } = await addArtist(db, withService);
    const first = await profilePage(id);
    const before = renders();
    const again = await profilePage(id);
    expect(renders()).toBe(before);
    expect(again.body).toBe(first.body);
    expect(first.rendered).toBe(true);
    expect(first.profile?.services?.[0]?.amount).toBe(12_000);
  });

  it('is never served to a request with a session cookie or a bearer token', async () => {
    const { id } = await addArtist(db, withService);
    await profilePage(id);
    const before = renders();
    const token = await createSession(db, id);
    await page(`/profile/artist/${id}`, bearer(token));
    await page(`/profile/artist/${id}`, { cookie: `theme=dark; blush_session=${token}` });
    expect(renders()).toBe(before + 2);
    // Another cookie is no credential: the kept page answers.
    await page(`/profile/artist/${id}`, { cookie: 'theme=dark' });
    expect(renders()).toBe(before + 2);
  });

  it('is kept apart in each language: French and English visitors each get their own', async () => {
    const { id } = await addArtist(db, withService);
    const lang = (body: string) => /<html lang="([^"]*)"/.exec(body)?.[1];
    const english = await profilePage(id);
    const french = await page(`/fr/profile/artist/${id}`);
    expect([lang(english.body), lang(french.body)]).toEqual(['en-CA', 'fr-CA']);
    expect(french.body).toContain(`<h1>Bonjour /fr/profile/artist/${id}</h1>`);
    const before = renders();
    // Kept, each served again in its own language, never the other's.
    expect((await page(`/fr/profile/artist/${id}`)).body).toBe(french.body);
    expect((await profilePage(id)).body).toBe(english.body);
    expect(renders()).toBe(before);
    // A French browser asking for the English address is sent to the French page.
    const asked = await pages.inject({
      method: 'GET',
      url: `/profile/artist/${id}`,
      headers: { 'accept-language': 'fr-CA,fr;q=0.9,en;q=0.5' },
    });
    expect(asked.statusCode).toBe(302);
    expect(asked.headers.location).toBe(`/fr/profile/artist/${id}`);
    expect(asked.headers.vary).toContain('accept-language');
  });

  it('is sent compressed as the browser accepts, the same page in every encoding', async () => {
    const { id } = await addArtist(db, withService);
    const url = `/profile/artist/${id}`;
    const get = (headers: Record<string, string>) => pages.inject({ method: 'GET', url, headers });
    const plain = await get({});
    const br = await get({ 'accept-encoding': 'gzip, deflate, br' });
    const gzip = await get({ 'accept-encoding': 'gzip' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    for (const res of [plain, br, gzip]) {
      expect(res.headers.etag).toBe(plain.headers.etag);
      expect(res.headers.vary).toBe('cookie, accept-language, accept-encoding');
    }
    // A repeat naming its tag costs a 304, with no body in any encoding.
    const repeat = await get({
      'accept-encoding': 'br',
      'if-none-match': String(plain.headers.etag),
    });
    expect(repeat.statusCode).toBe(304);
    expect(repeat.headers['content-encoding']).toBeUndefined();
    expect(repeat.rawPayload.length).toBe(0);
    // The compressed page is never older than the page: a new price, new bytes and a new tag.
    await db
      .update(profileServices)
      .set({ amountCents: 9_900 })
      .where(eq(profileServices.userId, id));
    const changed = await get({
      'accept-encoding': 'br',
      'if-none-match': String(plain.headers.etag),
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(plain.headers.etag);
    expect(brotliDecompressSync(changed.rawPayload).toString()).toContain('"amount":9900');
  });

  it('is not kept when its rendering failed: the next visitor gets it rendered', async () => {
    const { id } = await addArtist(db, withService);
    (globalThis as { blushFailNextRender?: boolean }).blushFailNextRender = true;
    expect((await profilePage(id)).rendered).toBe(false);
    expect((await profilePage(id)).rendered).toBe(true);
  });
});

describe('a kept page is rendered again', () => {
  it('once the artist is verified (her profile and the home carousel)', async () => {
    // Rated above anyone else, so first in the carousel once verified.
    const { id } = await addArtist(db, {
      ...withService,
      verified: false,
      rating: 5,
      reviewCount: 999,
    });
    expect((await profilePage(id)).status).toBe(404);
    expect((await page('/')).featured?.[0]?._id).not.toBe(id);
    await db.update(profiles).set({ verifiedAt: new Date() }).where(eq(profiles.userId, id));
    const opened = await profilePage(id);
    expect(opened.status).toBe(200);
    expect(opened.profile?.services?.[0]?.amount).toBe(12_000);
    expect((await page('/')).featured?.[0]?._id).toBe(id);
  });

  it('once the artist is blocked, and again once unblocked', async () => {
    const { id } = await addArtist(db, withService);
    expect((await profilePage(id)).status).toBe(200);
    await db.update(users).set({ blockedAt: new Date() }).where(eq(users.id, id));
    expect((await profilePage(id)).status).toBe(404);
    await db.update(users).set({ blockedAt: null }).where(eq(users.id, id));
    expect((await profilePage(id)).status).toBe(200);
  });

  it('once a price changes', async () => {
    const { id } = await addArtist(db, withService);
    expect((await profilePage(id)).profile?.services?.[0]?.amount).toBe(12_000);
    await db
      .update(profileServices)
      .set({ amountCents: 9_500 })
      .where(eq(profileServices.userId, id));
    expect((await profilePage(id)).profile?.services?.[0]?.amount).toBe(9_500);
  });

  it('once a customer reviews the artist, and once the artist answers', async () => {
    const { id } = await addArtist(db, withService);
    expect((await profilePage(id)).reviews?.reviewCount).toBe(0);
    const { token, bookingId } = await pastCustomer(id);
    const posted = await writer.inject({
      method: 'POST',
      url: `/api/review/comment/${id}`,
      headers: bearer(token),
      payload: { bookingId, rating: 4, subject: 'Lovely', text: 'Calm and on time.' },
    });
    expect(posted.statusCode, posted.body).toBe(200);
    const reviewed = await profilePage(id);
    expect(reviewed.reviews?.reviewCount).toBe(1);
    expect(reviewed.reviews?.comments.map((c) => c.text)).toEqual(['Calm and on time.']);

    const commentId = posted.json<{ _id: string }>()._id;
    const reply = await writer.inject({
      method: 'PUT',
      url: `/api/review/comment/${id}/${commentId}/reply`,
      headers: bearer(await createSession(db, id)),
      payload: { text: 'Thank you, Cleo!' },
    });
    expect(reply.statusCode, reply.body).toBe(200);
    expect((await profilePage(id)).reviews?.comments[0]?.reply?.text).toBe('Thank you, Cleo!');
  });
});
