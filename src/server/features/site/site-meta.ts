import { CITY, PRODUCT_NAME } from '#shared/brand.ts';
import { portfolioTags } from '#shared/catalog.ts';
import type { PageMeta } from '../../http/client-app.ts';

type Category = (typeof portfolioTags)[number];

/** What index.html itself says; the home page's preview says it too. */
export const HOME_TITLE = `${PRODUCT_NAME} — makeup & hair artists in ${CITY}`;
export const HOME_DESCRIPTION = `Book ${CITY}'s best verified makeup and hair artists. See their work and reviews, book in four steps, pay only when the service is done.`;

/** The card home and search previews show (src/client/public, drawn by scripts/make-icons.ts). */
export const SOCIAL_CARD = '/social-card.png';

/** The search of one category, as the home page's tiles open it. */
export const categoryPath = (category: Category) =>
  `/search?categories=${encodeURIComponent(category)}`;

/**
 * Link previews of the home page and of search: a search of exactly one category is a page of
 * its own ("Bridal Makeup artists in Toronto"), any other search is the search page.
 */
export function sitePageMeta(pagePath: string, query: URLSearchParams): PageMeta | null {
  if (pagePath === '/')
    return { title: HOME_TITLE, description: HOME_DESCRIPTION, image: SOCIAL_CARD };
  if (pagePath !== '/search') return null;
  const chosen = (query.get('categories') ?? '').split(',').map((c) => c.trim());
  const category = chosen.length === 1 ? portfolioTags.find((t) => t === chosen[0]) : undefined;
  if (!category) {
    return {
      title: `Search makeup and hair artists in ${CITY} · ${PRODUCT_NAME}`,
      description: `Verified makeup and hair artists in ${CITY}: filter by service, price and rating, see their work and book.`,
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
