import { Link } from 'react-router';
import { formatCents } from '#shared/domain/money.ts';
import type { WaitingArtist } from '#shared/schemas/admin.ts';
import { useAlerts } from '#client/components/ui/alerts.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { EmptyState, LoadError } from '#client/components/ui/page.tsx';
import { ApiError } from '#client/lib/api.ts';
import { errorMessage } from '#client/lib/forms.ts';
import { paths } from '#client/lib/paths.ts';
import { formatPhone } from '#client/lib/phone.ts';
import { useAskChanges } from '../api/ask-changes.ts';
import { useVerificationQueue } from '../api/get-verification-queue.ts';
import { useSetVerified } from '../api/set-verified.ts';
import { Badge, formatWait, formatWhen } from './format.tsx';
import { TextDialog } from './text-dialog.tsx';

/** Artists waiting for verification, the longest wait first, with what to judge them by. */
export function VerificationQueue() {
  const queue = useVerificationQueue();
  if (queue.isPending) return <p className="text-muted">Loading the queue…</p>;
  if (queue.isError) {
    return <LoadError what="the queue" error={queue.error} />;
  }
  if (queue.data.artists.length === 0) {
    return <EmptyState message="Nobody is waiting for verification." />;
  }
  return (
    <section aria-labelledby="queue-heading">
      <h2 id="queue-heading" className="mb-3 text-xl font-semibold">
        Waiting for verification ({queue.data.artists.length})
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
            {p.profession} · {artist.email}
          </p>
        </div>
        <div className="text-right text-sm">
          {artist.changesAsked ? (
            <Badge tone="warn">Changes asked</Badge>
          ) : artist.late ? (
            <Badge tone="bad">Late</Badge>
          ) : (
            <Badge tone="plain">Waiting</Badge>
          )}
          <p className="mt-1 text-muted">
            {formatWait(Date.now() - Date.parse(artist.submittedAt))} since{' '}
            {formatWhen(artist.submittedAt)}
          </p>
        </div>
      </div>
      {artist.changesAsked ? (
        <p className="mt-3 rounded-lg bg-amber-50 p-3 text-sm">
          Changes asked {formatWhen(artist.changesAsked.at)}: “{artist.changesAsked.message}”
        </p>
      ) : null}
      <p className="mt-3 whitespace-pre-line">{p.bio}</p>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted">Phone</dt>
        <dd>
          {artist.mobileNumber ? formatPhone(artist.mobileNumber) : 'None'}{' '}
          {artist.mobileVerified ? (
            <Badge tone="good">Verified</Badge>
          ) : (
            <Badge tone="warn">Not verified</Badge>
          )}
        </dd>
        <dt className="text-muted">Bank</dt>
        <dd>{artist.payoutConnected ? 'Connected' : 'Not connected'}</dd>
        <dt className="text-muted">Services</dt>
        <dd>
          {p.services.length === 0
            ? 'None'
            : p.services.map((s) => `${s.typeOfService} ${formatCents(s.amount)}`).join(' · ')}
        </dd>
      </dl>
      <WaitingPictures pictures={artist.pictures} name={name} />
      <div className="mt-4 flex flex-wrap gap-2">
        <Button
          isDisabled={verify.isPending}
          aria-label={`Verify ${name}`}
          onPress={() =>
            // A promise rather than mutate's callbacks: the refreshed queue takes this card away
            // before they would run, and an unmounted card's callbacks never do.
            verify.mutateAsync({ id: p._id, verified: true }).then(
              () => alert(`${name} is verified and listed in search.`, 'success'),
              (error: unknown) => alert(errorMessage(error), 'error'),
            )
          }
        >
          Verify
        </Button>
        <TextDialog
          trigger={
            <Button variant="secondary" aria-label={`Ask ${name} for changes`}>
              Ask for changes
            </Button>
          }
          title={`Ask ${name} for changes`}
          intro="Your message is e-mailed to the artist and kept in the audit log."
          label="What should change"
          submitLabel="Send"
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
          See the profile
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
  return pictures.length > 0 ? (
    <ul aria-label={`Pictures of ${name}`} className="mt-3 grid grid-cols-4 gap-2 md:grid-cols-8">
      {pictures.map((picture) => (
        <li key={picture._id}>
          <img
            src={picture.src}
            srcSet={picture.srcset}
            sizes="120px"
            alt={picture.tag ? `${picture.tag} by ${name}` : `Work by ${name}`}
            className="aspect-square w-full rounded-lg object-cover"
            loading="lazy"
          />
        </li>
      ))}
    </ul>
  ) : (
    <p className="mt-3 text-sm text-muted">No pictures yet.</p>
  );
}
