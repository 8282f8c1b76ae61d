import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '#server/db/schema/index.ts';
import { spreadPictures } from '#shared/domain/artist-search.ts';
import { SEARCH_PAGE_SIZE, SearchPage } from '#shared/schemas/search.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';
import {
  addArtist,
  allPages,
  ids,
  manyPictures,
  nonce,
  search,
  secrets,
  type Tag,
} from '#tests/support/fixtures/search.fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const db = () => t.database.db;
const find = (query: Record<string, string | number>) => search(t.app, query);
/** The artist ids of a page, in order. */
const artists = (body: SearchPage) => body.results.map((r) => r.artist._id);

describe('what the search shows', () => {
  it('shows tagged portfolio pictures of verified, unblocked, live artists only', async () => {
    const word = nonce();
    const bio = `Soft glam, ${word} style.`;
    const shown = await addArtist(db(), { bio, pictures: ['Glam Makeup', null], avatar: true });
    await addArtist(db(), { bio, verified: false });
    await addArtist(db(), { bio, blocked: true });
    await addArtist(db(), { bio, deleted: true });

    const { status, body } = await find({ q: word });
    expect(status).toBe(200);
    expect(SearchPage.parse(body)).toEqual(body);
    expect(ids(body)).toEqual([shown.pictures[0]]);
    expect(body.nextCursor).toBeNull();
    const [result] = body.results;
    expect(result).toMatchObject({
      tag: 'Glam Makeup',
      width: 1080,
      height: 1350,
      artist: {
        _id: shown.id,
        firstName: 'Ana',
        profession: 'Makeup Artist',
        price: 10_500, // $100 all-in: the 5% booking fee included
        rating: null,
        reviewCount: 0,
        profileImage: { _id: shown.avatarId, tag: null },
      },
    });
    expect(result!.srcset).toContain('1080w');
  });

  it('says which artists add HST, never their number', async () => {
    const word = nonce();
    const registered = await addArtist(db(), { bio: word, hstNumber: '123456782RT0001' });
    const plain = await addArtist(db(), { bio: word });
    const { body } = await find({ q: word });
    const hstOf = (id: string) =>
      body.results.find((r) => r.artist._id === id)?.artist.hstRegistered;
    expect(hstOf(registered.id)).toBe(true);
    expect(hstOf(plain.id)).toBe(false);
    expect(JSON.stringify(body)).not.toContain('123456782');
  });

  it('shows no phone, e-mail, street, postal code or payout data', async () => {
    const word = nonce();
    await addArtist(db(), { bio: word, avatar: true });
    const res = await t.app.inject({ method: 'GET', url: `/api/search?q=${word}` });
    expect(res.json<SearchPage>().results).toHaveLength(1);
    for (const secret of Object.values(secrets)) expect(res.body).not.toContain(secret);
    expect(res.body).not.toMatch(/lastName|mobile|street|postal|payout|email/i);
  });
});

