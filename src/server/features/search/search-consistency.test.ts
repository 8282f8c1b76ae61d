import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { images, profiles, users } from '#server/db/schema/index.ts';
import { createSession } from '#server/http/sessions.ts';
import { bearer, createTestApp, type TestApp } from '#tests/support/test-app.ts';
import {
  addArtist,
  ids,
  nonce,
  search,
  type ArtistSpec,
} from '#tests/support/fixtures/search.fixtures.ts';

/**
 * Every change to what the search shows is in the very next search: no re-indexing step.
 * Each change goes through the API that makes it where one exists.
 */
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.signUp({ role: 'Admin' })).token;
});
afterAll(() => t.close());

const db = () => t.database.db;
const find = (query: Record<string, string | number>) =>
  search(t.app, query).then(({ body }) => body);

async function call(options: InjectOptions & { token: string }) {
  const { token, ...rest } = options;
  const res = await t.app.inject({ ...rest, headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  return res;
}

/** An artist with a made-up word in the bio (to search for them alone) and a session. */
async function artist(spec: ArtistSpec = {}) {
  const word = nonce();
  const created = await addArtist(db(), { ...spec, bio: `${word} ${spec.bio ?? ''}` });
  return { ...created, word, token: await createSession(db(), created.id) };
}

describe('the next search shows', () => {
  it('verifying and un-verifying an artist', async () => {
    const a = await artist({ verified: false });
    expect((await find({ q: a.word })).results).toEqual([]);
    const verify = (verified: boolean) =>
      call({
        method: 'POST',
        url: '/api/profile/verified',
        token: admin,
        payload: { id: a.id, verified },
      });
    await verify(true);
    expect(ids(await find({ q: a.word }))).toEqual(a.pictures);
    await verify(false);
    expect((await find({ q: a.word })).results).toEqual([]);
  });

  it('blocking and unblocking an account', async () => {
    const a = await artist();
    const block = (at: Date | null) =>
      db().update(users).set({ blockedAt: at }).where(eq(users.id, a.id));
    await block(new Date());
    expect((await find({ q: a.word })).results).toEqual([]);
    await block(null);
    expect(ids(await find({ q: a.word }))).toEqual(a.pictures);
  });

  it('deleting the account', async () => {
    const a = await artist();
    expect(ids(await find({ q: a.word }))).toEqual(a.pictures);
    await call({ method: 'DELETE', url: '/api/user', token: a.token });
    expect((await find({ q: a.word })).results).toEqual([]);
  });

  it('renaming the artist', async () => {
    const a = await artist({ firstName: 'Oldname' });
    await call({
      method: 'PATCH',
      url: '/api/user',
      token: a.token,
      payload: { firstName: 'Quillon', lastName: 'Vasquez' },
    });
    expect((await find({ q: `${a.word} oldname` })).results).toEqual([]);
    const found = await find({ q: `${a.word} quillon vasquez` });
    expect(ids(found)).toEqual(a.pictures);
    expect(found.results[0]!.artist.firstName).toBe('Quillon');
  });

  it('tagging, re-tagging and deleting a picture', async () => {
    const a = await artist({ pictures: [null, 'Haircut'] });
    const [untagged, haircut] = a.pictures as [string, string];
    expect(ids(await find({ q: a.word }))).toEqual([haircut]);
    await call({
      method: 'POST',
      url: '/api/images/tags',
      token: a.token,
      payload: [
        { _id: untagged, tag: 'Blowout' },
        { _id: haircut, tag: 'Glam Makeup' },
      ],
    });
    expect(ids(await find({ q: a.word, categories: 'Blowout' }))).toEqual([untagged]);
    expect((await find({ q: a.word, categories: 'Haircut' })).results).toEqual([]);
    expect(ids(await find({ q: `${a.word} glam` }))).toEqual([haircut]);
    await call({
      method: 'DELETE',
      url: `/api/images/delete/${haircut}/${a.id}`,
      token: a.token,
    });
    expect(ids(await find({ q: a.word }))).toEqual([untagged]);
  });

  it('adding and removing services: their words and the starting price', async () => {
    const a = await artist({ price: null });
    const priced = (range: Record<string, number>) =>
      find({ q: a.word, ...range }).then((page) => page.results.map((r) => r.artist.price));
    expect(await priced({ maxPrice: 5000 })).toEqual([]);
    await call({
      method: 'POST',
      url: '/api/profile/service',
      token: a.token,
      payload: { typeOfService: 'Henna brows', amount: '35', description: 'Tint and shape.' },
    });
    expect(await priced({ maxPrice: 5000 })).toEqual([3675]); // $35 all-in
    expect(ids(await find({ q: `${a.word} henna` }))).toEqual(a.pictures);
    await call({
      method: 'POST',
      url: '/api/profile/service',
      token: a.token,
      payload: { typeOfService: 'Lash lift', amount: '60', description: 'Lift and tint.' },
    });
    expect(await priced({ maxPrice: 5000 })).toEqual([3675]); // $35 all-in
    const own = await call({ method: 'GET', url: '/api/profile/me', token: a.token });
    const { services } = own.json<{ services: Array<{ _id: string; typeOfService: string }> }>();
    const henna = services.find((s) => s.typeOfService === 'Henna brows');
    await call({ method: 'DELETE', url: `/api/profile/service/${henna!._id}`, token: a.token });
    expect((await find({ q: `${a.word} henna` })).results).toEqual([]);
    expect(await priced({ maxPrice: 5000 })).toEqual([]);
    expect(await priced({})).toEqual([6300]);
  });

  it('editing the bio, the categories and the place of service', async () => {
    const a = await artist({ place: true, delivery: false });
    const update = (payload: object) =>
      call({ method: 'PATCH', url: '/api/profile', token: a.token, payload });
    await update({ bio: `${a.word} Vintage finger waves.` });
    expect(ids(await find({ q: `${a.word} finger waves` }))).toEqual(a.pictures);

    await call({
      method: 'PUT',
      url: '/api/profile/categories',
      token: a.token,
      payload: { stateHair: ['Deep Conditioning Treatments'], stateMakeup: [] },
    });
    expect(ids(await find({ q: `${a.word} conditioning` }))).toEqual(a.pictures);

    expect((await find({ q: a.word, place: 'toHome' })).results).toEqual([]);
    await update({
      location: { availability: 'Weekends', place: false, delivery: true },
    });
    expect(ids(await find({ q: a.word, place: 'toHome' }))).toEqual(a.pictures);
    expect((await find({ q: a.word, place: 'artistSite' })).results).toEqual([]);
  });

  it('a new rating and a new profile picture', async () => {
    const a = await artist();
    expect((await find({ q: a.word, minRating: 4 })).results).toEqual([]);
    // Reviews (a later feature) keep these two columns.
    await db()
      .update(profiles)
      .set({ ratingAverage: 4.67, reviewCount: 3 })
      .where(eq(profiles.userId, a.id));
    const rated = await find({ q: a.word, minRating: 4 });
    expect(rated.results[0]!.artist).toMatchObject({ rating: 4.7, reviewCount: 3 });
    expect(rated.results[0]!.artist.profileImage).toBeNull();

    const avatarId = randomUUID();
    await db()
      .insert(images)
      .values({ id: avatarId, userId: a.id, kind: 'profile', width: 64, height: 64, widths: [64] });
    await db().update(users).set({ profileImageId: avatarId }).where(eq(users.id, a.id));
    const page = await find({ q: a.word });
    expect(page.results[0]!.artist.profileImage).toMatchObject({ _id: avatarId, width: 64 });
  });
});
