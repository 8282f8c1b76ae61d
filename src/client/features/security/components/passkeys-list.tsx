import { browserSupportsWebAuthn } from '@simplewebauthn/browser';
import { KeyRound } from 'lucide-react';
import { Button as AriaButton } from 'react-aria-components';
import { formatTorontoDateTime } from '#shared/domain/toronto-time.ts';
import { Button, buttonClass } from '#client/components/ui/button.tsx';
import { useAlerts } from '#client/components/ui/alerts.tsx';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog.tsx';
import { LoadError } from '#client/components/ui/page.tsx';
import { errorMessage } from '#client/lib/forms.ts';
import { passkeyErrorMessage } from '#client/lib/passkey-errors.ts';
import { useAddPasskey } from '../api/add-passkey.ts';
import { usePasskeys } from '../api/list-passkeys.ts';
import { useRemovePasskey } from '../api/remove-passkey.ts';
import { useLocale, useT } from '#client/lib/i18n.tsx';

/** Settings → Security: passkeys sign in without a password; the password keeps working. */
export function PasskeysList() {
  const t = useT();
  const locale = useLocale();
  const { alert } = useAlerts();
  const passkeys = usePasskeys();
  const add = useAddPasskey();
  const remove = useRemovePasskey();
  const supported = browserSupportsWebAuthn();

  const addOne = () =>
    add.mutateAsync().then(
      ({ message }) => alert(message, 'success'),
      (error: unknown) => alert(passkeyErrorMessage(error, t), 'error'),
    );
  const removeOne = (id: string, close: () => void) =>
    remove.mutateAsync(id).then(
      ({ message }) => {
        close();
        alert(message, 'success');
      },
      (error: unknown) => {
        close();
        alert(errorMessage(error), 'error');
      },
    );

  if (passkeys.isError) {
    return <LoadError title={t('settings.passkeys.loadFailed')} error={passkeys.error} />;
  }
  if (!passkeys.data) {
    return (
      <p className="text-muted" role="status">
        {t('settings.passkeys.loading')}
      </p>
    );
  }
  const list = passkeys.data.passkeys;
  return (
    <div className="flex flex-col gap-4">
      {list.length > 0 ? (
        <ul className="divide-y divide-line" aria-label={t('settings.passkeys.label')}>
          {list.map((passkey) => (
            <li key={passkey.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3">
              <KeyRound aria-hidden className="size-6 shrink-0 text-muted" />
              <div className="min-w-0 flex-1">
                <p className="font-medium text-ink">
                  {passkey.name}
                  {passkey.synced ? (
                    <span className="ml-2 text-sm font-normal text-muted">
                      {t('settings.passkeys.synced')}
                    </span>
                  ) : null}
                </p>
                <p className="text-sm text-muted">
                  {t('settings.passkeys.added', {
                    when: formatTorontoDateTime(new Date(passkey.createdAt), locale),
                  })}
                  {' · '}
                  {passkey.lastUsedAt
                    ? t('settings.passkeys.lastUsed', {
                        when: formatTorontoDateTime(new Date(passkey.lastUsedAt), locale),
                      })
                    : t('settings.passkeys.notUsed')}
                </p>
              </div>
              <ConfirmDialog
                trigger={
                  <AriaButton
                    className={buttonClass('secondary')}
                    aria-label={t('settings.passkeys.removeNamed', { name: passkey.name })}
                  >
                    {t('wizard.remove')}
                  </AriaButton>
                }
                title={t('settings.passkeys.removeTitle')}
                confirmLabel={t('settings.passkeys.removeConfirm')}
                pendingLabel={t('settings.passkeys.removing')}
                isPending={remove.isPending}
                onConfirm={(close) => void removeOne(passkey.id, close)}
              >
                <p>{t('settings.passkeys.removeText', { name: passkey.name })}</p>
              </ConfirmDialog>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-muted">{t('settings.passkeys.empty')}</p>
      )}
      {supported ? (
        <Button
          variant="secondary"
          className="self-start"
          isDisabled={add.isPending}
          onPress={() => void addOne()}
        >
          {add.isPending ? t('settings.passkeys.waiting') : t('settings.passkeys.add')}
        </Button>
      ) : (
        <p className="text-sm text-muted">{t('settings.passkeys.unsupported')}</p>
      )}
    </div>
  );
}
