/**
 * The bench's search helpers: a cursor page's path (found by paging through the running
 * server) and the query plan of a search path, as the server would run it.
 */
import type autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/open-db.ts';
import { parseEnv } from '#server/env.ts';
import { planSearch } from '#server/features/search/search.service.ts';
import { rowsOf, searchPageQuery } from '#server/features/search/search.queries.ts';
import { SearchQuery, type SearchPage } from '#shared/schemas/search.ts';

/** The path of the page after `pages` pages of `query` (`pages` = 4: page 5). */
export async function searchPathAfter(base: string, query: string, pages: number) {
  let cursor: string | null = null;
  for (let page = 0; page < pages; page++) {
    const path: string = `/api/search?${query}${cursor ? `&cursor=${cursor}` : ''}`;
    const res = await fetch(base + path);
    if (!res.ok) throw new Error(`GET ${path} answered ${res.status}: ${await res.text()}`);
    cursor = ((await res.json()) as SearchPage).nextCursor;
    if (!cursor) throw new Error(`GET /api/search?${query} has fewer than ${pages + 1} pages`);
  }
  return `/api/search?${query}&cursor=${cursor}`;
}

/**
 * EXPLAIN ANALYZE of the page query a search path runs (after its words are looked up), with
 * the fee rate the server runs with (the path's prices are all-in).
 */
export async function explainSearch(db: Db, path: string): Promise<string> {
  const params = new URL(path, 'http://bench').searchParams;
  const feeBps = parseEnv().CUSTOMER_FEE_BPS;
  const { plan } = await planSearch(db, SearchQuery.parse(Object.fromEntries(params)), feeBps);
  const explain = sql`explain (analyze, buffers) ${searchPageQuery(plan)}`;
  const rows = await rowsOf<Record<string, string>>(db, explain);
  return rows.map((row) => Object.values(row)[0]).join('\n');
}

/**
 * Searches nobody made before, one per request (the price cap moves by a cent each time): no
 * kept page answers them (decision 0024), so this is what building a page costs.
 */
export function newSearchRequests(query: string, route = '/api/search'): autocannon.Request[] {
  let cents = 25_000;
  return [
    {
      method: 'GET',
      setupRequest: (request) => ({ ...request, path: `${route}?${query}&maxPrice=${cents++}` }),
    },
  ];
}
