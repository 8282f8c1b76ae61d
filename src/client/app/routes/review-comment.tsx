import { useParams } from 'react-router';
import { ReviewPage } from '#client/features/reviews/components/review-page.tsx';

/** /profile/artist/:userId/:reviewId: the review of one visit (the booking's id). */
export default function ReviewCommentPage() {
  const { userId = '', reviewId = '' } = useParams();
  return <ReviewPage key={`${userId}/${reviewId}`} artistId={userId} bookingId={reviewId} />;
}
