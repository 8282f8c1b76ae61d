import { listedPriceText } from '#shared/domain/pricing.ts';
import type { PublicProfile } from '#shared/schemas/profile.ts';
import { ButtonLink } from '#client/components/ui/button-link.tsx';
import { useLocale, useT } from '#client/lib/i18n.tsx';
import { paths } from '#client/lib/paths.ts';
import { startingPriceText } from './profile-format.ts';

/**
 * The artist's services with their prices, each with a Book link to checkout. The owner sees
 * the list as clients do, without Book (spec §2), and a way to change it; an artist who cannot
 * take bookings yet (not verified, or no bank account) shows it without Book, and says so.
 */
export function BookingPanel({
  profile,
  isOwner,
  canBook,
}: {
  profile: PublicProfile;
  isOwner: boolean;
  canBook: boolean;
}) {
  const t = useT();
  const locale = useLocale();
  const price = (cents: number) => listedPriceText(cents, profile.hstRegistered, locale);
  return (
    <section
      id="book"
      aria-labelledby="book-heading"
      className="rounded-(--radius-card) border border-line bg-white p-5 shadow-sm md:p-6"
    >
      <h2 id="book-heading" className="text-2xl font-semibold">
        {isOwner
          ? t('profile.book.own')
          : t('profile.book.title', { name: profile.name.firstName })}
      </h2>
      {profile.price !== null ? (
        <p className="mt-1 text-muted">
          {startingPriceText(profile.price, profile.hstRegistered, locale)}
        </p>
      ) : null}
      {profile.takesBookings && profile.instantBook ? (
        <p className="mt-2 text-sm font-medium text-success">{t('profile.book.instant')}</p>
      ) : null}
      {!isOwner && !profile.takesBookings ? (
        <p className="mt-3 rounded-xl bg-blush-50 px-3 py-2 text-sm font-medium text-ink">
          {t('profile.book.closed', { name: profile.name.firstName })}
        </p>
      ) : null}
      {profile.services.length === 0 ? (
        <p className="mt-4 text-muted">
          {isOwner ? t('profile.book.noneOwn') : t('profile.book.none')}
        </p>
      ) : (
        <ul className="mt-4 divide-y divide-line">
          {profile.services.map((service) => (
            <li key={service._id} className="py-4 first:pt-0 last:pb-0">
              <div className="flex items-baseline justify-between gap-3">
                <h3 className="font-sans text-base font-semibold break-words">
                  {service.typeOfService}
                </h3>
                <p className="shrink-0 font-semibold" data-testid="service-price">
                  {price(service.price)}
                </p>
              </div>
              <p className="mt-1 text-sm break-words text-muted">{service.description}</p>
              {canBook && profile.takesBookings ? (
                <ButtonLink
                  to={paths.checkout(profile.user, service._id)}
                  aria-label={t('profile.book.buttonLabel', {
                    service: service.typeOfService,
                    price: price(service.price),
                  })}
                  className="mt-3 w-full"
                >
                  {t('profile.book.button')}
                </ButtonLink>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {isOwner ? (
        <ButtonLink to={paths.services} variant="secondary" className="mt-5 w-full">
          {t('profile.book.edit')}
        </ButtonLink>
      ) : null}
    </section>
  );
}
