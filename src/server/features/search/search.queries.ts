import { sql, type SQL } from 'drizzle-orm';
import { portfolioTags } from '#shared/catalog.ts';
import type { ServicePlace } from '#shared/catalog.ts';
import type { Db } from '../../db/open-db.ts';
import type { After, OrderBy } from './search-cursor.ts';
import { foundPicture, resultRow } from './search-rows.queries.ts';

type Tag = (typeof portfolioTags)[number];

/**
 * A text as the search matches it: every word must be in the picture's document (its artist's
 * words and its tag). `tags` are the tags the text names best (most of its words): relevance
 * shows pictures with one of them first ("bridal makeup" → Bridal Makeup).
 */
export interface TextMatch {
  query: string;
  tags: Tag[];
}

/** Both drivers answer `execute` with `{ rows }`. */
export async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}

/** Whether the artist `userId` (an SQL expression) is registered for GST/HST. */
const hstOf = (userId: SQL) =>
  sql`exists(select 1 from profiles hp where hp.user_id = ${userId} and hp.hst_number is not null)`;

/** `a, b, c` as parameters, for `in (…)` and `array[…]`. */
export const list = (values: readonly string[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

export interface SearchFilters {
  categories: Tag[];
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
  minRating?: number | undefined;
  place?: ServicePlace | undefined;
  instantBook?: boolean | undefined;
  events?: boolean | undefined;
}

export interface SearchPlan extends SearchFilters {
  text: TextMatch | null;
  orderBy: OrderBy;
  after: After | null;
  limit: number;
}

/** A page's row: the result's JSON text (see `search-rows.queries.ts`) and where it sits in the order. */
export interface PageRow {
  row: string;
  /** The artist is registered for GST/HST. */
  hst: boolean;
  /** The cursor's place: the sort key and the picture id. */
  after: After;
}

interface Order {
  /** The expression of a `search_pictures_*_idx` index, so the order reads that index. */
  key: SQL;
  desc: boolean;
  /** A cursor's key value back in SQL. */
  cast(value: unknown): SQL;
  /** The key as the cursor carries it. */
  out: SQL;
}

const orders: Record<Exclude<OrderBy, 'relevance'>, Order> = {
  newest: {
    key: sql`s.created_at`,
    desc: true,
    cast: (v) => sql`${v}::timestamptz`,
    // Microseconds: a JavaScript date would lose them, and the cursor its place.
    out: sql`to_char(s.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
  },
  price: {
    key: sql`coalesce(s.price_cents, 2147483647)`,
    desc: false,
    cast: (v) => sql`${v}::int`,
    out: sql`coalesce(s.price_cents, 2147483647)`,
  },
  rating: {
    key: sql`coalesce(s.rating_average, 0)`,
    desc: true,
    cast: (v) => sql`${v}::numeric`,
    out: sql`coalesce(s.rating_average, 0)::float8`,
  },
};

function filterConditions(plan: SearchFilters): SQL[] {
  const where: SQL[] = [];
  if (plan.categories.length) where.push(sql`s.tag in (${list(plan.categories)})`);
  if (plan.minPrice !== undefined) where.push(sql`s.price_cents >= ${plan.minPrice}`);
  if (plan.maxPrice !== undefined) where.push(sql`s.price_cents <= ${plan.maxPrice}`);
  if (plan.minRating !== undefined) where.push(sql`s.rating_average >= ${plan.minRating}`);
  if (plan.place === 'artistSite') where.push(sql`s.place`);
  if (plan.place === 'toHome') where.push(sql`s.delivery`);
  if (plan.instantBook) {
    where.push(
      sql`exists (select 1 from profiles p where p.user_id = s.user_id and p.instant_book)`,
    );
  }
  if (plan.events) {
    where.push(
      sql`exists (select 1 from profiles p where p.user_id = s.user_id and p.takes_events)`,
    );
  }
  return where;
}

/** After the cursor's (key, picture id), in the order's direction. */
function keyset(order: Order, key: unknown, id: string): SQL {
  const op = order.desc ? sql`<` : sql`>`;
  return sql`(${order.key}, s.image_id) ${op} (${order.cast(key)}, ${id}::uuid)`;
}

/**
 * A picture's document holds its artist's words and its tag, so `document @@ query` finds
 * every match. Relevance shows first the matches tagged as the text names best, then the
 * others, each part newest first: two plain conditions the planner estimates well, each read
 * in a date index until the page is full.
 */
function textParts(
  text: TextMatch | null,
  relevance: boolean,
): Array<{ tier: number; where: SQL[] }> {
  if (!text) return [{ tier: 2, where: [] }];
  const document = sql`s.document @@ ${text.query}::tsquery`;
  if (!relevance || text.tags.length === 0) return [{ tier: 2, where: [document] }];
  const tags = list(text.tags);
  return [
    { tier: 1, where: [document, sql`s.tag in (${tags})`] },
    { tier: 2, where: [document, sql`s.tag not in (${tags})`] },
  ];
}

/** The SQL of one page (the bench explains it when the search is slow). */
export function searchPageQuery(plan: SearchPlan): SQL {
  const relevance = plan.orderBy === 'relevance';
  const order = plan.orderBy === 'relevance' ? orders.newest : orders[plan.orderBy];
  const dir = order.desc ? sql`desc` : sql`asc`;
  const [afterTier, afterKey] =
    relevance && plan.after ? (plan.after.key as [number, string]) : [0, plan.after?.key];
  const parts = textParts(plan.text, relevance).flatMap(({ tier, where }) => {
    if (tier < afterTier) return [];
    const conditions = [...filterConditions(plan), ...where];
    if (plan.after && (!relevance || tier === afterTier)) {
      conditions.push(keyset(order, afterKey, plan.after.id));
    }
    if (plan.after?.shown?.length) {
      conditions.push(
        sql`s.image_id not in (${sql.join(
          plan.after.shown.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`,
      );
    }
    const shownTier = relevance ? tier : null;
    return [
      sql`(select s.image_id, s.user_id, ${shownTier}::int as tier, ${order.key} as sort_key,
          ${order.out} as cursor_key, ${resultRow}
        from search_pictures s
        ${conditions.length ? sql`where ${sql.join(conditions, sql` and `)}` : sql``}
        order by ${order.key} ${dir}, s.image_id ${dir}
        limit ${plan.limit})`,
    ];
  });
  if (parts.length === 0) return sql`select null::text as row where false`;
  // Whether the artist charges HST ("+ HST" on her card): looked up for the page's rows only.
  return sql`select p.row, p.image_id, p.tier, p.cursor_key, ${hstOf(sql`p.user_id`)} as hst from (${sql.join(parts, sql` union all `)}) as p
    order by ${relevance ? sql`p.tier, ` : sql``}p.sort_key ${dir}, p.image_id ${dir}
    limit ${plan.limit}`;
}

/** One page of pictures (plus one, to know whether more follow), in the plan's order. */
export async function findSearchPage(db: Db, plan: SearchPlan): Promise<PageRow[]> {
  const rows = await rowsOf<{
    row: string;
    image_id: string;
    tier: number | null;
    cursor_key: number | string;
    hst: boolean;
  }>(db, searchPageQuery(plan));
  return rows.map(({ row, image_id: id, tier, cursor_key: key, hst }) => ({
    row,
    hst,
    after: { key: tier === null ? key : [tier, String(key)], id },
  }));
}

/**
 * Home carousel: artists with pictures in the search, best rated first (unrated last), then
 * the most recently verified, each with their newest picture as the cover.
 */
export async function findFeatured(db: Db, limit: number) {
  const rows = await rowsOf<{ row: string; last_name: string; hst: boolean }>(
    db,
    sql`select ${resultRow}, u.last_name, p.hst_number is not null as hst
      from profiles p
      cross join lateral (
        select * from search_pictures c where c.user_id = p.user_id
        order by c.created_at desc, c.image_id desc
        limit 1
      ) as s
      join users u on u.id = p.user_id
      where p.verified_at is not null
      order by coalesce(p.rating_average, 0) desc, p.verified_at desc nulls last, p.user_id
      limit ${limit}`,
  );
  return rows.map((r) => ({ ...foundPicture(r.row), lastName: r.last_name, hst: r.hst }));
}

/**
 * One query word after stemming and correction, as `findWordTerms` answers: its lexemes as
 * tsquery terms (`'bridal':*`, `'bride'`), none for a stop word; and the portfolio tags it
 * matches.
 */
export interface WordTerms {
  terms: string[];
  tags: Tag[];
}

/**
 * Each query word's lexemes and the tags it matches, in one round trip. The last word is a
 * prefix (typing "blow" finds blowouts) and also stands for up to five known words it begins;
 * a word no document has held is joined by up to three near spellings (trigrams over
 * `search_words`), so "balayge" finds balayage.
 */
export async function findWordTerms(db: Db, words: string[]): Promise<WordTerms[]> {
  const last = words.length - 1;
  const known = (word: string, i: number) =>
    i === last
      ? sql`array(select s.word from search_words s where s.word like ${`${word}%`}
          order by length(s.word), s.word limit 5)`
      : sql`array(select s.word from search_words s where s.word = ${word})`;
  const input = sql.join(
    words.map(
      (word, i) =>
        sql`select ${i}::int as ord, ${word}::text as word, ${i === last}::boolean as prefix,
          ${known(word, i)}::text[] as known`,
    ),
    sql` union all `,
  );
  return rowsOf<WordTerms>(
    db,
    sql`with w as (${input})
      select coalesce(g.terms, '{}') as terms,
        array(select t.tag from unnest(array[${list(portfolioTags)}]::text[]) as t(tag)
          where g.terms is not null
            and to_tsvector('english', t.tag) @@ array_to_string(g.terms, ' | ')::tsquery) as tags
      from w cross join lateral (
        select array_agg(distinct quote_literal(x.lexeme) || x.suffix) as terms
        from (
          select (ts_lexize('english_stem', w.word))[1] as lexeme,
            case when w.prefix then ':*' else '' end as suffix
          union all
          select (ts_lexize('english_stem', k.word))[1], '' from unnest(w.known) as k(word)
          union all
          select (ts_lexize('english_stem', f.word))[1], ''
          from (select s.word from search_words s
                where cardinality(w.known) = 0 and s.word % w.word
                order by similarity(s.word, w.word) desc, s.word limit 3) as f
        ) as x
        where x.lexeme is not null
      ) as g
      order by w.ord`,
  );
}
