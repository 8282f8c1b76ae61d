import { portfolioTags } from '#shared/catalog.ts';
import type { TextMatch, WordTerms } from './search.queries.ts';

export { findWordTerms, type WordTerms } from './search.queries.ts';

type Tag = (typeof portfolioTags)[number];

/** At most this many words of a query count; the rest is ignored. */
const MAX_WORDS = 8;

/** The words of a query as the search documents hold them: letters and digits, lower case. */
export function queryWords(q: string): string[] {
  const words = q.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return words.slice(0, MAX_WORDS).map((word) => word.slice(0, 40));
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
