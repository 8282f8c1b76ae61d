/**
 * The "Weddings and events" filter and badge (decision 0042): both searches keep only the
 * artists who take events when asked, and an artist's card says whether she does.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '#server/db/schema/index.ts';
import type { ArtistSearchPage, SearchPage } from '#shared/schemas/search.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';
import { addArtist, nonce, search } from '#tests/support/fixtures/search.fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function twoArtists() {
  const word = nonce();
  const spec = { bio: `Bridal, ${word}.`, pictures: ['Glam Makeup' as const] };
  const weddings = await addArtist(t.database.db, spec);
  const other = await addArtist(t.database.db, spec);
  await t.database.db
    .update(profiles)
    .set({ takesEvents: true })
    .where(eq(profiles.userId, weddings.id));
  return { word, weddings, other };
}

describe('weddings and events in search', () => {
  it('keeps the pictures of artists who take events, and refuses a bad value', async () => {
    const { word, weddings } = await twoArtists();
    const page = await search(t.app, { q: word, events: 'true' });
    expect((page.body as SearchPage).results.map((r) => r.artist._id)).toEqual([weddings.id]);
    expect((await search(t.app, { q: word, events: 'yes' })).status).toBe(400);
  });

  it('keeps the artists who take events, each card saying so', async () => {
    const { word, weddings, other } = await twoArtists();
    const find = async (query: string) => {
      const url = `/api/search/artists?q=${word}${query}&showEveryone=true`;
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<ArtistSearchPage>().artists;
    };
    const all = await find('');
    expect(Object.fromEntries(all.map((a) => [a._id, a.takesEvents]))).toEqual({
      [weddings.id]: true,
      [other.id]: false,
    });
    expect((await find('&events=true')).map((a) => a._id)).toEqual([weddings.id]);
  });
});
