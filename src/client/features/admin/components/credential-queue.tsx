import { useId, useState } from 'react';
import {
  credentialKindKeys,
  expiryRequired,
  formatCalendarDate,
} from '#shared/domain/credentials.ts';
import type { PendingCredential } from '#shared/schemas/credentials.ts';
import { useAlerts } from '#client/components/ui/alerts.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { errorClass, inputClass, labelClass } from '#client/components/ui/field-classes.ts';
import { FieldMessage } from '#client/components/ui/field-message.tsx';
import { LoadError } from '#client/components/ui/page.tsx';
import { ApiError } from '#client/lib/api.ts';
import { errorMessage } from '#client/lib/forms.ts';
import { useLocale, useT } from '#client/lib/i18n.tsx';
import { useCredentialQueue, useDecideCredential } from '../api/credentials.ts';
import { formatWhen } from './format.tsx';
import { TextDialog } from './text-dialog.tsx';

/** The verification tab's second queue: artists' proofs, each opened, then approved or rejected. */
export function CredentialQueue() {
  const t = useT();
  const queue = useCredentialQueue();
  if (queue.isPending) return <p className="mt-8 text-muted">{t('admin.credentials.loading')}</p>;
  if (queue.isError) return <LoadError what={t('admin.credentials.what')} error={queue.error} />;
  return (
    <section aria-labelledby="credential-queue-heading" className="mt-8">
      <h2 id="credential-queue-heading" className="mb-3 text-xl font-semibold">
        {t('admin.credentials.heading', { count: queue.data.credentials.length })}
      </h2>
      {queue.data.credentials.length === 0 ? (
        <p className="text-muted">{t('admin.credentials.empty')}</p>
      ) : (
        <ul className="flex flex-col gap-4">
          {queue.data.credentials.map((credential) => (
            <PendingCard key={credential.id} credential={credential} />
          ))}
        </ul>
      )}
    </section>
  );
}

function PendingCard({ credential }: { credential: PendingCredential }) {
  const t = useT();
  const locale = useLocale();
  const { alert } = useAlerts();
  const decide = useDecideCredential();
  const id = useId();
  const [expiresOn, setExpiresOn] = useState(credential.suggestedExpiry ?? '');
  const [error, setError] = useState<string | undefined>();
  const kind = t(credentialKindKeys[credential.kind]);
  const who = credential.artistName;
  const approve = () =>
    decide.mutate(
      { id: credential.id, expiresOn: expiresOn || null },
      {
        onSuccess: (answer) => alert(answer.message, 'success'),
        onError: (failure) => {
          setError(failure instanceof ApiError ? failure.fields.expiresOn : undefined);
          alert(errorMessage(failure), 'error');
        },
      },
    );
  return (
    <li
      aria-labelledby={`${id}-name`}
      className="rounded-(--radius-card) border border-line bg-white p-4 md:p-5"
    >
      <h3 id={`${id}-name`} className="text-lg font-semibold">
        {who} · <span className="first-letter:uppercase">{kind}</span>
      </h3>
      <p className="text-sm text-muted">
        {t('admin.credentials.sent', { when: formatWhen(credential.uploadedAt) })}
        {credential.issuedOn
          ? ` · ${t('credentials.list.issued', { date: formatCalendarDate(credential.issuedOn, locale) })}`
          : ''}
      </p>
      <a
        href={`/api/credentials/${credential.id}/file`}
        target="_blank"
        rel="noopener"
        className="mt-2 inline-flex min-h-11 items-center text-sm font-semibold text-blush-800 underline"
      >
        {t('credentials.list.open', { name: credential.fileName })}
      </a>
      <div className="mt-3 max-w-xs">
        <label htmlFor={`${id}-expiry`} className={labelClass}>
          {expiryRequired(credential.kind)
            ? t('credentials.upload.expiresOn')
            : t('admin.credentials.expiryOptional')}
        </label>
        <input
          id={`${id}-expiry`}
          type="date"
          className={inputClass}
          value={expiresOn}
          onChange={(event) => setExpiresOn(event.target.value)}
          aria-invalid={Boolean(error)}
        />
        {error ? (
          <p className={errorClass}>
            <FieldMessage text={error} />
          </p>
        ) : null}
      </div>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button
          isDisabled={decide.isPending}
          aria-label={t('admin.credentials.approveNamed', { name: who })}
          onPress={approve}
        >
          {t('admin.credentials.approve')}
        </Button>
        <TextDialog
          trigger={
            <Button
              variant="secondary"
              aria-label={t('admin.credentials.rejectNamed', { name: who })}
            >
              {t('admin.credentials.reject')}
            </Button>
          }
          title={t('admin.credentials.rejectNamed', { name: who })}
          intro={t('admin.credentials.rejectIntro')}
          label={t('admin.credentials.reason')}
          submitLabel={t('admin.credentials.reject')}
          onSubmit={(reason) =>
            decide.mutateAsync({ id: credential.id, reason }).then(
              (answer) => {
                alert(answer.message, 'success');
                return null;
              },
              (failure: unknown) =>
                failure instanceof ApiError && failure.fields.reason
                  ? failure.fields.reason
                  : errorMessage(failure),
            )
          }
        />
      </div>
    </li>
  );
}
