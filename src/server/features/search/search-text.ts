import { sql } from 'drizzle-orm';
import { portfolioTags } from '#shared/catalog.ts';
import type { Db } from '../../db/open-db.ts';
import { list, rowsOf, type TextMatch } from './search.queries.ts';

type Tag = (typeof portfolioTags)[number];

/** At most this many words of a query count; the rest is ignored. */
const MAX_WORDS = 8;

/** The words of a query as the search documents hold them: letters and digits, lower case. */
export function queryWords(q: string): string[] {
  const words = q.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return words.slice(0, MAX_WORDS).map((word) => word.slice(0, 40));
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

/** Null when no word narrows the search (stop words do not). */
export function textMatch(words: WordTerms[]): TextMatch | null {
  const useful = words.filter((w) => w.terms.length > 0);
  if (useful.length === 0) return null;
  const alternatives = useful.map((w) =>
    // `'bridal'` adds nothing beside `'bridal':*`.
    w.terms.filter((t) => !w.terms.includes(`${t}:*`)).join(' | '),
  );
  const named = (tag: Tag) => useful.filter((w) => w.tags.includes(tag)).length;
  const best = Math.max(...portfolioTags.map(named));
  return {
    query: alternatives.map((a) => `(${a})`).join(' & '),
    tags: best > 0 ? portfolioTags.filter((tag) => named(tag) === best) : [],
  };
}
