import { useParams } from 'react-router';
import { ReviewPage } from '#client/features/reviews/components/review-page.tsx';
import { TipPanel } from '#client/features/tips/components/tip-panel.tsx';

/** /profile/artist/:userId/:reviewId: the review of one visit (the booking's id), and its tip. */
export default function ReviewCommentPage() {
  const { userId = '', reviewId = '' } = useParams();
  return (
    <ReviewPage
      key={`${userId}/${reviewId}`}
      artistId={userId}
      bookingId={reviewId}
      extra={<TipPanel bookingId={reviewId} />}
    />
  );
}
