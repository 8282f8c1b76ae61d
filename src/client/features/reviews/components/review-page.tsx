import { useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { formatTorontoDateTime } from '#shared/domain/toronto-time.ts';
import { reviewAnchor } from '#shared/domain/reviews.ts';
import type { ReviewVisit } from '#shared/schemas/review.ts';
import { Avatar } from '#client/components/ui/avatar.tsx';
import { ButtonLink } from '#client/components/ui/button.tsx';
import { Card, Container, Notice, PageHeading } from '#client/components/ui/page.tsx';
import { ApiError } from '#client/lib/api.ts';
import { useAuth } from '#client/lib/auth.tsx';
import { errorMessage } from '#client/lib/forms.ts';
import { paths } from '#client/lib/paths.ts';
import { usePageTitle } from '#client/lib/use-page-title.ts';
import { useVisit } from '../api/get-visit.ts';
import { ReviewForm } from './review-form.tsx';

/**
 * The review comment page (/profile/artist/:userId/:reviewId, the second id naming the visit):
 * the form for a customer with that completed booking, or why someone else may not review.
 */
export function ReviewPage({
  artistId,
  bookingId,
  extra,
}: {
  artistId: string;
  bookingId: string;
  /** What the page adds below the review (the tip), given by the route. */
  extra?: ReactNode;
}) {
  usePageTitle('Write a review');
  const { auth } = useAuth();
  const location = useLocation();
  const signedIn = auth.status === 'authenticated';
  const visit = useVisit(artistId, bookingId, signedIn);
  const [addedId, setAddedId] = useState<string | null>(null);

  let body: ReactNode;
  if (auth.status === 'unknown' || (signedIn && visit.isPending)) {
    body = (
      <p className="text-muted" role="status">
        Loading…
      </p>
    );
  } else if (!signedIn) {
    body = (
      <Notice title="Sign in to leave a review">
        <p>
          Reviews come from customers after a completed booking. Sign in and you come back here.
        </p>
        <ButtonLink
          to={paths.login}
          state={{ from: location.pathname + location.search }}
          className="mt-3"
        >
          Sign in
        </ButtonLink>
      </Notice>
    );
  } else if (visit.isError) {
    const missing = visit.error instanceof ApiError && [400, 404].includes(visit.error.status);
    body = (
      <Notice tone="error" title={missing ? 'Artist not found' : 'We could not load this visit'}>
        <p>{missing ? 'This artist does not exist.' : errorMessage(visit.error)}</p>
      </Notice>
    );
  } else {
    const v = visit.data!;
    const name = `${v.artist.firstName} ${v.artist.lastName}`;
    body = (
      <>
        <ArtistLine visit={v} />
        {addedId ? (
          <Notice tone="success" title="Comment Added">
            <p>Thank you! Your review is on {name}&rsquo;s profile.</p>
            <ButtonLink
              to={`${paths.artistProfile(artistId)}#${reviewAnchor(addedId)}`}
              className="mt-3"
            >
              See it on the profile
            </ButtonLink>
          </Notice>
        ) : v.status === 'open' ? (
          <Card>
            <ReviewForm
              artistId={artistId}
              bookingId={bookingId}
              onAdded={(comment) => setAddedId(comment._id)}
            />
          </Card>
        ) : v.status === 'already-reviewed' ? (
          <Notice title="You have already reviewed this visit">
            <p>
              Each completed booking can be reviewed once. Your review is on {name}&rsquo;s profile.
            </p>
          </Notice>
        ) : (
          <Notice title="No completed booking to review">
            <p>
              Only a customer with a completed booking with {name} can review it. This link is not
              for a completed booking of yours: check that you are signed in with the account you
              booked with.
            </p>
          </Notice>
        )}
      </>
    );
  }

  return (
    <Container narrow>
      <PageHeading title="Write a review" lead="Tell others how your visit went." />
      {body}
      {signedIn && extra ? <div className="mt-6">{extra}</div> : null}
      {addedId ? null : (
        <ButtonLink to={paths.artistProfile(artistId)} variant="secondary" className="mt-6">
          Back to the artist
        </ButtonLink>
      )}
    </Container>
  );
}

/** Who is reviewed, and for which visit (services, Toronto date and time). */
function ArtistLine({ visit: v }: { visit: ReviewVisit }) {
  return (
    <div className="mb-6 flex items-center gap-4">
      <Avatar
        firstName={v.artist.firstName}
        lastName={v.artist.lastName}
        src={v.artist.profileImage}
        size={64}
        initialsClassName="text-xl"
      />
      <div className="min-w-0">
        <p className="text-xl font-semibold">
          {v.artist.firstName} {v.artist.lastName}
        </p>
        {v.booking ? (
          <p className="text-sm text-muted">
            Your visit of {formatTorontoDateTime(new Date(v.booking.appointmentAt))}:{' '}
            {v.booking.services.map((s) => `${s.typeOfService} × ${s.quantity}`).join(', ')}
          </p>
        ) : null}
      </div>
    </div>
  );
}
