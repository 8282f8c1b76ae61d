import { useParams } from 'react-router';
import { ArtistProfile } from '#client/features/artist-profile/components/artist-profile.tsx';
import { RequestQuoteLink } from '#client/components/request-quote-link.tsx';
import { ProfileExtras } from '#client/features/rescue/components/profile-extras.tsx';
import { RatingSummary } from '#client/features/reviews/components/rating-summary.tsx';
import { ReviewsSection } from '#client/features/reviews/components/reviews-section.tsx';

export default function ArtistProfilePage() {
  const { id = '' } = useParams();
  // Keyed by id: moving from one artist to another starts from a clean page (lightbox, filter).
  return (
    <ArtistProfile
      key={id}
      artistId={id}
      rating={<RatingSummary artistId={id} />}
      reviews={<ReviewsSection artistId={id} />}
      bookingExtras={(profile, canBook) => (
        <>
          <RequestQuoteLink profile={profile} />
          <ProfileExtras profile={profile} canBook={canBook} />
        </>
      )}
    />
  );
}
