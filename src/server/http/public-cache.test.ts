import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '#server/app.ts';
import { openDb, type Database, type Db } from '#server/db/open-db.ts';
import {
  images,
  profileEducation,
  profiles,
  profileServices,
  publicDataVersion,
  users,
} from '#server/db/schema/index.ts';
import { addArtist, ids, nonce, search } from '#tests/support/fixtures/search.fixtures.ts';
import type { App } from '#server/context.ts';
import type { PublicProfile } from '#shared/schemas/profile.ts';
import { bearer, openTestDb, testEnv } from '#tests/support/test-app.ts';
import { PublicCache } from '#server/http/public-cache.ts';
import { createSession } from '#server/http/sessions.ts';

/**
 * Public answers (a profile, a search page, the home carousel) are kept by each app process
 * and must never outlive a change. Here one app reads and keeps answers while the data changes
 * elsewhere: through another app's API or straight in the database. On PostgreSQL the reading
 * app has its own pool, as a second process on the same server has; on PGlite (one process)
 * the two apps share the database but not their kept answers.
 */
const onPostgres = inject('dbTemplate').kind === 'postgres';

let database: Database & { drop(): Promise<void> };
let second: Database | undefined;
let writer: App;
let reader: App;
let db: Db;

beforeAll(async () => {
  database = await openTestDb();
  db = database.db;
  second =
    onPostgres && database.connectionString
      ? await openDb({ databaseUrl: database.connectionString, migrate: false, poolSize: 2 })
      : undefined;
  const env = testEnv({ LOG_LEVEL: 'error' });
  writer = await buildApp({ env, database });
  reader = await buildApp({ env, database: second ?? database });
  await Promise.all([writer.ready(), reader.ready()]);
});
afterAll(async () => {
  await reader.close();
  await writer.close();
  await second?.close();
  await database.drop();
});

async function profileOf(id: string) {
  const res = await reader.inject({ method: 'GET', url: `/api/profile/${id}` });
  return { status: res.statusCode, body: res.json<PublicProfile>() };
}

async function version(): Promise<number> {
  const [row] = await db.select().from(publicDataVersion);
  return row!.version;
}

/** An artist whose profile and search page the reader has read (and so keeps). */
async function readArtist() {
  const word = nonce();
  const artist = await addArtist(db, { bio: `Soft glam ${word}` });
  expect((await profileOf(artist.id)).status).toBe(200);
  expect(ids((await search(reader, { q: word })).body)).toEqual(artist.pictures);
  return { ...artist, word };
}