describe('text', () => {
  it.each([
    ['first name', { firstName: 'Zephyrine' }, 'zephyrine'],
    ['last name', { lastName: 'Okonkwo-Blake' }, 'okonkwo'],
    ['profession', { profession: 'Hair Stylist' as const }, 'stylist'],
    ['bio', { bio: 'Sculpted brows and lamination.' }, 'lamination'],
    [
      'a service',
      { services: [{ type: 'Keratin smoothing', amount: 9000, description: 'Frizz gone.' }] },
      'keratin',
    ],
    ['a word prefix', { bio: 'Airbrush foundation specialist.' }, 'airbru'],
  ])('finds an artist by %s', async (_name, spec, q) => {
    const word = nonce();
    const bio = `${word}. ${'bio' in spec ? spec.bio : ''}`;
    const artist = await addArtist(db(), { ...spec, bio });
    await addArtist(db(), { bio: `${word}.` }); // the same made-up word, not the text
    const { body } = await find({ q: `${word} ${q}` });
    expect(artists(body)).toEqual([artist.id]);
  });

  it('finds a picture by its tag, before other pictures of matching artists', async () => {
    const word = nonce();
    const artist = await addArtist(db(), {
      bio: `${word} bridal looks`,
      pictures: ['Bridal Makeup', 'Haircut', 'Bridal Makeup'],
    });
    const other = await addArtist(db(), { bio: word, pictures: ['Bridal Makeup', 'Blowout'] });
    const { body } = await find({ q: `${word} bridal` });
    // The three Bridal Makeup pictures (newest first), then the haircut of the artist whose
    // bio says bridal; not the blowout.
    const [a1, a2, a3] = artist.pictures;
    expect(ids(body)).toEqual([other.pictures[0], a3, a1, a2]);
  });

  it.each([
    ['balayge', 'Balayage and lived-in colour.'],
    ['bridl', 'Wedding day looks for brides.'],
  ])('forgives a typo: %s', async (typo, bio) => {
    const word = nonce();
    const artist = await addArtist(db(), { bio: `${word} ${bio}`, pictures: ['Formal Styling'] });
    await addArtist(db(), { bio: `${word} Nothing related.`, pictures: ['Formal Styling'] });
    const { body } = await find({ q: `${word} ${typo}` });
    expect(artists(body)).toEqual([artist.id]);
  });

  it('finds nothing for words nobody wrote, and everything for stop words alone', async () => {
    expect((await find({ q: `${nonce()} ${nonce()}` })).body.results).toEqual([]);
    const { status, body } = await find({ q: 'the and of' });
    expect(status).toBe(200);
    expect(body.results.length).toBeGreaterThan(0);
  });
});

describe('filters', () => {
  it('filters by categories (several at once)', async () => {
    const word = nonce();
    const a = await addArtist(db(), { bio: word, pictures: ['Haircut', 'Blowout', 'Glam Makeup'] });
    const { body } = await find({ q: word, categories: 'Haircut,Blowout', sort: 'newest' });
    expect(ids(body)).toEqual([a.pictures[1], a.pictures[0]]);
  });

  it('filters by the all-in starting price range, in cents (no price: left out)', async () => {
    const word = nonce();
    const cheap = await addArtist(db(), { bio: word, price: 4000 });
    const mid = await addArtist(db(), { bio: word, price: 8000 });
    const dear = await addArtist(db(), { bio: word, price: 20_000 });
    await addArtist(db(), { bio: word, price: null });
    const q = { q: word, sort: 'price' };
    // All-in: $42, $84 and $210.
    expect(artists((await find({ ...q, minPrice: 8400 })).body)).toEqual([mid.id, dear.id]);
    expect(artists((await find({ ...q, minPrice: 8401 })).body)).toEqual([dear.id]);
    expect(artists((await find({ ...q, maxPrice: 8400 })).body)).toEqual([cheap.id, mid.id]);
    expect(artists((await find({ ...q, maxPrice: 8399 })).body)).toEqual([cheap.id]);
    expect(artists((await find({ ...q, minPrice: 5000, maxPrice: 9000 })).body)).toEqual([mid.id]);
  });

  it('filters by minimum rating, leaving unrated artists out', async () => {
    const word = nonce();
    const top = await addArtist(db(), { bio: word, rating: 4.8 });
    await addArtist(db(), { bio: word, rating: 3.9 });
    await addArtist(db(), { bio: word, rating: null });
    const { body } = await find({ q: word, minRating: 4 });
    expect(artists(body)).toEqual([top.id]);
    expect(body.results[0]!.artist).toMatchObject({ rating: 4.8, reviewCount: 3 });
  });

  it('filters by place of service', async () => {
    const word = nonce();
    const studio = await addArtist(db(), { bio: word, place: true, delivery: false });
    const mobile = await addArtist(db(), { bio: word, place: false, delivery: true });
    const both = await addArtist(db(), { bio: word, place: true, delivery: true });
    const q = { q: word, sort: 'newest' };
    expect(artists((await find({ ...q, place: 'artistSite' })).body)).toEqual([both.id, studio.id]);
    expect(artists((await find({ ...q, place: 'toHome' })).body)).toEqual([both.id, mobile.id]);
  });

  it('filters by instant book', async () => {
    const word = nonce();
    const instant = await addArtist(db(), { bio: word });
    await addArtist(db(), { bio: word });
    await db().update(profiles).set({ instantBook: true }).where(eq(profiles.userId, instant.id));
    expect(artists((await find({ q: word, instantBook: 'true' })).body)).toEqual([instant.id]);
    expect((await find({ q: word, instantBook: 'yes' })).status).toBe(400);
  });
});

