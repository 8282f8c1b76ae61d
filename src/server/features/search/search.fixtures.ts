/**
 * Test data for the search tests: artists written straight into the tables (the triggers keep
 * the search rows, as they do for the app), and a helper to call GET /api/search.
 */
import { randomUUID } from 'node:crypto';
import type { ServiceArea } from '#shared/domain/travel.ts';
import { eq } from 'drizzle-orm';
import type { portfolioTags, professions } from '#shared/catalog.ts';
import type { Schedule } from '#shared/domain/availability.ts';
import type { SearchPage } from '#shared/schemas/search.ts';
import type { Db } from '../../db/open-db.ts';
import { images, profiles, profileServices, users } from '../../db/schema/index.ts';
import type { App } from '../../context.ts';

export type Tag = (typeof portfolioTags)[number];

const consonants = 'bcdfghjklmnpqrtvwxz';
/** A made-up word no other test uses: a search for it finds one test's artists only. */
export function nonce(): string {
  const letters = Array.from({ length: 8 }, () => consonants[Math.floor(Math.random() * 19)]);
  return `zq${letters.join('')}`;
}

export interface ArtistSpec {
  firstName?: string;
  lastName?: string;
  profession?: (typeof professions)[number];
  bio?: string;
  verified?: boolean;
  blocked?: boolean;
  deleted?: boolean;
  /** The starting price in cents (services are not written unless given). */
  price?: number | null;
  rating?: number | null;
  reviewCount?: number;
  place?: boolean;
  delivery?: boolean;
  services?: Array<{ type: string; amount: number; description: string }>;
  /** Portfolio pictures, oldest first unless dated; a null tag is an untagged picture. */
  pictures?: Array<Tag | null | { tag: Tag | null; at: Date }>;
  avatar?: boolean;
  /** Her GST/HST number (not registered unless given). */
  hstNumber?: string;
  /** A bank account connected (the default). */
  payout?: boolean;
  /** Her hours (none: the default, Tuesday to Saturday 10:00–19:00). */
  schedule?: Schedule;
  /** Where she is (none: no coordinates, only the postal code). */
  lat?: number;
  lng?: number;
  postalCode?: string;
  /** Each service's length (services given). */
  durationMinutes?: number;
  /** Where she travels to (none: anywhere, when she travels at all). */
  serviceArea?: ServiceArea;
}

let clock = Date.parse('2030-01-01T00:00:00Z');
/** Each picture a second newer than the last one written, unless dated. */
const tick = () => new Date((clock += 1000));

/** Private data every test artist has, which no search result may show. */
export const secrets = {
  mobileNumber: '+14165550199',
  street: '77 Hidden Lane',
  postalCode: 'M5V 2T6',
  payoutAccountId: 'acct_never_shown',
  email: 'private-address',
};

export async function addArtist(db: Db, spec: ArtistSpec = {}) {
  const id = randomUUID();
  await db.insert(users).values({
    id,
    email: `${secrets.email}-${id}@example.com`,
    firstName: spec.firstName ?? 'Ana',
    lastName: spec.lastName ?? 'Test',
    mobileNumber: secrets.mobileNumber,
    blockedAt: spec.blocked ? new Date() : null,
    deletedAt: spec.deleted ? new Date() : null,
  });
  await db.insert(profiles).values({
    userId: id,
    profession: spec.profession ?? 'Makeup Artist',
    bio: spec.bio ?? 'Makeup for every occasion.',
    place: spec.place ?? true,
    delivery: spec.delivery ?? false,
    street: secrets.street,
    postalCode: spec.postalCode ?? secrets.postalCode,
    lat: spec.lat ?? null,
    lng: spec.lng ?? null,
    schedule: spec.schedule ?? null,
    payoutAccountId: spec.payout === false ? null : secrets.payoutAccountId,
    priceCents: spec.price === undefined ? 10_000 : spec.price,
    ratingAverage: spec.rating ?? null,
    reviewCount: spec.reviewCount ?? (spec.rating ? 3 : 0),
    verifiedAt: spec.verified === false ? null : new Date(),
    hstNumber: spec.hstNumber ?? null,
    serviceArea: spec.serviceArea ?? null,
    wizardStep: 8,
  });
  if (spec.services?.length) {
    await db.insert(profileServices).values(
      spec.services.map((s) => ({
        userId: id,
        typeOfService: s.type,
        amountCents: s.amount,
        description: s.description,
        ...(spec.durationMinutes ? { durationMinutes: spec.durationMinutes } : {}),
      })),
    );
  }
  const pictures = (spec.pictures ?? ['Bridal Makeup']).map((p) => ({
    id: randomUUID(),
    userId: id,
    kind: 'portfolio' as const,
    tag: p && typeof p === 'object' ? p.tag : p,
    width: 1080,
    height: 1350,
    widths: [320, 640, 1080],
    createdAt: p && typeof p === 'object' ? p.at : tick(),
  }));
  if (pictures.length) await db.insert(images).values(pictures);
  let avatarId: string | null = null;
  if (spec.avatar) {
    avatarId = randomUUID();
    await db.insert(images).values({
      id: avatarId,
      userId: id,
      kind: 'profile',
      width: 640,
      height: 640,
      widths: [320, 640],
    });
    await db.update(users).set({ profileImageId: avatarId }).where(eq(users.id, id));
  }
  return { id, pictures: pictures.map((p) => p.id), avatarId };
}

/** `count` pictures for one artist, in one insert. */
export const manyPictures = (count: number, tag: Tag = 'Glam Makeup') =>
  Array.from({ length: count }, () => tag);

export async function search(app: App, query: Record<string, string | number> = {}) {
  const params = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  const res = await app.inject({ method: 'GET', url: `/api/search?${params}` });
  return { status: res.statusCode, body: res.json<SearchPage & { error?: ErrorShape }>() };
}

interface ErrorShape {
  code: string;
  message: string;
  fields?: Record<string, string>;
}

/** Every page of a search, following the cursors (at most `max` pages). */
export async function allPages(app: App, query: Record<string, string | number>, max = 20) {
  const pages: SearchPage[] = [];
  let cursor: string | null = null;
  do {
    const { status, body } = await search(app, cursor ? { ...query, cursor } : query);
    if (status !== 200) throw new Error(`search answered ${status}: ${JSON.stringify(body)}`);
    pages.push(body);
    cursor = body.nextCursor;
  } while (cursor && pages.length < max);
  return pages;
}

export const ids = (page: SearchPage) => page.results.map((r) => r._id);
