import { ArrowLeft } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import type { BookingView } from '#shared/schemas/booking.ts';
import { Button, ButtonLink } from '#client/components/ui/button.tsx';
import { LoadError, Notice, PageHeading } from '#client/components/ui/page.tsx';
import { useAuth } from '#client/resources/auth.tsx';
import { errorMessage } from '#client/lib/forms.ts';
import { paths } from '#client/lib/paths.ts';
import { useCheckoutArtist } from '../api/get-artist.ts';
import { useRebookSource } from '../api/get-booking.ts';
import { useBookingTerms } from '#client/resources/booking.ts';
import { CheckoutFlow } from './checkout-flow.tsx';

const loading = (
  <p className="text-muted" role="status">
    Loading checkout…
  </p>
);

/**
 * /checkout/:id/:bookId: books the artist `artistId`, starting with one of the service
 * `serviceId`. Waits for the signed-in user, the artist's current services and the fee rate;
 * with ?rebook=<bookingId>, for the artist's proposal too.
 */
export function Checkout({ artistId, serviceId }: { artistId: string; serviceId: string }) {
  const { auth } = useAuth();
  const profile = useCheckoutArtist(artistId);
  const terms = useBookingTerms();
  const [params] = useSearchParams();
  const rebookId = params.get('rebook');
  const rebook = useRebookSource(rebookId);

  let body;
  if (profile.isError) {
    body = (
      <Notice tone="error" title="We could not load this artist">
        <p>{errorMessage(profile.error)}</p>
        <div className="flex flex-wrap gap-3">
          <Button variant="secondary" onPress={() => void profile.refetch()}>
            Try again
          </Button>
          <ButtonLink to={paths.search} variant="ghost">
            See all artists
          </ButtonLink>
        </div>
      </Notice>
    );
  } else if (terms.isError) {
    body = (
      <LoadError
        what="the booking terms"
        error={terms.error}
        onRetry={() => void terms.refetch()}
      />
    );
  } else if (
    auth.status !== 'authenticated' ||
    profile.isPending ||
    terms.isPending ||
    (rebookId !== null && rebook.isPending)
  ) {
    body = loading;
  } else if (profile.data.user === auth.user._id) {
    body = (
      <Notice title="This is your own profile">
        <p>Clients book your services from your profile. You cannot book yourself.</p>
      </Notice>
    );
  } else if (!profile.data.takesBookings) {
    body = (
      <Notice title={`${profile.data.name.firstName} is not taking bookings yet`}>
        <p>Nothing has been ordered or charged. Other artists can take your booking.</p>
        <ButtonLink to={paths.search} variant="secondary">
          See all artists
        </ButtonLink>
      </Notice>
    );
  } else {
    body = (
      <CheckoutFlow
        key={`${auth.user._id}/${artistId}/${serviceId}`}
        artistId={artistId}
        serviceId={serviceId}
        user={auth.user}
        profile={profile.data}
        terms={terms.data}
        proposal={usableProposal(rebook.data, artistId)}
        proposalGone={rebookId !== null && !usableProposal(rebook.data, artistId)}
      />
    );
  }

  return (
    <>
      <Link
        to={paths.artistProfile(artistId)}
        className="mb-4 hidden min-h-11 items-center gap-2 text-sm font-medium text-muted hover:text-ink md:inline-flex"
      >
        <ArrowLeft aria-hidden className="size-4" />
        {profile.data ? `Back to ${profile.data.name.firstName}’s profile` : 'Back to the artist'}
      </Link>
      <PageHeading title="Checkout" />
      {body}
    </>
  );
}

/** A proposal this customer can still answer with a new request to the same artist. */
function usableProposal(booking: BookingView | undefined, artistId: string): BookingView | null {
  return booking &&
    booking.viewer === 'customer' &&
    booking.state === 'declined-posponed' &&
    booking.artist.id === artistId
    ? booking
    : null;
}