describe('sorts', () => {
  it('sorts by newest picture', async () => {
    const word = nonce();
    const a = await addArtist(db(), { bio: word, pictures: ['Haircut', 'Blowout'] });
    const b = await addArtist(db(), { bio: word, pictures: ['Glam Makeup'] });
    const { body } = await find({ q: word, sort: 'newest' });
    expect(ids(body)).toEqual([b.pictures[0], a.pictures[1], a.pictures[0]]);
  });

  it('sorts by price, lowest first, artists without a price last', async () => {
    const word = nonce();
    const none = await addArtist(db(), { bio: word, price: null });
    const dear = await addArtist(db(), { bio: word, price: 30_000 });
    const cheap = await addArtist(db(), { bio: word, price: 3000 });
    const { body } = await find({ q: word, sort: 'price' });
    expect(artists(body)).toEqual([cheap.id, dear.id, none.id]);
  });

  it('sorts by rating, best first, unrated artists last', async () => {
    const word = nonce();
    const unrated = await addArtist(db(), { bio: word, rating: null });
    const good = await addArtist(db(), { bio: word, rating: 4.2 });
    const best = await addArtist(db(), { bio: word, rating: 4.9 });
    const { body } = await find({ q: word, sort: 'rating' });
    expect(artists(body)).toEqual([best.id, good.id, unrated.id]);
  });

  it('sorts by relevance: without text, newest first', async () => {
    const { body: relevance } = await find({});
    const { body: newest } = await find({ sort: 'newest' });
    expect(ids(relevance)).toEqual(ids(newest));
    expect(relevance.results.length).toBeGreaterThan(0);
  });
});

