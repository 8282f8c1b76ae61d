import { Link } from 'react-router';
import { professionName } from '#shared/i18n/catalog-names.ts';
import type { FeaturedArtist } from '#shared/schemas/search.ts';
import { Carousel } from '#client/components/ui/carousel.tsx';
import { useLocale, useT } from '#client/lib/i18n.tsx';
import { useRatingTexts } from './use-rating-texts.ts';
import { paths } from '#client/lib/paths.ts';
import { useFeaturedArtists } from '../api/featured.ts';
import { startingPriceText } from './format.ts';

/** Three covers across a phone, four across a tablet or a 1152 px page. */
const COVER_SIZES = '(min-width: 1152px) 270px, (min-width: 768px) 25vw, 33vw';

/**
 * Home: the featured artists in a carousel. While loading it keeps its space; with nothing to
 * show (or an error) the section is left out: the rest of the page still works.
 */
export function FeaturedArtists({ className }: { className?: string }) {
  const t = useT();
  const featured = useFeaturedArtists();
  if (featured.isError || featured.data?.length === 0) return null;
  return (
    <div className={className}>
      {featured.isPending ? (
        <FeaturedSkeleton />
      ) : (
        <Carousel
          title={t('home.featured.title')}
          itemsName={t('home.featured.items')}
          items={featured.data}
          getKey={(artist) => artist._id}
          renderItem={(artist, index) => <FeaturedCard artist={artist} eager={index < 4} />}
        />
      )}
    </div>
  );
}

function FeaturedCard({ artist, eager }: { artist: FeaturedArtist; eager: boolean }) {
  const t = useT();
  const locale = useLocale();
  const rating = useRatingTexts(artist);
  return (
    <Link
      to={paths.artistProfile(artist._id)}
      className="group block rounded-xl outline-offset-2 focus-visible:outline-2 focus-visible:outline-blush-700"
    >
      <span className="block aspect-[4/5] overflow-hidden rounded-xl bg-blush-50">
        <img
          src={artist.cover.src}
          srcSet={artist.cover.srcset}
          sizes={COVER_SIZES}
          width={artist.cover.width}
          height={artist.cover.height}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          alt=""
          className="size-full object-cover transition-transform duration-300 group-hover:scale-[1.03]"
        />
      </span>
      <span className="mt-2 block truncate text-sm font-semibold text-ink md:text-base">
        {artist.firstName} {artist.lastName}
      </span>
      <span className="sr-only">, </span>
      <span className="block truncate text-xs text-muted md:text-sm">
        {professionName(artist.profession, t)}
      </span>
      <span className="sr-only">, {rating.spoken}, </span>
      <span className="mt-0.5 flex flex-wrap items-baseline gap-x-2 text-xs md:text-sm">
        {artist.price !== null ? (
          <span className="font-medium text-ink">
            {startingPriceText(artist.price, artist.hstRegistered, locale)}
          </span>
        ) : null}
        <span aria-hidden className="text-muted">
          {rating.shown}
        </span>
      </span>
    </Link>
  );
}

function FeaturedSkeleton() {
  const t = useT();
  return (
    <div>
      <h2 className="mb-4 text-2xl font-semibold md:text-3xl">{t('home.featured.title')}</h2>
      <p className="sr-only">{t('home.featured.loading')}</p>
      <div aria-hidden className="grid grid-cols-3 gap-3 md:grid-cols-4 md:gap-4">
        {Array.from({ length: 4 }, (_, i) => (
          <div key={i} className={i === 3 ? 'hidden md:block' : ''}>
            <div className="aspect-[4/5] animate-pulse rounded-xl bg-blush-100/70" />
            <div className="mt-2 h-4 w-3/4 animate-pulse rounded bg-blush-100/70" />
            <div className="mt-1.5 h-3 w-1/2 animate-pulse rounded bg-blush-100/70" />
          </div>
        ))}
      </div>
    </div>
  );
}
