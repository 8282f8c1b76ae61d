import { Link } from 'react-router';
import { formatCents } from '#shared/domain/money.ts';
import { professionName } from '#shared/i18n/catalog-names.ts';
import type { WaitingArtist } from '#shared/schemas/admin.ts';
import { useAlerts } from '#client/components/ui/alerts.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { EmptyState, LoadError } from '#client/components/ui/page.tsx';
import { ApiError } from '#client/lib/api.ts';
import { errorMessage } from '#client/lib/forms.ts';
import { paths } from '#client/lib/paths.ts';
import { useLocale, useT } from '#client/lib/i18n.tsx';
import { formatPhone } from '#client/lib/phone.ts';
import { useAskChanges } from '../api/ask-changes.ts';
import { useVerificationQueue } from '../api/get-verification-queue.ts';
import { useSetVerified } from '../api/set-verified.ts';
import { Badge, formatWait, formatWhen } from './format.tsx';
import { TextDialog } from './text-dialog.tsx';

/** Artists waiting for verification, the longest wait first, with what to judge them by. */
export function VerificationQueue() {
  const t = useT();
  const queue = useVerificationQueue();
  if (queue.isPending) return <p className="text-muted">{t('admin.queue.loading')}</p>;
  if (queue.isError) {
    return <LoadError what={t('admin.queue.what')} error={queue.error} />;
  }
  if (queue.data.artists.length === 0) {
    return <EmptyState message={t('admin.overview.nobodyWaiting')} />;
  }
  return (
    <section aria-labelledby="queue-heading">
      <h2 id="queue-heading" className="mb-3 text-xl font-semibold">
        {t('admin.queue.heading', { count: queue.data.artists.length })}
      </h2>
      <ul className="flex flex-col gap-4">
        {queue.data.artists.map((artist) => (
          <WaitingCard key={artist.profile._id} artist={artist} />
        ))}
      </ul>
    </section>
  );
}

function WaitingCard({ artist }: { artist: WaitingArtist }) {
  const t = useT();
  const locale = useLocale();
  const { alert } = useAlerts();
  const verify = useSetVerified();
  const ask = useAskChanges();
  const p = artist.profile;
  const name = `${p.name.firstName} ${p.name.lastName}`;
  const headingId = `waiting-${p._id}`;
  return (
    <li
      aria-labelledby={headingId}
      className="rounded-(--radius-card) border border-line bg-white p-4 md:p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 id={headingId} className="text-lg font-semibold">
            {name}
          </h3>
          <p className="text-sm text-muted">
            {professionName(p.profession, t)} · {artist.email}
          </p>
        </div>
        <div className="text-right text-sm">
          {artist.changesAsked ? (
            <Badge tone="warn">{t('admin.queue.changesAsked')}</Badge>
          ) : artist.late ? (
            <Badge tone="bad">{t('admin.queue.late')}</Badge>
          ) : (
            <Badge tone="plain">{t('admin.queue.waiting')}</Badge>
          )}
          <p className="mt-1 text-muted">
            {t('admin.queue.waited', {
              wait: formatWait(Date.now() - Date.parse(artist.submittedAt), locale),
              since: formatWhen(artist.submittedAt, locale),
            })}
          </p>
        </div>
      </div>
      {artist.changesAsked ? (
        <p className="mt-3 rounded-lg bg-amber-50 p-3 text-sm">
          {t('admin.queue.changesAskedAt', {
            when: formatWhen(artist.changesAsked.at, locale),
            message: artist.changesAsked.message,
          })}
        </p>
      ) : null}
      <p className="mt-3 whitespace-pre-line">{p.bio}</p>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted">{t('admin.queue.phone')}</dt>
        <dd>
          {artist.mobileNumber ? formatPhone(artist.mobileNumber) : t('admin.queue.none')}{' '}
          {artist.mobileVerified ? (
            <Badge tone="good">{t('admin.queue.phoneVerified')}</Badge>
          ) : (
            <Badge tone="warn">{t('admin.queue.phoneNotVerified')}</Badge>
          )}
        </dd>
        <dt className="text-muted">{t('admin.queue.bank')}</dt>
        <dd>{t(artist.payoutConnected ? 'admin.queue.connected' : 'admin.queue.notConnected')}</dd>
        <dt className="text-muted">{t('admin.queue.services')}</dt>
        <dd>
          {p.services.length === 0
            ? t('admin.queue.none')
            : p.services
                .map((s) => `${s.typeOfService} ${formatCents(s.amount, locale)}`)
                .join(' · ')}
        </dd>
      </dl>
      <WaitingPictures pictures={artist.pictures} name={name} />
      <div className="mt-4 flex flex-wrap gap-2">
        <Button
          isDisabled={verify.isPending}
          aria-label={t('admin.queue.verifyNamed', { name })}
          onPress={() =>
            // A promise rather than mutate's callbacks: the refreshed queue takes this card away
            // before they would run, and an unmounted card's callbacks never do.
            verify.mutateAsync({ id: p._id, verified: true }).then(
              () => alert(t('admin.queue.verified', { name }), 'success'),
              (error: unknown) => alert(errorMessage(error), 'error'),
            )
          }
        >
          {t('admin.queue.verify')}
        </Button>
        <TextDialog
          trigger={
            <Button variant="secondary" aria-label={t('admin.queue.askNamed', { name })}>
              {t('admin.queue.ask')}
            </Button>
          }
          title={t('admin.queue.askNamed', { name })}
          intro={t('admin.queue.askIntro')}
          label={t('admin.queue.askLabel')}
          submitLabel={t('admin.queue.send')}
          onSubmit={(message) =>
            ask.mutateAsync({ id: p._id, message }).then(
              (answer) => {
                alert(answer.message, 'success');
                return null;
              },
              (error: unknown) =>
                error instanceof ApiError && error.fields.message
                  ? error.fields.message
                  : errorMessage(error),
            )
          }
        />
        <Link
          to={paths.artistProfile(p._id)}
          className="inline-flex min-h-11 items-center px-2 text-sm font-semibold text-blush-800 underline"
        >
          {t('admin.queue.seeProfile')}
        </Link>
      </div>
    </li>
  );
}

/** The pictures an artist sent for verification, small. */
function WaitingPictures({
  pictures,
  name,
}: {
  pictures: WaitingArtist['pictures'];
  name: string;
}) {
  const t = useT();
  return pictures.length > 0 ? (
    <ul
      aria-label={t('admin.queue.pictures', { name })}
      className="mt-3 grid grid-cols-4 gap-2 md:grid-cols-8"
    >
      {pictures.map((picture) => (
        <li key={picture._id}>
          <img
            src={picture.src}
            srcSet={picture.srcset}
            sizes="120px"
            alt={
              picture.tag
                ? t('admin.queue.pictureTagged', { tag: picture.tag, name })
                : t('admin.queue.picture', { name })
            }
            className="aspect-square w-full rounded-lg object-cover"
            loading="lazy"
          />
        </li>
      ))}
    </ul>
  ) : (
    <p className="mt-3 text-sm text-muted">{t('admin.queue.noPictures')}</p>
  );
}
