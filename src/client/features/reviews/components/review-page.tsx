import { useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { formatTorontoDateTime } from '#shared/domain/toronto-time.ts';
import { reviewAnchor } from '#shared/domain/reviews.ts';
import type { ReviewVisit } from '#shared/schemas/review.ts';
import { Avatar } from '#client/components/ui/avatar.tsx';
import { ButtonLink } from '#client/components/ui/button.tsx';
import { Card, Container, Notice, PageHeading } from '#client/components/ui/page.tsx';
import { ApiError } from '#client/lib/api.ts';
import { useAuth } from '#client/resources/auth.tsx';
import { errorMessage } from '#client/lib/forms.ts';
import { useLocale, useT } from '#client/lib/i18n.tsx';
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
  const t = useT();
  usePageTitle(t('reviews.write.title'));
  const { auth } = useAuth();
  const location = useLocation();
  const signedIn = auth.status === 'authenticated';
  const visit = useVisit(artistId, bookingId, signedIn);
  const [addedId, setAddedId] = useState<string | null>(null);

  let body: ReactNode;
  if (auth.status === 'unknown' || (signedIn && visit.isPending)) {
    body = (
      <p className="text-muted" role="status">
        {t('reviews.loading')}
      </p>
    );
  } else if (!signedIn) {
    body = (
      <Notice title={t('reviews.signIn.title')}>
        <p>{t('reviews.signIn.text')}</p>
        <ButtonLink
          to={paths.login}
          state={{ from: location.pathname + location.search }}
          className="mt-3"
        >
          {t('reviews.signIn.button')}
        </ButtonLink>
      </Notice>
    );
  } else if (visit.isError) {
    const missing = visit.error instanceof ApiError && [400, 404].includes(visit.error.status);
    body = (
      <Notice
        tone="error"
        title={
          missing
            ? t('reviews.missing.title')
            : t('shell.loadError', { what: t('reviews.thisVisit') })
        }
      >
        <p>{missing ? t('reviews.missing.text') : errorMessage(visit.error)}</p>
      </Notice>
    );
  } else {
    const v = visit.data!;
    const name = `${v.artist.firstName} ${v.artist.lastName}`;
    body = (
      <>
        <ArtistLine visit={v} />
        {addedId ? (
          <Notice tone="success" title={t('reviews.added')}>
            <p>{t('reviews.added.text', { name })}</p>
            <ButtonLink
              to={`${paths.artistProfile(artistId)}#${reviewAnchor(addedId)}`}
              className="mt-3"
            >
              {t('reviews.added.see')}
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
          <Notice title={t('reviews.already.title')}>
            <p>{t('reviews.already.text', { name })}</p>
          </Notice>
        ) : (
          <Notice title={t('reviews.none.title')}>
            <p>{t('reviews.none.text', { name })}</p>
          </Notice>
        )}
      </>
    );
  }

  return (
    <Container narrow>
      <PageHeading title={t('reviews.write.title')} lead={t('reviews.write.lead')} />
      {body}
      {signedIn && extra ? <div className="mt-6">{extra}</div> : null}
      {addedId ? null : (
        <ButtonLink to={paths.artistProfile(artistId)} variant="secondary" className="mt-6">
          {t('reviews.back')}
        </ButtonLink>
      )}
    </Container>
  );
}

/** Who is reviewed, and for which visit (services, Toronto date and time). */
function ArtistLine({ visit: v }: { visit: ReviewVisit }) {
  const t = useT();
  const locale = useLocale();
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
            {t('reviews.visit', {
              when: formatTorontoDateTime(new Date(v.booking.appointmentAt), locale),
              services: v.booking.services
                .map((s) => `${s.typeOfService} × ${s.quantity}`)
                .join(', '),
            })}
          </p>
        ) : null}
      </div>
    </div>
  );
}
