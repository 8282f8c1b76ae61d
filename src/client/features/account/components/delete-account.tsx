import { Button as AriaButton } from 'react-aria-components';
import { useAlerts } from '#client/components/ui/alerts.tsx';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog.tsx';
import { errorMessage } from '#client/lib/forms.ts';
import { useSignOut } from '#client/resources/use-sign-out.ts';
import { useDeleteAccount } from '../api/delete-account.ts';
import { useT } from '#client/lib/i18n.tsx';

/** "Delete Account", asked twice (spec §5: "Are you sure?"); then signed out and home. */
export function DeleteAccount({ className }: { className: string }) {
  const t = useT();
  const { alert } = useAlerts();
  const signOut = useSignOut();
  const remove = useDeleteAccount();

  const confirm = () =>
    remove.mutateAsync().then(
      async ({ message }) => {
        alert(message, 'success');
        await signOut();
      },
      (error: unknown) => alert(errorMessage(error), 'error'),
    );

  return (
    <ConfirmDialog
      trigger={<AriaButton className={className}>{t('settings.delete.button')}</AriaButton>}
      title={t('wizard.sure')}
      confirmLabel={t('settings.delete.confirm')}
      pendingLabel={t('wizard.deleting')}
      isPending={remove.isPending}
      onConfirm={() => void confirm()}
    >
      <p>{t('settings.delete.text')}</p>
    </ConfirmDialog>
  );
}
