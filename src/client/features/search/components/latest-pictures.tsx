import { Link } from 'react-router';
import { tagName } from '#shared/i18n/catalog-names.ts';
import type { SearchResult } from '#shared/schemas/search.ts';
import { ButtonLink } from '#client/components/ui/button-link.tsx';
import { useT } from '#client/lib/i18n.tsx';
import { paths } from '#client/lib/paths.ts';
import { useSearchResults } from '../api/search.ts';
import { emptyFilters, searchHref, type SearchFilters } from './search-filters.ts';

/** The newest pictures: the same query (and cache entry) as /search?sort=newest. */
export const newestFilters: SearchFilters = { ...emptyFilters, sort: 'newest' };

/** The first picture is large (half the row on `md`, the full width on a phone). */
const BIG_SIZES = '(min-width: 1152px) 540px, (min-width: 768px) 50vw, 100vw';
const SMALL_SIZES = '(min-width: 1152px) 270px, (min-width: 768px) 25vw, 50vw';

/** A phone shows the large picture and four small; `md` and up show eight small. */
const SHOWN = 9;
const PHONE_SHOWN = 5;

/** Home: a grid of the latest portfolio pictures, each opening its artist's profile. */
export function LatestPictures() {
  const t = useT();
  const latest = useSearchResults(newestFilters);
  const pictures = latest.data?.pages[0]?.results.slice(0, SHOWN) ?? [];
  if (!latest.isPending && pictures.length === 0) return null;
  return (
    <section aria-labelledby="latest-heading">
      <div className="mb-4 flex items-end justify-between gap-4">
        <h2 id="latest-heading" className="text-2xl font-semibold md:text-3xl">
          {t('home.latest.title')}
        </h2>
        <ButtonLink to={searchHref(newestFilters)} variant="secondary" className="shrink-0">
          {t('home.latest.seeAll')}
          <span className="sr-only"> {t('home.latest.seeAllWhat')}</span>
        </ButtonLink>
      </div>
      {latest.isPending ? (
        <>
          <p className="sr-only">{t('home.latest.loading')}</p>
          <div aria-hidden className="grid grid-cols-2 gap-3 md:grid-cols-4">
            {Array.from({ length: PHONE_SHOWN }, (_, i) => (
              <div key={i} className={`${tileShape(i)} animate-pulse rounded-xl bg-blush-100/70`} />
            ))}
          </div>
        </>
      ) : (
        <ul className="grid grid-cols-2 gap-3 md:grid-cols-4">
          {pictures.map((picture, i) => (
            <li
              key={picture._id}
              className={`${tileShape(i)} ${i >= PHONE_SHOWN ? 'hidden md:block' : ''}`}
            >
              <PictureLink picture={picture} big={i === 0} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

const tileShape = (i: number) =>
  i === 0 ? 'col-span-2 aspect-square md:row-span-2' : 'aspect-square';

function PictureLink({ picture, big }: { picture: SearchResult; big: boolean }) {
  const t = useT();
  const tag = tagName(picture.tag, t);
  return (
    <Link
      to={paths.artistProfile(picture.artist._id)}
      className="group relative block size-full overflow-hidden rounded-xl bg-blush-50 outline-offset-2 focus-visible:outline-2 focus-visible:outline-blush-700"
    >
      <img
        src={picture.src}
        srcSet={picture.srcset}
        sizes={big ? BIG_SIZES : SMALL_SIZES}
        width={picture.width}
        height={picture.height}
        loading="lazy"
        decoding="async"
        alt={t('home.latest.alt', { tag, name: picture.artist.firstName })}
        className="size-full object-cover transition-transform duration-300 group-hover:scale-[1.03]"
      />
      <span
        aria-hidden
        className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-ink/70 to-transparent px-3 pt-8 pb-2 text-sm font-medium text-white opacity-0 transition-opacity group-hover:opacity-100 group-focus-visible:opacity-100"
      >
        {picture.artist.firstName} · {tag}
      </span>
    </Link>
  );
}
