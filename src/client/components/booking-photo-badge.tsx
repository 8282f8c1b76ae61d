import { Link } from 'react-router';
import { formatBookingPhotoMonth } from '#shared/domain/booking-photos.ts';
import { reviewAnchor } from '#shared/domain/reviews.ts';
import type { FromBooking } from '#shared/schemas/profile.ts';
import { useLocale, useT } from '#client/lib/i18n.tsx';
import { paths } from '#client/lib/paths.ts';

const badgeClass =
  'inline-flex items-center rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-medium text-emerald-900';

/**
 * "From a Blush booking, Nov 2026" on a portfolio picture that is a photo from a real visit,
 * shown with its customer's consent (decision 0041); a link to the visit's review when there is
 * one. The month is the visit's in Toronto, written in the visitor's language.
 */
export function BookingPhotoBadge({
  fromBooking,
  artistId,
  inLink = false,
  className = '',
}: {
  fromBooking: FromBooking | null | undefined;
  artistId: string;
  /** Inside a link already (a search card): plain words, no link to the review. */
  inLink?: boolean;
  className?: string;
}) {
  const t = useT();
  const locale = useLocale();
  if (!fromBooking) return null;
  const text = t('bookingPhotos.badge', {
    month: formatBookingPhotoMonth(fromBooking.month, locale),
  });
  if (!fromBooking.reviewId || inLink)
    return <span className={`${badgeClass} ${className}`}>{text}</span>;
  return (
    <Link
      to={`${paths.artistProfile(artistId)}#${reviewAnchor(fromBooking.reviewId)}`}
      className={`${badgeClass} underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-blush-700 ${className}`}
    >
      {text}
      <span className="sr-only">{t('bookingPhotos.badgeReview')}</span>
    </Link>
  );
}
