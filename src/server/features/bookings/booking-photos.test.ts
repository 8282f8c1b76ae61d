import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  artistSearchFacts,
  bookingPhotos,
  bookings,
  images,
  profiles,
  reviewComments,
} from '#server/db/schema/index.ts';
import type { BookingPhotoView } from '#shared/schemas/booking-photos.ts';
import type { ImageView } from '#shared/schemas/profile.ts';
import type { SearchPage } from '#shared/schemas/search.ts';
import { bearer, createTestApp, type TestApp } from '#tests/support/test-app.ts';
import {
  DAY,
  errorOf,
  makeArtist,
  makeQuickCustomer,
  orderFor,
  placeOrder,
  slotIn,
  type Artist,
} from '#tests/support/fixtures/bookings.fixtures.ts';

let t: TestApp;
let dataDir: string;
let jpeg: Buffer;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'blush-booking-photos-'));
  t = await createTestApp({ DATA_DIR: dataDir });
  jpeg = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#c2577f' } })
    .jpeg()
    .toBuffer();
});
afterAll(() => t.close());

/** A multipart body as a browser sends it: the `tag` field, then the files. */
function multipart(
  files: Array<{ name: string; data: Buffer }>,
  tag: string | null = 'Bridal Makeup',
) {
  const boundary = '----blush-photo-boundary';
  const field =
    tag === null
      ? []
      : [
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="tag"\r\n\r\n${tag}\r\n`,
          ),
        ];
  const parts = files.flatMap((file) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${file.name}"\r\n` +
        `Content-Type: image/jpeg\r\n\r\n`,
    ),
    file.data,
    Buffer.from('\r\n'),
  ]);
  return {
    payload: Buffer.concat([...field, ...parts, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const addPhotos = (
  token: string,
  bookingId: string,
  files = [{ name: 'after.jpg', data: jpeg }],
  tag: string | null = 'Bridal Makeup',
) => {
  const body = multipart(files, tag);
  return t.app.inject({
    method: 'POST',
    url: `/api/bookings/${bookingId}/photos`,
    payload: body.payload,
    headers: { ...body.headers, ...bearer(token) },
  });
};

const answer = (token: string, photoId: string, allow: boolean) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/booking-photos/${photoId}/consent`,
    headers: bearer(token),
    payload: { allow },
  });

const get = (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

const portfolio = async (artistId: string) =>
  (await get(`/api/images/${artistId}`)).json<ImageView[]>();
const searchResults = async () => (await get('/api/search')).json<SearchPage>().results;
/** Every stored file, under the uploads folder. */
const storedFiles = () => {
  const root = path.join(dataDir, 'uploads');
  return existsSync(root) ? readdirSync(root, { recursive: true }).map(String) : [];
};

/** A booking of a new artist and customer, in the given state. */
async function bookingIn(state: 'completed' | 'accepted', artist?: Artist) {
  const who = artist ?? (await makeArtist(t));
  const customer = await makeQuickCustomer(t);
  const response = await placeOrder(
    t,
    customer,
    who,
    orderFor(who, customer, { appointmentAt: slotIn(3 * DAY) }),
  );
  expect(response.statusCode, response.body).toBe(200);
  const bookingId = response.json<Array<{ _id: string }>>()[0]!._id;
  await t.database.db
    .update(bookings)
    .set({ state, appointmentAt: new Date('2026-11-14T18:00:00Z') })
    .where(eq(bookings.id, bookingId));
  return { artist: who, customer, bookingId };
}

async function addedPhoto(state: 'completed' = 'completed') {
  const visit = await bookingIn(state);
  const response = await addPhotos(visit.artist.token, visit.bookingId);
  expect(response.statusCode, response.body).toBe(200);
  const photo = response.json<{ photos: BookingPhotoView[] }>().photos[0]!;
  return { ...visit, photo };
}

const factsCount = async (artistId: string) =>
  (
    await t.database.db
      .select({ n: artistSearchFacts.bookingPhotos })
      .from(artistSearchFacts)
      .where(eq(artistSearchFacts.artistId, artistId))
  )[0]?.n;

describe('adding photos to a booking', () => {
  it('keeps them private and unshown until the customer says yes', async () => {
    const { artist, customer, bookingId, photo } = await addedPhoto();
    expect(photo).toMatchObject({ bookingId, tag: 'Bridal Makeup', consent: false, shown: false });
    expect(photo.src).toBe(`/api/booking-photos/${photo.id}/file`);

    // Both people of the booking list and open it; no one else, and never by a public file.
    for (const who of [artist, customer]) {
      const list = await get(`/api/bookings/${bookingId}/photos`, who.token);
      expect(list.json<{ photos: BookingPhotoView[] }>().photos.map((p) => p.id)).toEqual([
        photo.id,
      ]);
      const file = await get(photo.src, who.token);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/webp');
      expect(file.headers['cache-control']).toBe('no-store');
    }
    const stranger = await makeQuickCustomer(t);
    expect((await get(photo.src, stranger.token)).statusCode).toBe(404);
    expect((await get(`/api/bookings/${bookingId}/photos`, stranger.token)).statusCode).toBe(404);
    expect((await get(photo.src)).statusCode).toBe(401);
    const privateFiles = storedFiles().filter((f) => f.includes(photo.id));
    expect(privateFiles.length).toBeGreaterThan(0);
    for (const file of privateFiles) {
      expect(file.startsWith(`private${path.sep}`)).toBe(true);
      const url = `/files/${file.split(path.sep).join('/')}`;
      expect((await get(url)).statusCode, url).toBe(404);
    }
    expect(await portfolio(artist.id)).toEqual([]);
    expect(await factsCount(artist.id)).toBe(0);
  });

  it("refuses another artist's booking with 403", async () => {
    const { bookingId } = await bookingIn('completed');
    const other = await makeArtist(t);
    const response = await addPhotos(other.token, bookingId);
    expect(response.statusCode).toBe(403);
    expect(errorOf(response).message).toMatch(/Only the artist of this booking/);
    expect(await t.database.db.$count(bookingPhotos, eq(bookingPhotos.bookingId, bookingId))).toBe(
      0,
    );
  });

  it('refuses a booking that is not completed with 409 saying so', async () => {
    const { artist, bookingId } = await bookingIn('accepted');
    const response = await addPhotos(artist.token, bookingId);
    expect(response.statusCode).toBe(409);
    expect(errorOf(response).message).toMatch(/once the service is completed/);
  });

  it('refuses a bad file or a missing tag with 400, and keeps nothing', async () => {
    const { artist, bookingId } = await bookingIn('completed');
    const before = storedFiles().length;
    const damaged = await addPhotos(artist.token, bookingId, [
      { name: 'broken.jpg', data: jpeg.subarray(0, 400) },
    ]);
    expect(damaged.statusCode).toBe(400);
    expect(errorOf(damaged).message).toMatch(/"broken.jpg" could not be read/);
    const untagged = await addPhotos(artist.token, bookingId, undefined, null);
    expect(untagged.statusCode).toBe(400);
    expect(errorOf(untagged).fields).toEqual({ tag: 'must be one of the portfolio tags' });
    const none = await addPhotos(artist.token, bookingId, []);
    expect(none.statusCode).toBe(400);
    expect(storedFiles().length).toBe(before);
  });
});

describe("the customer's consent", () => {
  it('shows an allowed photo with its badge, and takes it from everywhere when withdrawn', async () => {
    const { artist, customer, bookingId, photo } = await addedPhoto();
    // Kept answers exist before her answer: they must not outlive it.
    expect((await searchResults()).some((r) => r.artist._id === artist.id)).toBe(false);

    // Only she answers: the artist is refused, anyone else told it does not exist.
    expect((await answer(artist.token, photo.id, true)).statusCode).toBe(403);
    expect((await answer((await makeQuickCustomer(t)).token, photo.id, true)).statusCode).toBe(404);

    const allowed = await answer(customer.token, photo.id, true);
    expect(allowed.statusCode, allowed.body).toBe(200);
    expect(allowed.json<{ photo: BookingPhotoView }>().photo).toMatchObject({
      consent: true,
      shown: true,
    });
    // A second tap changes nothing.
    expect((await answer(customer.token, photo.id, true)).statusCode).toBe(200);

    const shown = await portfolio(artist.id);
    expect(shown).toHaveLength(1);
    expect(shown[0]!.fromBooking).toEqual({ month: '2026-11', reviewId: null });
    expect((await get(shown[0]!.src)).statusCode).toBe(200);
    const found = (await searchResults()).filter((r) => r.artist._id === artist.id);
    expect(found.map((r) => r._id)).toEqual([shown[0]!._id]);
    expect(found[0]!.fromBooking).toEqual({ month: '2026-11', reviewId: null });
    expect(await factsCount(artist.id)).toBe(1);

    // Her review of the visit is linked from the badge.
    const [review] = await t.database.db
      .insert(reviewComments)
      .values({
        artistId: artist.id,
        authorId: customer.id,
        bookingId,
        rating: 5,
        subject: 'Lovely',
        text: 'She was wonderful.',
      })
      .returning({ id: reviewComments.id });
    expect((await portfolio(artist.id))[0]!.fromBooking?.reviewId).toBe(review!.id);

    const withdrawn = await answer(customer.token, photo.id, false);
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json<{ photo: BookingPhotoView }>().photo).toMatchObject({
      consent: false,
      shown: false,
    });
    expect(await portfolio(artist.id)).toEqual([]);
    expect((await get(shown[0]!.src)).statusCode).toBe(404);
    expect((await searchResults()).some((r) => r.artist._id === artist.id)).toBe(false);
    expect(await t.database.db.$count(images, eq(images.userId, artist.id))).toBe(0);
    expect(await factsCount(artist.id)).toBe(0);
    // Her private photo stays for the two of them.
    expect((await get(photo.src, customer.token)).statusCode).toBe(200);

    // Allowed again, it is a new picture at a new address: the old one never serves again.
    await answer(customer.token, photo.id, true);
    const again = await portfolio(artist.id);
    expect(again).toHaveLength(1);
    expect(again[0]!._id).not.toBe(shown[0]!._id);
    expect((await get(shown[0]!.src)).statusCode).toBe(404);
  });

  it('ranks an artist with an allowed photo above one alike without', async () => {
    const { artist, customer, photo } = await addedPhoto();
    // Alike but for a rating a hair better (4.1 from one review): ahead until the photo shows.
    const plain = await makeArtist(t);
    await bookingIn('completed', plain);
    await t.database.db
      .update(profiles)
      .set({ ratingAverage: 4.1, reviewCount: 1 })
      .where(eq(profiles.userId, plain.id));
    const rank = async () => {
      const response = await get('/api/search/artists?showEveryone=true');
      expect(response.statusCode, response.body).toBe(200);
      return response
        .json<{ artists: Array<{ _id: string }> }>()
        .artists.map((a) => a._id)
        .filter((id) => id === artist.id || id === plain.id);
    };
    expect(await rank()).toEqual([plain.id, artist.id]);
    await answer(customer.token, photo.id, true);
    expect(await rank()).toEqual([artist.id, plain.id]);
    await answer(customer.token, photo.id, false);
    expect(await rank()).toEqual([plain.id, artist.id]);
  });

  it('drops the count when the artist deletes the shown picture herself', async () => {
    const { artist, customer, photo } = await addedPhoto();
    await answer(customer.token, photo.id, true);
    const [shown] = await portfolio(artist.id);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/images/delete/${shown!._id}/${artist.id}`,
      headers: bearer(artist.token),
    });
    expect(removed.statusCode).toBe(200);
    expect(await factsCount(artist.id)).toBe(0);
    const list = await get(`/api/bookings/${photo.bookingId}/photos`, customer.token);
    expect(list.json<{ photos: BookingPhotoView[] }>().photos[0]!.shown).toBe(false);
  });
});
