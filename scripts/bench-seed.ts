/**
 * Bench data: 5,000 artists with 10 tagged portfolio pictures each (50,000) and a profile
 * picture, made from the demo artists' shapes (names, bios, categories, services and price
 * ranges) so the search sees realistic text. Rows only: the pictures' files are never written,
 * so their URLs lead nowhere. 1 % of the artists wait for verification, 1 % are blocked
 * and 85 % have a rating.
 *
 * `npx tsx scripts/bench-seed.ts` seeds the database of DATABASE_URL (or DATA_DIR), which must
 * be empty; `npm run bench` seeds a scratch database of its own through `seedBench`.
 */
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { openDb, type Db } from '#server/db/open-db.ts';
import type { images } from '#server/db/schema/index.ts';
import { profiles, profileServices, users } from '#server/db/schema/index.ts';
import { parseEnv } from '#server/env.ts';
import { hashPassword } from '#server/accounts/passwords.ts';
import { artistRows } from './demo/artist-rows.ts';
import { demoArtists, type DemoArtist } from './demo/artists.ts';
import { prng } from './demo/random.ts';
import { DEMO_ARTIST_PASSWORD } from './seed.ts';

export const BENCH_ARTISTS = 5_000;
export const BENCH_PICTURES_PER_ARTIST = 10;

const day = 24 * 60 * 60_000;
const widths = [320, 640, 1080];

/** Inserts in statements of `size` rows (PostgreSQL takes at most 65,535 parameters). */
async function insertAll<T extends PgTable>(
  db: Db,
  table: T,
  rows: T['$inferInsert'][],
  size = 1000,
) {
  for (let i = 0; i < rows.length; i += size) {
    await db.insert(table).values(rows.slice(i, i + size));
  }
}

type Picture = typeof images.$inferInsert & { createdAt: Date };

/** The pictures in one statement, as a JSON document: far quicker than 440,000 parameters. */
async function insertPictures(db: Db, pictures: Picture[]) {
  const json = JSON.stringify(
    pictures.map((p) => ({
      id: p.id,
      user_id: p.userId,
      kind: p.kind,
      tag: p.tag,
      width: p.width,
      height: p.height,
      widths: p.widths,
      created_at: p.createdAt.toISOString(),
    })),
  );
  await db.execute(
    sql`insert into images select * from json_populate_recordset(null::images, ${json}::json)`,
  );
}

function benchRows(now: Date, passwordHash: string) {
  const poolSizes = { hair: 1, makeup: 1, avatar: 1 };
  const r = prng(20_251);
  return Array.from({ length: BENCH_ARTISTS }, (_, index) => {
    // One in a hundred waits for verification (they signed up within the last two hours).
    const shape: DemoArtist = { ...demoArtists[index % demoArtists.length]!, pending: undefined };
    if (index % 100 === 51) shape.pending = true;
    const rows = artistRows(shape, index, { now, passwordHash, poolSizes });
    const lastName = demoArtists[(index * 7 + 3) % demoArtists.length]!.lastName;
    const blocked = index % 100 === 37;
    const avatarId = randomUUID();
    const user = {
      ...rows.user,
      email: `bench${index}@artists.blush.local`,
      lastName,
      profileImageId: avatarId,
      blockedAt: blocked ? now : null,
    };
    const rated = r.next() < 0.85;
    const profile = {
      ...rows.profile,
      ratingAverage: rated ? Math.round(r.between(3, 5) * 100) / 100 : null,
      reviewCount: rated ? r.int(1, 120) : 0,
      // Nine in ten take bookings (a bank account connected), so search by artist finds them.
      payoutAccountId: index % 10 === 3 ? null : `acct_bench_${index}`,
    };
    const tags = [...new Set(rows.pictures.flatMap((p) => (p.tag ? [p.tag] : [])))];
    const joined = rows.user.createdAt!.getTime();
    const pictures = Array.from({ length: BENCH_PICTURES_PER_ARTIST }, (_, i) => ({
      id: randomUUID(),
      userId: user.id,
      kind: 'portfolio' as const,
      tag: tags[i % tags.length]!,
      width: 1080,
      height: 1350,
      widths,
      createdAt: new Date(joined + r.next() * (now.getTime() - joined)),
    }));
    const avatar = {
      id: avatarId,
      userId: user.id,
      kind: 'profile' as const,
      tag: null,
      width: 640,
      height: 640,
      widths: [320, 640],
      createdAt: new Date(joined + day / 24),
    };
    return { user, profile, services: rows.services, pictures: [avatar, ...pictures] };
  });
}

/** Fills an empty, migrated database; returns how many artists and pictures it wrote. */
export async function seedBench(db: Db) {
  const artists = benchRows(new Date(), await hashPassword(DEMO_ARTIST_PASSWORD));
  const pictures = artists.flatMap((a) => a.pictures);
  await db.transaction(async (tx) => {
    await insertAll(
      tx,
      users,
      artists.map((a) => a.user),
    );
    await insertAll(
      tx,
      profiles,
      artists.map((a) => a.profile),
    );
    await insertAll(
      tx,
      profileServices,
      artists.flatMap((a) => a.services),
    );
    // Statistics before the pictures, whose trigger joins these tables.
    await tx.execute(sql`analyze users, profiles, profile_services`);
    await insertPictures(tx, pictures);
  });
  // Statistics for the planner and no dead rows (the triggers rewrote every profile once).
  await db.execute(sql`vacuum analyze`);
  return {
    artists: artists.length,
    pictures: pictures.filter((p) => p.kind === 'portfolio').length,
  };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const env = parseEnv();
  const database = await openDb({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    if ((await database.db.$count(users)) > 0) {
      console.error('The database already has users; bench data goes into an empty one.');
      process.exitCode = 1;
    } else {
      const started = Date.now();
      const { artists, pictures } = await seedBench(database.db);
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(`Bench data: ${artists} artists, ${pictures} pictures in ${seconds} s.`);
    }
  } finally {
    await database.close();
  }
}
