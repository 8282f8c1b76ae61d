import { Link } from 'react-router';
import { portfolioTags } from '#shared/catalog.ts';
import { tagName } from '#shared/i18n/catalog-names.ts';
import type { SearchResult } from '#shared/schemas/search.ts';
import { useT } from '#client/lib/i18n.tsx';
import { useSearchResults } from '../api/search.ts';
import { newestFilters } from './latest-pictures.tsx';
import { searchHref } from './search-filters.ts';

const TILE_SIZES = '(min-width: 1152px) 360px, 33vw';

/**
 * Home: the nine search categories, each opening /search with that category. A tile shows the
 * newest picture with its tag when there is one (from the same request as the photo grid).
 */
export function CategoryTiles() {
  const t = useT();
  const latest = useSearchResults(newestFilters);
  const pictures = latest.data?.pages[0]?.results ?? [];
  const cover = new Map<string, SearchResult>();
  for (const picture of pictures) if (!cover.has(picture.tag)) cover.set(picture.tag, picture);

  return (
    <section aria-labelledby="categories-heading">
      <h2 id="categories-heading" className="mb-4 text-2xl font-semibold md:text-3xl">
        {t('home.categories.title')}
      </h2>
      <ul className="grid grid-cols-3 gap-2 md:gap-4">
        {portfolioTags.map((tag) => {
          const picture = cover.get(tag);
          return (
            <li key={tag}>
              <Link
                to={searchHref({ categories: [tag] })}
                className="group relative flex aspect-square items-end overflow-hidden rounded-xl bg-gradient-to-br from-blush-100 to-blush-200 outline-offset-2 focus-visible:outline-2 focus-visible:outline-blush-700 md:aspect-[5/2]"
              >
                {picture ? (
                  <>
                    <img
                      src={picture.src}
                      srcSet={picture.srcset}
                      sizes={TILE_SIZES}
                      width={picture.width}
                      height={picture.height}
                      loading="lazy"
                      decoding="async"
                      alt=""
                      className="absolute inset-0 size-full object-cover transition-transform duration-300 group-hover:scale-[1.04]"
                    />
                    <span
                      aria-hidden
                      className="absolute inset-0 bg-gradient-to-t from-ink/75 via-ink/20 to-transparent"
                    />
                  </>
                ) : null}
                <span
                  className={`relative p-2.5 text-sm leading-snug font-semibold md:p-4 md:text-lg ${picture ? 'text-white' : 'text-ink'}`}
                >
                  {tagName(tag, t)}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
