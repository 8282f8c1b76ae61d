import { FileText } from 'lucide-react';
import {
  credentialKindKeys,
  formatCalendarDate,
  type CredentialState,
} from '#shared/domain/credentials.ts';
import type { CredentialView } from '#shared/schemas/credentials.ts';
import { useAlerts } from '#client/components/ui/alerts.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card, LoadError } from '#client/components/ui/page.tsx';
import { errorMessage } from '#client/lib/forms.ts';
import { useLocale, useT } from '#client/lib/i18n.tsx';
import { credentialFileHref, useOwnCredentials, useRemoveCredential } from '../api/credentials.ts';
import { CredentialUploadForm } from './credential-upload-form.tsx';

const stateKeys = {
  pending: 'credentials.state.pending',
  approved: 'credentials.state.approved',
  rejected: 'credentials.state.rejected',
  expired: 'credentials.state.expired',
} as const satisfies Record<CredentialState, string>;

const stateTones: Record<CredentialState, string> = {
  pending: 'bg-amber-50 text-amber-900',
  approved: 'bg-emerald-50 text-emerald-900',
  rejected: 'bg-red-50 text-red-900',
  expired: 'bg-gray-100 text-gray-800',
};

function CredentialRow({ credential }: { credential: CredentialView }) {
  const t = useT();
  const locale = useLocale();
  const { alert } = useAlerts();
  const remove = useRemoveCredential();
  const kind = t(credentialKindKeys[credential.kind]);
  return (
    <li className="flex flex-col gap-2 py-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold first-letter:uppercase">{kind}</p>
        <span
          className={`rounded-full px-2.5 py-0.5 text-sm font-medium ${stateTones[credential.state]}`}
        >
          {t(stateKeys[credential.state])}
        </span>
      </div>
      {credential.expiresOn ? (
        <p className="text-sm text-muted">
          {t('credentials.list.expires', {
            date: formatCalendarDate(credential.expiresOn, locale),
          })}
        </p>
      ) : null}
      {credential.issuedOn ? (
        <p className="text-sm text-muted">
          {t('credentials.list.issued', { date: formatCalendarDate(credential.issuedOn, locale) })}
        </p>
      ) : null}
      {credential.rejectReason ? (
        <p className="rounded-lg bg-red-50 p-3 text-sm">
          {t('credentials.list.why', { reason: credential.rejectReason })}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-2">
        <a
          href={credentialFileHref(credential.id)}
          target="_blank"
          rel="noopener"
          className="inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-blush-800 underline"
        >
          <FileText aria-hidden className="size-4" />
          {t('credentials.list.open', { name: credential.fileName })}
        </a>
        <Button
          variant="secondary"
          isDisabled={remove.isPending}
          aria-label={t('credentials.list.removeNamed', { kind })}
          onPress={() =>
            remove.mutate(credential.id, {
              onSuccess: () => alert(t('credentials.list.removed'), 'success'),
              onError: (error) => alert(errorMessage(error), 'error'),
            })
          }
        >
          {t('credentials.list.remove')}
        </Button>
      </div>
    </li>
  );
}

/** Settings → Credentials: what was sent and where each stands, and the form to send more. */
export function CredentialsPanel() {
  const t = useT();
  const own = useOwnCredentials();
  return (
    <div className="flex flex-col gap-4">
      <p className="text-muted">{t('credentials.intro')}</p>
      <Card>
        <h2 className="mb-3 text-xl font-semibold">{t('credentials.upload.heading')}</h2>
        <CredentialUploadForm />
      </Card>
      <Card>
        <h2 className="mb-1 text-xl font-semibold">{t('credentials.list.heading')}</h2>
        {own.isError ? (
          <LoadError
            what={t('credentials.list.what')}
            error={own.error}
            onRetry={() => void own.refetch()}
          />
        ) : own.isPending ? (
          <p role="status" className="text-muted">
            {t('credentials.list.loading')}
          </p>
        ) : own.data.credentials.length === 0 ? (
          <p className="text-muted">{t('credentials.list.empty')}</p>
        ) : (
          <ul className="divide-y divide-line">
            {own.data.credentials.map((credential) => (
              <CredentialRow key={credential.id} credential={credential} />
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}
