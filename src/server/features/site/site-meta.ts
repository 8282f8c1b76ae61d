import { CITY, PRODUCT_NAME } from '#shared/brand.ts';
import { portfolioTags } from '#shared/catalog.ts';
import { serverTranslator } from '#shared/i18n/catalogues.ts';
import type { Locale } from '#shared/i18n/locales.ts';
import type { MessageKey } from '#shared/i18n/translator.ts';
import type { PageMeta } from '../../http/client-app.ts';

type Category = (typeof portfolioTags)[number];

/** The card home and search previews show (src/client/public, drawn by scripts/make-icons.ts). */
export const SOCIAL_CARD = '/social-card.png';

/** The search of one category, as the home page's tiles open it. */
export const categoryPath = (category: Category) =>
  `/search?categories=${encodeURIComponent(category)}`;

/** The public pages whose preview is their own words: the artist landing page and the legal texts. */
const TEXT_PAGES = {
  '/artist': ['preview.artist.title', 'preview.artist.description'],
  '/terms': ['preview.terms.title', 'preview.terms.description'],
  '/policy': ['preview.policy.title', 'preview.policy.description'],
} as const satisfies Record<string, [MessageKey, MessageKey]>;

/**
 * Link previews of the home page, the artist landing page, the legal texts and of search: a search of exactly one category is a page of
 * its own ("Bridal Makeup artists in Toronto"), any other search is the search page.
 */
export function sitePageMeta(
  pagePath: string,
  query: URLSearchParams,
  locale: Locale = 'en-CA',
): PageMeta | null {
  const { t } = serverTranslator(locale);
  const names = { product: PRODUCT_NAME, city: CITY };
  if (pagePath === '/')
    return {
      title: t('meta.home.title', names),
      description: t('meta.home.description', names),
      image: SOCIAL_CARD,
    };
  if (pagePath in TEXT_PAGES) {
    const [title, description] = TEXT_PAGES[pagePath as keyof typeof TEXT_PAGES];
    return { title: t(title, names), description: t(description, names), image: SOCIAL_CARD };
  }
  if (pagePath !== '/search') return null;
  const chosen = (query.get('categories') ?? '').split(',').map((c) => c.trim());
  const category = chosen.length === 1 ? portfolioTags.find((t) => t === chosen[0]) : undefined;
  if (!category) {
    return {
      title: t('meta.search.title', names),
      description: t('meta.search.description', names),
      path: '/search',
      image: SOCIAL_CARD,
    };
  }
  return {
    title: `${category} artists in ${CITY} · ${PRODUCT_NAME}`,
    description: `Verified ${CITY} artists for ${category.toLowerCase()}: see their work, prices and reviews, and book in four steps.`,
    path: categoryPath(category),
    image: SOCIAL_CARD,
  };
}