describe('a kept public profile', () => {
  it('is read again after its owner edits it through another process', async () => {
    const { id } = await readArtist();
    const token = await createSession(db, id);
    const edit = await writer.inject({
      method: 'PATCH',
      url: '/api/profile',
      headers: bearer(token),
      payload: { bio: 'Editorial and bridal looks, now with airbrush.' },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect((await profileOf(id)).body.bio).toBe('Editorial and bridal looks, now with airbrush.');
  });

  it.each<[string, (id: string) => Promise<unknown>, (p: PublicProfile) => unknown, unknown]>([
    [
      "the owner's name",
      (id) => db.update(users).set({ firstName: 'Renamed' }).where(eq(users.id, id)),
      (p) => p.name.firstName,
      'Renamed',
    ],
    [
      'a new service',
      (id) =>
        db.insert(profileServices).values({
          userId: id,
          typeOfService: 'Lashes',
          amountCents: 4500,
          description: 'Strip lashes',
        }),
      (p) => p.services.map((s) => s.typeOfService),
      ['Lashes'],
    ],
    [
      'a new diploma',
      (id) =>
        db
          .insert(profileEducation)
          .values({ userId: id, title: 'Makeup', school: 'Blanche', year: 2020 }),
      (p) => p.education.map((e) => e.school),
      ['Blanche'],
    ],
    [
      'a new profile picture',
      async (id) => {
        const [picture] = await db
          .insert(images)
          .values({
            id: randomUUID(),
            userId: id,
            kind: 'profile',
            width: 640,
            height: 640,
            widths: [320, 640],
          })
          .returning({ id: images.id });
        await db.update(users).set({ profileImageId: picture!.id }).where(eq(users.id, id));
      },
      (p) => p.profileImage !== null,
      true,
    ],
    [
      'its hours note',
      (id) =>
        db.update(profiles).set({ availability: 'Evenings only' }).where(eq(profiles.userId, id)),
      (p) => p.availability,
      'Evenings only',
    ],
  ])('is read again after %s changes in the database', async (_name, change, field, expected) => {
    const { id } = await readArtist();
    await change(id);
    expect(field((await profileOf(id)).body)).toEqual(expected);
  });

  it('is gone for visitors once the artist is blocked, and back once unblocked', async () => {
    const { id, word, pictures } = await readArtist();
    await db.update(users).set({ blockedAt: new Date() }).where(eq(users.id, id));
    expect((await profileOf(id)).status).toBe(404);
    expect(ids((await search(reader, { q: word })).body)).toEqual([]);
    await db.update(users).set({ blockedAt: null }).where(eq(users.id, id));
    expect((await profileOf(id)).status).toBe(200);
    expect(ids((await search(reader, { q: word })).body)).toEqual(pictures);
  });

  it('opens to visitors once the artist is verified', async () => {
    const artist = await addArtist(db, { verified: false });
    expect((await profileOf(artist.id)).status).toBe(404);
    await db.update(profiles).set({ verifiedAt: new Date() }).where(eq(profiles.userId, artist.id));
    expect((await profileOf(artist.id)).status).toBe(200);
  });
});

describe('a kept search page', () => {
  it('shows a new picture, a new price and instant booking at once', async () => {
    const { id, word, pictures } = await readArtist();
    const [added] = await db
      .insert(images)
      .values({
        id: randomUUID(),
        userId: id,
        kind: 'portfolio',
        tag: 'Glam Makeup',
        width: 1080,
        height: 1350,
        widths: [320, 640, 1080],
        createdAt: new Date('2031-01-01T00:00:00Z'),
      })
      .returning({ id: images.id });
    expect(ids((await search(reader, { q: word })).body)).toEqual([added!.id, ...pictures]);

    expect(ids((await search(reader, { q: word, maxPrice: 5000 })).body)).toEqual([]);
    await db.update(profiles).set({ priceCents: 4000 }).where(eq(profiles.userId, id));
    expect(ids((await search(reader, { q: word, maxPrice: 5000 })).body)).toHaveLength(2);

    expect(ids((await search(reader, { q: word, instantBook: 'true' })).body)).toEqual([]);
    await db.update(profiles).set({ instantBook: true }).where(eq(profiles.userId, id));
    expect(ids((await search(reader, { q: word, instantBook: 'true' })).body)).toHaveLength(2);
  });

  it('corrects a typo to a word first written after the page was kept', async () => {
    const word = nonce();
    const typo = `${word.slice(0, -1)}x`;
    expect(ids((await search(reader, { q: typo })).body)).toEqual([]);
    const artist = await addArtist(db, { bio: `Braids ${word}` });
    expect(ids((await search(reader, { q: typo })).body)).toEqual(artist.pictures);
  });

  it('shows a newly verified artist in the home carousel', async () => {
    const before = await reader.inject({ method: 'GET', url: '/api/search/featured' });
    expect(before.statusCode).toBe(200);
    // Rated above anyone else, so first in the carousel.
    const artist = await addArtist(db, { verified: false, rating: 5, reviewCount: 99 });
    await reader.inject({ method: 'GET', url: '/api/search/featured' });
    await db.update(profiles).set({ verifiedAt: new Date() }).where(eq(profiles.userId, artist.id));
    const after = await reader.inject({ method: 'GET', url: '/api/search/featured' });
    expect(after.json<Array<{ _id: string }>>()[0]!._id).toBe(artist.id);
  });
});

describe('the public data version', () => {
  it('moves once per committed transaction, however many rows it changed', async () => {
    const { id } = await readArtist();
    const start = await version();
    await db.transaction(async (tx) => {
      await tx.update(profiles).set({ bio: 'One' }).where(eq(profiles.userId, id));
      await tx.update(profiles).set({ bio: 'Two' }).where(eq(profiles.userId, id));
      await tx.update(users).set({ firstName: 'Three' }).where(eq(users.id, id));
    });
    expect(await version()).toBe(start + 1);
  });

  it('stays when a change is rolled back', async () => {
    const { id } = await readArtist();
    const start = await version();
    await expect(
      db.transaction(async (tx) => {
        await tx.update(profiles).set({ bio: 'Never seen' }).where(eq(profiles.userId, id));
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await version()).toBe(start);
    expect((await profileOf(id)).body.bio).not.toBe('Never seen');
  });

  it('stays when only private account data changes (a customer books with a new number)', async () => {
    const { id } = await readArtist();
    const start = await version();
    await db.update(users).set({ mobileNumber: '+14165550111' }).where(eq(users.id, id));
    await createSession(db, id);
    expect(await version()).toBe(start);
  });
});

describe('the kept answers', () => {
  it('keep as many as asked, dropping the least recently used first', async () => {
    const cache = new PublicCache(2);
    const builds: string[] = [];
    const get = (key: string) =>
      cache.get(db, key, () => {
        builds.push(key);
        return Promise.resolve(key);
      });
    await get('a');
    await get('b');
    await get('a'); // kept; now the most recently used
    await get('c'); // drops b
    await get('a');
    await get('b');
    expect(builds).toEqual(['a', 'b', 'c', 'b']);
  });

  it('are built once for requests that miss together, and again after a failed build', async () => {
    const cache = new PublicCache(10);
    // A database whose number answers at once, so the three requests below all miss before
    // the build they wait for ends (opened by hand).
    const still = { execute: () => Promise.resolve({ rows: [{ version: 7 }] }) } as unknown as Db;
    let builds = 0;
    let open: (outcome: 'fail' | 'build') => void = () => {};
    const build = async () => {
      builds++;
      if ((await new Promise((resolve) => (open = resolve))) === 'fail') throw new Error('gone');
      return builds;
    };
    const together = () => Promise.allSettled([1, 2, 3].map(() => cache.get(still, 'x', build)));
    const yieldTurn = () => new Promise((resolve) => setImmediate(resolve));

    const failing = together();
    await yieldTurn();
    open('fail');
    expect((await failing).map((r) => r.status)).toEqual(['rejected', 'rejected', 'rejected']);
    const built = together();
    await yieldTurn();
    open('build');
    expect((await built).map((r) => r.status === 'fulfilled' && r.value)).toEqual([2, 2, 2]);
    expect(builds).toBe(2);
  });
});
