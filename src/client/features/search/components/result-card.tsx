import { Link } from 'react-router';
import type { SearchResult } from '#shared/schemas/search.ts';
import { BookingPhotoBadge } from '#client/components/booking-photo-badge.tsx';
import { Avatar } from '#client/components/ui/avatar.tsx';
import { paths } from '#client/lib/paths.ts';
import { useLocale, useT } from '#client/lib/i18n.tsx';
import { tagName } from '#shared/i18n/catalog-names.ts';
import { startingPriceText } from './format.ts';
import { useRatingTexts } from './use-rating-texts.ts';

/**
 * The grid is two columns on a phone, two beside the sidebar on a tablet, three from `lg` and
 * four from `xl` (the 1152 px page less the sidebar: about 200 px each).
 */
export const RESULT_SIZES =
  '(min-width: 1280px) 200px, (min-width: 1024px) 22vw, (min-width: 768px) 28vw, 50vw';

export const resultGridClass = 'grid grid-cols-2 gap-x-3 gap-y-5 lg:grid-cols-3 xl:grid-cols-4';

/**
 * One picture found: the look, who made it and what she charges; opens her profile. `eager`:
 * in the first screen; `first`: the page's largest paint, fetched before anything else.
 */
export function ResultCard({
  result,
  eager,
  first = false,
}: {
  result: SearchResult;
  eager: boolean;
  first?: boolean;
}) {
  const { artist } = result;
  const t = useT();
  const locale = useLocale();
  const rating = useRatingTexts(artist);
  return (
    <Link
      to={paths.artistProfile(artist._id)}
      className="group block rounded-xl outline-offset-4 focus-visible:outline-2 focus-visible:outline-blush-700"
    >
      <span className="relative block aspect-[4/5] overflow-hidden rounded-xl bg-blush-50">
        <img
          src={result.src}
          srcSet={result.srcset}
          sizes={RESULT_SIZES}
          width={result.width}
          height={result.height}
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={first ? 'high' : 'auto'}
          decoding="async"
          // The link's text names the look and the artist; the picture adds no words.
          alt=""
          className="size-full object-cover transition-transform duration-300 group-hover:scale-[1.03]"
        />
        <span className="absolute bottom-2 left-2 max-w-[calc(100%-1rem)] truncate rounded-full bg-white/90 px-2.5 py-0.5 text-xs font-medium text-ink backdrop-blur">
          {tagName(result.tag, t)}
        </span>
        <BookingPhotoBadge
          fromBooking={result.fromBooking}
          artistId={artist._id}
          inLink
          className="absolute top-2 left-2 max-w-[calc(100%-1rem)] truncate"
        />
      </span>
      <span className="mt-2 flex items-center gap-2">
        <Avatar
          firstName={artist.firstName}
          lastName=""
          src={artist.profileImage?.src ?? null}
          size={24}
          initialsClassName="text-[10px]"
        />
        <span className="sr-only">{t('search.card.by')}</span>
        <span className="min-w-0 flex-1 truncate text-sm font-semibold text-ink">
          {artist.firstName}
        </span>
        <span className="sr-only">, {rating.spoken}, </span>
        <span aria-hidden className="shrink-0 text-xs font-medium text-muted">
          {rating.shown}
        </span>
      </span>
      {artist.price !== null ? (
        <span className="mt-0.5 block text-sm text-muted">
          {startingPriceText(artist.price, artist.hstRegistered, locale)}
        </span>
      ) : null}
    </Link>
  );
}

/** The shape of a card while its picture is on the way. */
export function ResultCardSkeleton() {
  return (
    <div aria-hidden>
      <div className="aspect-[4/5] animate-pulse rounded-xl bg-blush-100/70" />
      <div className="mt-2 flex items-center gap-2">
        <div className="size-6 animate-pulse rounded-full bg-blush-100/70" />
        <div className="h-3.5 w-20 animate-pulse rounded bg-blush-100/70" />
      </div>
      <div className="mt-1.5 h-3.5 w-24 animate-pulse rounded bg-blush-100/70" />
    </div>
  );
}
