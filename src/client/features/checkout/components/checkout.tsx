import { ArrowLeft } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import type { BookingView } from '#shared/schemas/booking.ts';
import { Button, ButtonLink } from '#client/components/ui/button.tsx';
import { LoadError, Notice, PageHeading } from '#client/components/ui/page.tsx';
import { useAuth } from '#client/resources/auth.tsx';
import { errorMessage } from '#client/lib/forms.ts';
import { paths } from '#client/lib/paths.ts';
import { useT } from '#client/lib/i18n.tsx';
import { useCheckoutArtist } from '../api/get-artist.ts';
import { useRebookSource } from '../api/get-booking.ts';
import { useBookingTerms } from '#client/resources/booking.ts';
import { CheckoutFlow } from './checkout-flow.tsx';

/**
 * /checkout/:id/:bookId: books the artist `artistId`, starting with one of the service
 * `serviceId`. Waits for the signed-in user, the artist's current services and the fee rate;
 * with ?rebook=<bookingId>, for the artist's proposal too.
 */
export function Checkout({ artistId, serviceId }: { artistId: string; serviceId: string }) {
  const t = useT();
  const { auth } = useAuth();
  const profile = useCheckoutArtist(artistId);
  const terms = useBookingTerms();
  const [params] = useSearchParams();
  const rebookId = params.get('rebook');
  const rebook = useRebookSource(rebookId);

  let body;
  if (profile.isError) {
    body = (
      <Notice tone="error" title={t('checkout.artistError')}>
        <p>{errorMessage(profile.error)}</p>
        <div className="flex flex-wrap gap-3">
          <Button variant="secondary" onPress={() => void profile.refetch()}>
            {t('shell.tryAgain')}
          </Button>
          <ButtonLink to={paths.search} variant="ghost">
            {t('shell.nav.allArtists')}
          </ButtonLink>
        </div>
      </Notice>
    );
  } else if (terms.isError) {
    body = (
      <LoadError
        title={t('checkout.termsError')}
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
    body = (
      <p className="text-muted" role="status">
        {t('checkout.loading')}
      </p>
    );
  } else if (profile.data.user === auth.user._id) {
    body = (
      <Notice title={t('checkout.own.title')}>
        <p>{t('checkout.own.text')}</p>
      </Notice>
    );
  } else if (!profile.data.takesBookings) {
    body = (
      <Notice title={t('checkout.closed.title', { name: profile.data.name.firstName })}>
        <p>{t('checkout.closed.text')}</p>
        <ButtonLink to={paths.search} variant="secondary">
          {t('shell.nav.allArtists')}
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
        {profile.data
          ? t('checkout.backTo', { name: profile.data.name.firstName })
          : t('checkout.backToArtist')}
      </Link>
      <PageHeading title={t('checkout.title')} />
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
