import { Link } from 'react-router';
import type { ArtistCard as Card } from '#shared/schemas/search.ts';
import { Avatar } from '#client/components/ui/avatar.tsx';
import { buttonClass } from '#client/components/ui/button-link.tsx';
import { paths } from '#client/lib/paths.ts';
import { useLocale, useT } from '#client/lib/i18n.tsx';
import type { Locale } from '#shared/i18n/locales.ts';
import { professionName } from '#shared/i18n/catalog-names.ts';
import { startingPriceText } from './format.ts';
import { useRatingTexts } from './use-rating-texts.ts';
import { CredentialBadges } from '#client/components/credential-badges.tsx';
import { EventsBadge } from '#client/components/events-badge.tsx';

const timeFormats = new Map<Locale, Intl.DateTimeFormat>();

/** "Sun, Nov 29, 9:00 a.m." / "dim. 29 nov., 9 h 00": a free time on a button, Toronto time. */
export function freeTimeText(iso: string, locale: Locale = 'en-CA'): string {
  let format = timeFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      timeZone: 'America/Toronto',
      weekday: 'short',
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
    });
    timeFormats.set(locale, format);
  }
  return format.format(new Date(iso));
}

/**
 * The checkout for her lowest priced service at this time, the place chosen when the search
 * named one: with the customer's saved number and card it opens on the summary, one tap from
 * booking.
 */
export function bookTimeHref(card: Card, at: string, place: string | null): string {
  const params = new URLSearchParams({ at, step: '4' });
  if (place) params.set('place', place);
  return `${paths.checkout(card._id, card.serviceId!)}?${params}`;
}

const where = (card: Card, t: ReturnType<typeof useT>) =>
  [
    card.studioArea ? t('search.card.studio', { area: card.studioArea }) : null,
    card.travels ? t('search.card.travels') : null,
  ]
    .filter(Boolean)
    .join(' · ');

/**
 * One artist found: her photo and three pictures, name, profession, rating, "from" price,
 * distance and her next free times, each a link to the checkout at that time. An artist who
 * cannot take bookings (shown with "Show everyone") says so instead of offering times.
 */
export function ArtistCardView({
  card,
  eager,
  place,
}: {
  card: Card;
  eager: boolean;
  place: string | null;
}) {
  const t = useT();
  const locale = useLocale();
  const rating = useRatingTexts(card);
  const heading = `artist-${card._id}`;
  const placeText = where(card, t);
  return (
    <article
      aria-labelledby={heading}
      className="flex flex-col gap-3 rounded-2xl border border-line bg-white p-4 md:flex-row md:gap-5"
    >
      <div className="grid shrink-0 grid-cols-3 gap-1.5 md:w-72">
        {card.pictures.map((p, i) => (
          <img
            key={p._id}
            src={p.src}
            srcSet={p.srcset}
            sizes="(min-width: 768px) 96px, 30vw"
            width={p.width}
            height={p.height}
            loading={eager && i === 0 ? 'eager' : 'lazy'}
            decoding="async"
            alt=""
            className="aspect-square w-full rounded-lg bg-blush-50 object-cover"
          />
        ))}
      </div>
      <div className="min-w-0 flex-1">
        <div className="flex items-center gap-3">
          <Avatar
            firstName={card.firstName}
            lastName=""
            src={card.profileImage?.src ?? null}
            size={40}
          />
          <div className="min-w-0">
            <h3 id={heading} className="truncate text-lg font-semibold">
              <Link
                to={paths.artistProfile(card._id)}
                className="rounded outline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-blush-700"
              >
                {card.firstName}
              </Link>
            </h3>
            <p className="text-sm text-muted">
              {professionName(card.profession, t)}
              <span className="sr-only">, {rating.spoken}</span>
              <span aria-hidden> · {rating.shown}</span>
            </p>
          </div>
        </div>
        <p className="mt-2 text-sm text-ink">
          {card.price !== null ? (
            <span>{startingPriceText(card.price, card.hstRegistered, locale)}</span>
          ) : null}
          {card.distanceKm !== null ? (
            <span> · {t('search.card.away', { km: card.distanceKm })}</span>
          ) : null}
        </p>
        {placeText ? <p className="text-sm text-muted">{placeText}</p> : null}
        <CredentialBadges badges={card.badges} className="mt-2" />
        {card.takesEvents ? <EventsBadge className="mt-2" /> : null}
        {!card.bookable ? (
          <p className="mt-3 inline-block rounded-full bg-blush-50 px-3 py-1 text-sm font-medium text-ink">
            {t('search.card.notBookable')}
          </p>
        ) : card.serviceId && card.nextTimes.length > 0 ? (
          <div className="mt-3">
            <h4 className="mb-1.5 text-xs font-semibold tracking-wider text-muted uppercase">
              {t('search.card.nextTimes')}
            </h4>
            <ul className="flex flex-wrap gap-2">
              {card.nextTimes.map((at) => (
                <li key={at}>
                  <Link
                    to={bookTimeHref(card, at, place)}
                    aria-label={t('search.card.bookAt', {
                      name: card.firstName,
                      time: freeTimeText(at, locale),
                    })}
                    className={buttonClass('secondary', 'min-h-11 px-3')}
                  >
                    {freeTimeText(at, locale)}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
    </article>
  );
}

export function ArtistCardSkeleton() {
  return (
    <div aria-hidden className="flex flex-col gap-3 rounded-2xl border border-line p-4 md:flex-row">
      <div className="grid grid-cols-3 gap-1.5 md:w-72">
        {[0, 1, 2].map((i) => (
          <div key={i} className="aspect-square animate-pulse rounded-lg bg-blush-100/70" />
        ))}
      </div>
      <div className="flex-1">
        <div className="h-5 w-32 animate-pulse rounded bg-blush-100/70" />
        <div className="mt-2 h-4 w-48 animate-pulse rounded bg-blush-100/70" />
      </div>
    </div>
  );
}