describe('pages', () => {
  const tag: Tag = 'Social Makeup';

  it('gives exactly 31 in one page, with no next page', async () => {
    const word = nonce();
    await addArtist(db(), { bio: word, pictures: manyPictures(SEARCH_PAGE_SIZE, tag) });
    const { body } = await find({ q: word });
    expect(body.results).toHaveLength(SEARCH_PAGE_SIZE);
    expect(body.nextCursor).toBeNull();
  });

  it('gives 32 as a page of 31 and a last page of 1', async () => {
    const word = nonce();
    const a = await addArtist(db(), { bio: word, pictures: manyPictures(32, tag) });
    const pages = await allPages(t.app, { q: word });
    expect(pages.map((p) => p.results.length)).toEqual([31, 1]);
    expect(pages[1]!.nextCursor).toBeNull();
    expect(ids(pages[1]!)).toEqual([a.pictures[0]]); // the oldest comes last
  });

  it.each(['relevance', 'newest', 'price', 'rating'])(
    'walks every page of a %s search once, in order',
    async (sort) => {
      const word = nonce();
      const written: string[] = [];
      // Ties on price and rating between artists: the picture id keeps the order total.
      for (const [price, rating] of [
        [5000, 4.5],
        [5000, 4.5],
        [9000, null],
        [null, 3],
      ] as const) {
        const a = await addArtist(db(), {
          bio: `${word} bridal`,
          price,
          rating,
          pictures: [...manyPictures(12, 'Haircut'), ...manyPictures(8, 'Bridal Makeup')],
        });
        written.push(...a.pictures);
      }
      const q = `${word} bridal`;
      const pages = await allPages(t.app, { q, sort });
      expect(pages.map((p) => p.results.length)).toEqual([31, 31, 18]);
      const results = pages.flatMap((p) => p.results);
      const seen = results.map((r) => r._id);
      expect(new Set(seen).size).toBe(80);
      expect([...seen].sort()).toEqual([...written].sort());
      expect(ids((await find({ q, sort })).body)).toEqual(seen.slice(0, 31));
      // Each order, across the page boundaries.
      const order = {
        // Pictures tagged as the text says first (they cross page 1's end), newest first.
        relevance: () => [
          ...[...written].reverse().filter((_id, i) => i % 20 < 8),
          ...[...written].reverse().filter((_id, i) => i % 20 >= 8),
        ],
        newest: () => [...written].reverse(),
        price: () => results.map((r) => r._id),
        rating: () => results.map((r) => r._id),
      }[sort as 'newest'];
      // The first 12 spread over artists (at most 2 each), the rest in the order.
      const artistOf = new Map(results.map((r) => [r._id, r.artist._id]));
      const spread = spreadPictures(order().map((id) => ({ id, artistId: artistOf.get(id)! })));
      if (sort === 'newest' || sort === 'relevance') expect(seen).toEqual(spread.map((p) => p.id));
      // Four artists: each has 2 of the first 8 (too few to fill 12 that way).
      const firstEight = results.slice(0, 8).map((r) => r.artist._id);
      for (const a of firstEight) expect(firstEight.filter((x) => x === a).length).toBe(2);
      // Price and rating: the spread first 8 in the order, and the rest in it.
      for (const part of [results.slice(0, 8), results.slice(8)]) {
        const prices = part.map((r) => r.artist.price ?? Infinity);
        if (sort === 'price') expect(prices).toEqual([...prices].sort((a, b) => a - b));
        const ratings = part.map((r) => r.artist.rating ?? 0);
        if (sort === 'rating') expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
      }
    },
  );

  it('spreads the first 12 over artists: none has more than 2, and no picture is lost or repeated', async () => {
    const word = nonce();
    const written: string[] = [];
    for (let i = 0; i < 6; i++) {
      written.push(
        ...(await addArtist(db(), { bio: word, pictures: manyPictures(3, tag) })).pictures,
      );
    }
    // The newest 20 all from one artist.
    const crowd = await addArtist(db(), { bio: word, pictures: manyPictures(20, tag) });
    written.push(...crowd.pictures);
    const pages = await allPages(t.app, { q: word, sort: 'newest' });
    const results = pages.flatMap((p) => p.results);
    const first = results.slice(0, 12).map((r) => r.artist._id);
    expect(first.filter((a) => a === crowd.id)).toHaveLength(2);
    for (const a of first) expect(first.filter((x) => x === a).length).toBeLessThanOrEqual(2);
    expect(results.map((r) => r._id).sort()).toEqual([...written].sort());
    expect(pages.map((p) => p.results.length)).toEqual([31, 7]);
  });

  it.each(['newest', 'relevance', 'price'])(
    'keeps its place in a %s search while new pictures arrive',
    async (sort) => {
      const word = nonce();
      const first = await addArtist(db(), { bio: `${word} bridal`, pictures: manyPictures(40) });
      const page1 = (await find({ q: `${word} bridal`, sort })).body;
      // Newer pictures, of a cheaper artist, and tagged as asked: all would come first.
      await addArtist(db(), {
        bio: `${word} bridal`,
        price: 100,
        pictures: manyPictures(5, 'Bridal Makeup'),
      });
      const page2 = (await find({ q: `${word} bridal`, sort, cursor: page1.nextCursor! })).body;
      expect([...ids(page1), ...ids(page2)]).toEqual(
        sort === 'price' ? [...first.pictures].sort() : [...first.pictures].reverse(),
      );
    },
  );
});

