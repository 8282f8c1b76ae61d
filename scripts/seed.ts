import { eq, getTableName, inArray, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '#server/db/open-db.ts';
import * as schema from '#server/db/schema/index.ts';
import { hashPassword } from '#server/accounts/passwords.ts';
import { deleteImage } from '#server/integrations/images/store-image.ts';
import type { FileStorage } from '#server/integrations/storage/storage.ts';
import { artistEmail } from './demo/artist-rows.ts';
import { demoArtists } from './demo/artists.ts';
import { inParallel } from './demo/in-parallel.ts';
import { BOOKING_PHOTOS_FOLDER, seedDemoBookingPhoto } from './demo/seed-booking-photos.ts';
import { EVENT_PHOTOS_FOLDER } from '#server/features/events/event-photos.ts';
import { DEMO_CREDENTIALS_FOLDER, seedDemoCredentials } from './demo/seed-credentials.ts';
import { seedDemoEvent } from './demo/seed-events.ts';
import { seedDemoPayments } from './demo/seed-payments.ts';
import { seedDemoReviews } from './demo/seed-reviews.ts';
import { seedStartedBookings } from './demo/seed-started-bookings.ts';
import { insertArtists, storeArtistPictures } from './demo/seed-artists.ts';

const { images, users } = schema;

/**
 * Demo accounts for local use; never seeded in production. Passwords are printed at start.
 * The first customer is the one the end-to-end tests sign in as.
 */
export const demoAccounts = [
  {
    email: 'admin@blush.local',
    password: 'blush-admin',
    firstName: 'Amara',
    lastName: 'Okafor',
    role: 'Admin' as const,
  },
  ...[
    ['chloe@blush.local', 'Chloé', 'Tremblay'],
    ['maya@blush.local', 'Maya', 'Singh'],
    ['daniel@blush.local', 'Daniel', 'Osei'],
  ].map(([email, firstName, lastName]) => ({
    email: email!,
    password: 'blush-demo',
    firstName: firstName!,
    lastName: lastName!,
    role: 'user' as const,
  })),
];

/** Every demo artist signs in with this password. */
export const DEMO_ARTIST_PASSWORD = 'blush-artist';

type DemoAccount = (typeof demoAccounts)[number];
/**
 * Chloé and Maya have a saved card (the end-to-end tests sign in as them, one per viewport);
 * Daniel is the demo customer who has reviewed artists (the tests' customers have not).
 */
const [admin, customer, cardCustomer, reviewingCustomer] = demoAccounts as [
  DemoAccount,
  DemoAccount,
  DemoAccount,
  DemoAccount,
];
const verifiedArtist = demoArtists.find((artist) => !artist.pending)!;
const pendingArtist = demoArtists.find((artist) => artist.pending)!;

/** The sign-ins worth showing at start: one of each kind of account. */
export const demoLogins = [
  { label: 'admin', email: admin.email, password: admin.password },
  { label: 'customer', email: customer.email, password: customer.password },
  { label: 'artist', email: artistEmail(verifiedArtist), password: DEMO_ARTIST_PASSWORD },
  {
    label: 'artist, unverified',
    email: artistEmail(pendingArtist),
    password: DEMO_ARTIST_PASSWORD,
  },
];

export interface DemoTarget {
  db: Db;
  /** Where the demo pictures' files go: the app's own storage. */
  storage: FileStorage;
  /** The platform's GST/HST number (`PLATFORM_HST_NUMBER`): bookings are quoted with it. */
  platformHstNumber?: string | null;
}

/** Seeds the demo data into an empty database; returns whether it did. */
export async function seedDemoIfEmpty({
  db,
  storage,
  platformHstNumber = null,
}: DemoTarget): Promise<boolean> {
  if ((await db.$count(users)) > 0) return false;
  const now = new Date();
  // One hash per password (argon2 is slow on purpose), made while the pictures are drawn.
  const hashes = new Map(
    [...new Set([DEMO_ARTIST_PASSWORD, ...demoAccounts.map((a) => a.password)])].map((p) => [
      p,
      hashPassword(p),
    ]),
  );
  const hashOf = (password: string) => hashes.get(password)!;
  const artists = await storeArtistPictures(storage, {
    now,
    passwordHash: await hashOf(DEMO_ARTIST_PASSWORD),
  });
  const accounts = await Promise.all(
    demoAccounts.map(async ({ password, ...fields }) => ({
      ...fields,
      passwordHash: await hashOf(password),
      emailConfirmedAt: now,
      // Newest of all, so the admin's user list opens on them.
      createdAt: now,
    })),
  );
  try {
    // All or nothing: a half-seeded database would never be seeded again.
    await db.transaction(async (tx) => {
      await insertArtists(tx, artists);
      await tx.insert(users).values(accounts);
      const byEmail = async (email: string) =>
        (await tx.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
      const banked = demoArtists.filter((artist) => !artist.pending && !artist.noBank);
      const bankedIds = await tx
        .select({ id: users.id })
        .from(users)
        .where(inArray(users.email, banked.map(artistEmail)));
      await seedDemoPayments(tx, {
        customerIds: [await byEmail(customer.email), await byEmail(cardCustomer.email)],
        artistIds: bankedIds.map((artist) => artist.id),
      });
      // The customers with a saved card have services in progress, to complete with a code.
      await seedStartedBookings(tx, { now, platformHstNumber });
      await seedDemoReviews(tx, {
        artists: artists.artists,
        now,
        customerIds: [await byEmail(reviewingCustomer.email)],
      });
      await seedDemoCredentials(tx, storage, now);
      await seedDemoBookingPhoto(tx, storage, now);
      await seedDemoEvent(tx, { now, platformHstNumber });
    });
  } catch (error) {
    await artists.removeFiles().catch(() => {});
    throw error;
  }
  return true;
}

/** Every table of the app, so a reset leaves nothing behind when tables are added. */
const allTables = Object.values(schema)
  .filter((value) => is(value, PgTable))
  .map((table) => `"${getTableName(table)}"`);

/** Empties the database and its pictures' files, then seeds it again. */
export async function resetDemo({ db, storage, platformHstNumber }: DemoTarget): Promise<void> {
  const old = await db.select({ id: images.id }).from(images);
  await db.execute(sql.raw(`truncate ${allTables.join(', ')} cascade`));
  // After the truncate: a failed file delete leaves an orphan file, never a broken picture.
  await inParallel(old, 16, ({ id }) => deleteImage(storage, id));
  await storage.delete(await storage.list(DEMO_CREDENTIALS_FOLDER));
  await storage.delete(await storage.list(BOOKING_PHOTOS_FOLDER));
  await storage.delete(await storage.list(EVENT_PHOTOS_FOLDER));
  await seedDemoIfEmpty({ db, storage, platformHstNumber });
}
