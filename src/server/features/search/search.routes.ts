import { z } from 'zod';
import {
  ArtistSearchPage,
  ArtistSearchQuery,
  FeaturedArtist,
  SearchPage,
  SearchQuery,
} from '#shared/schemas/search.ts';
import type { App, AppContext } from '../../context.ts';
import { keptAnswerSerializer, keptJsonSerializer } from '../../http/public-cache.ts';
import { refreshSearchFacts } from './artist-search-facts.ts';
import { searchArtists } from './artist-search.service.ts';
import { featuredArtists, pageJson, searchPictures } from './search.service.ts';

const tags = ['search'];

export function searchRoutes(app: App, ctx: AppContext): void {
  app.get(
    '/api/search',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Portfolio pictures of verified artists, filtered and sorted, 31 a page',
        description:
          'Text matches the artist’s name, profession, bio and services and the picture’s tag, ' +
          'with typo correction. Pass `nextCursor` back as `cursor`, with the same query, for ' +
          'the next page; it is null on the last page.',
        tags,
        querystring: SearchQuery,
        response: { 200: SearchPage },
      },
      // Written as built, not checked again against the schema: see pageJson.
      serializerCompiler: () => (page) => pageJson(page as SearchPage),
    },
    (request) => searchPictures(ctx, request.query),
  );

  app.get(
    '/api/search/artists',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Artist cards: photo, three pictures, price, rating, distance, next free times',
        description:
          'Without `showEveryone`, only artists who can take bookings (a bank account connected ' +
          'and a free time in the next 60 days). `date` (up to 60 days ahead) with `timeOfDay`, ' +
          'or `freeThisWeek`, keeps those free then; `near` is a Toronto postal code; `bbox` is ' +
          '`west,south,east,north`. 12 a page; pass `nextPage` back as `page`.',
        tags,
        querystring: ArtistSearchQuery,
        response: { 200: ArtistSearchPage },
      },
      // Kept answers are written once; built from typed rows, not checked again (the tests
      // check them against the schema).
      serializerCompiler: keptJsonSerializer,
    },
    (request) => searchArtists(ctx, request.query),
  );

  app.get(
    '/api/search/featured',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Artists for the home carousel (up to 12), each with a cover picture',
        tags,
        response: { 200: z.array(FeaturedArtist) },
      },
      serializerCompiler: keptAnswerSerializer,
    },
    () => featuredArtists(ctx),
  );
}

/**
 * Each night just after midnight (Toronto), every listed artist's kept free times are worked
 * out for the new day (decision 0038), so the day's first search does not pay for everyone.
 */
export async function scheduleSearchJobs(ctx: AppContext): Promise<void> {
  await ctx.jobs.every('search-facts', '5 0 * * *', async () => {
    await refreshSearchFacts(ctx.db, new Date());
  });
}