describe('bad parameters', () => {
  it.each([
    ['an unknown category', { categories: 'Haircut,Tattoo' }, 'categories.1'],
    ['minPrice above maxPrice', { minPrice: 9000, maxPrice: 5000 }, 'minPrice'],
    ['a price in dollars', { minPrice: '49.99' }, 'minPrice'],
    ['a rating above 5', { minRating: 6 }, 'minRating'],
    ['an unknown place', { place: 'salon' }, 'place'],
    ['an unknown sort', { sort: 'cheapest' }, 'sort'],
    ['an unknown parameter', { pageSize: 7 }, '_'], // "Unrecognized key: pageSize"
    ['a broken cursor', { cursor: 'not a cursor!' }, 'cursor'],
    ['a cursor of base64 garbage', { cursor: 'eyJmIjoxfQ' }, 'cursor'],
  ])('refuses %s with a 400 naming the field', async (_name, query, field) => {
    const { status, body } = await find(query);
    expect(status).toBe(400);
    expect(body.error).toMatchObject({ code: 'validation' });
    const fields = body.error!.fields ?? {};
    expect(Object.keys(fields), JSON.stringify(fields)).toContain(field);
    if (field === '_') expect(fields._).toContain('pageSize');
  });

  it('refuses an edited cursor, and one from another search', async () => {
    const word = nonce();
    await addArtist(db(), { bio: word, pictures: manyPictures(33) });
    const payloadOf = (c: string) =>
      JSON.parse(Buffer.from(c, 'base64url').toString()) as Record<string, unknown>;
    const cursorOf = (p: Record<string, unknown>) =>
      Buffer.from(JSON.stringify(p)).toString('base64url');
    const byPrice = (await find({ q: word, sort: 'price' })).body.nextCursor!;
    const newest = (await find({ q: word, sort: 'newest' })).body.nextCursor!;
    const edit = (cursor: string, change: Record<string, unknown>) =>
      cursorOf({ ...payloadOf(cursor), ...change });
    for (const [query, message] of [
      [{ sort: 'price', cursor: edit(byPrice, { k: 'DROP TABLE' }) }, 'not a valid cursor'],
      // JavaScript takes 30 February; PostgreSQL would not.
      [{ sort: 'newest', cursor: edit(newest, { k: '2031-02-30T10:00:00.000000Z' }) }, 'not a'],
      [{ sort: 'newest', cursor: edit(newest, { i: 'x' }) }, 'not a valid cursor'],
      [{ sort: 'newest', cursor: edit(newest, { extra: 1 }) }, 'not a valid cursor'],
      [{ sort: 'rating', cursor: byPrice }, 'another search'],
      [{ sort: 'price', cursor: byPrice, minRating: 2 }, 'another search'],
    ] as const) {
      const res = await find({ q: word, ...query });
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(res.body.error!.fields!.cursor).toContain(message);
    }
  });
});

describe('GET /api/search/featured', () => {
  it('shows up to 12 listed artists, best rated first, each with their newest picture', async () => {
    const best = await addArtist(db(), {
      rating: 5,
      pictures: ['Haircut', 'Blowout', null],
    });
    await addArtist(db(), { rating: 5, verified: false });
    await addArtist(db(), { rating: 5, blocked: true });
    const res = await t.app.inject({ method: 'GET', url: '/api/search/featured' });
    expect(res.statusCode).toBe(200);
    const featured = res.json<Array<{ _id: string; lastName: string; cover: { _id: string } }>>();
    expect(featured.length).toBeLessThanOrEqual(12);
    expect(featured[0]).toMatchObject({ _id: best.id, lastName: 'Test', rating: 5 });
    expect(featured[0]!.cover._id).toBe(best.pictures[1]);
    expect(new Set(featured.map((f) => f._id)).size).toBe(featured.length);
  });
});

describe('documentation', () => {
  it('describes both routes in OpenAPI', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const doc = res.json<{ paths: Record<string, { get: { tags: string[] } }> }>();
    expect(doc.paths['/api/search']!.get.tags).toEqual(['search']);
    expect(doc.paths['/api/search/featured']!.get.tags).toEqual(['search']);
  });
});
