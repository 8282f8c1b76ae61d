import type { PublicProfile } from '#shared/schemas/profile.ts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ApiError } from '#client/lib/api.ts';
import { useAuth } from '#client/resources/auth.tsx';
import { Container, Notice } from '#client/components/ui/page.tsx';
import { paths } from '#client/lib/paths.ts';
import { useT } from '#client/lib/i18n.tsx';
import { usePageTitle } from '#client/lib/use-page-title.ts';
import { useArtistProfile } from '../api/get-artist-profile.ts';
import { BookingPanel } from './booking-panel.tsx';
import { PortfolioGallery } from './portfolio-gallery.tsx';
import { ProfileAbout } from './profile-about.tsx';
import { fullName } from './profile-format.ts';
import { ProfileHeader } from './profile-header.tsx';
import { ServiceAreaPanel } from './service-area-panel.tsx';
import { ProfileLoadError, ProfileNotFound, ProfileSkeleton } from './profile-states.tsx';

/** A malformed id is refused (400) before it is looked up: to a visitor it is the same 404. */
const isMissing = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);

/**
 * The public artist page (spec §2): header, about, gallery, reviews, and the booking panel,
 * beside the content from `md` (sticky) and after it on a phone. The reviews feature fills the
 * `rating` (in the header) and `reviews` slots.
 */
export function ArtistProfile({
  artistId,
  rating,
  reviews,
  bookingExtras,
}: {
  artistId: string;
  rating?: ReactNode;
  reviews?: ReactNode;
  /** Under the booking panel (the rescue feature: response time, the waitlist). */
  bookingExtras?: (profile: PublicProfile, canBook: boolean) => ReactNode;
}) {
  const t = useT();
  const { auth } = useAuth();
  const query = useArtistProfile(artistId);
  const missing = isMissing(query.error);
  usePageTitle(
    query.data
      ? fullName(query.data)
      : missing
        ? t('profile.title.notFound')
        : t('profile.title.loading'),
  );

  if (query.isPending) return <ProfileSkeleton />;
  if (missing) return <ProfileNotFound />;
  if (query.isError) {
    return (
      <ProfileLoadError
        message={query.error.message}
        isRetrying={query.isFetching}
        onRetry={() => void query.refetch()}
      />
    );
  }

  const profile = query.data;
  const user = auth.status === 'authenticated' ? auth.user : null;
  const isOwner = user?._id === profile.user;
  const isAdmin = user?.role === 'Admin';
  // Until the session is known, Book waits: the owner must never be offered their own services.
  const canBook = auth.status !== 'unknown' && !isOwner;

  return (
    <Container>
      {profile.verified && !profile.takesBookings && isOwner ? (
        <div className="mb-6">
          <Notice title={t('profile.bank.title')}>
            <p>
              {t('profile.bank.text')}{' '}
              <Link to={paths.bank} className="font-semibold text-blush-800 underline">
                {t('profile.bank.link')}
              </Link>
            </p>
          </Notice>
        </div>
      ) : null}
      {!profile.verified && (isOwner || isAdmin) ? (
        <div className="mb-6">
          {isOwner ? (
            <Notice title={t('profile.checking.title')}>
              <p>{t('profile.checking.text')}</p>
            </Notice>
          ) : (
            <Notice title={t('profile.unverified.title')}>
              <p>{t('profile.unverified.text')}</p>
            </Notice>
          )}
        </div>
      ) : null}
      <div className="grid gap-10 md:grid-cols-[minmax(0,1fr)_18rem] md:gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-12">
        <div className="flex min-w-0 flex-col gap-10">
          <div>
            <ProfileHeader profile={profile} isOwner={isOwner} rating={rating} />
            {/* On a phone the panel comes after the gallery: one tap takes you there. */}
            <a
              href="#book"
              className="mt-5 inline-flex min-h-11 items-center rounded-full bg-blush-700 px-5 text-sm font-semibold text-white md:hidden"
            >
              {isOwner
                ? t('profile.jump.own')
                : profile.takesBookings
                  ? t('profile.jump.book')
                  : t('profile.jump.services')}
            </a>
          </div>
          <ProfileAbout profile={profile} />
          {profile.delivery ? (
            <ServiceAreaPanel artistId={profile.user} firstName={profile.name.firstName} />
          ) : null}
          <PortfolioGallery
            artistId={profile.user}
            artistName={fullName(profile)}
            isOwner={isOwner}
          />
          {reviews}
        </div>
        <div className="md:sticky md:top-24 md:max-h-[calc(100dvh-7rem)] md:self-start md:overflow-y-auto">
          <BookingPanel profile={profile} isOwner={isOwner} canBook={canBook} />
          {bookingExtras?.(profile, canBook)}
        </div>
      </div>
    </Container>
  );
}
