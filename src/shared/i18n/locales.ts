/**
 * The languages Blush speaks (decision 0037): Canadian English and Canadian French. English is
 * the default and the fallback: anything unknown or missing is English, never an error.
 */
export const LOCALES = ['en-CA', 'fr-CA'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en-CA';

/** The cookie that keeps a visitor's choice (and a signed-in user's, beside the account). */
export const LOCALE_COOKIE = 'blush_lang';

/** French pages live under this prefix (`/fr/search`); English ones have none (`/search`). */
export const FRENCH_PREFIX = '/fr';

/** The HTML `lang` and `hreflang` of a locale. */
export const htmlLang = (locale: Locale) => locale;

/** A locale from anything a person or a client sent ("fr", "fr-FR", "FR_ca", junk) or null. */
export function matchLocale(value: string | null | undefined): Locale | null {
  const language = value?.trim().toLowerCase().split(/[-_]/)[0];
  if (language === 'fr') return 'fr-CA';
  if (language === 'en') return 'en-CA';
  return null;
}

/** The same, with English for anything unknown. */
export const toLocale = (value: string | null | undefined): Locale =>
  matchLocale(value) ?? DEFAULT_LOCALE;

/**
 * The best of our locales for an `Accept-Language` header (RFC 9110 §12.5.4): the languages
 * in order of their `q`, the first we speak; English when none is.
 */
export function negotiateLocale(header: string | null | undefined): Locale {
  const ranked = (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag, q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.tag && entry.q > 0 && !Number.isNaN(entry.q))
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranked) {
    const locale = matchLocale(tag);
    if (locale) return locale;
  }
  return DEFAULT_LOCALE;
}

/** The locale a page path is in, and the path without its locale prefix. */
export function splitLocalePath(pathname: string): { locale: Locale; path: string } {
  if (pathname === FRENCH_PREFIX || pathname.startsWith(`${FRENCH_PREFIX}/`)) {
    return { locale: 'fr-CA', path: pathname.slice(FRENCH_PREFIX.length) || '/' };
  }
  return { locale: DEFAULT_LOCALE, path: pathname };
}

/** A page path (unprefixed, may carry a query) in a locale: `/search` → `/fr/search`. */
export function localizedPath(path: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE) return path;
  return path === '/' ? `${FRENCH_PREFIX}/` : `${FRENCH_PREFIX}${path}`;
}

/** The router's basename for a locale (no trailing slash), or undefined for English. */
export const routerBasename = (locale: Locale) =>
  locale === DEFAULT_LOCALE ? undefined : FRENCH_PREFIX;
