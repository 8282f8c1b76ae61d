import { Button as AriaButton } from 'react-aria-components';
import { useAlerts } from '#client/components/ui/alerts.tsx';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog.tsx';
import { errorMessage } from '#client/lib/forms.ts';
import { useSignOut } from '#client/lib/use-sign-out.ts';
import { useDeleteAccount } from '../api/delete-account.ts';

/** "Delete Account", asked twice (spec §5: "Are you sure?"); then signed out and home. */
export function DeleteAccount({ className }: { className: string }) {
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
      trigger={<AriaButton className={className}>Delete Account</AriaButton>}
      title="Are you sure?"
      confirmLabel="Delete my account"
      pendingLabel="Deleting…"
      isPending={remove.isPending}
      onConfirm={() => void confirm()}
    >
      <p>
        Your name, e-mail, phone number and sign-in details are erased and you are signed out on
        every device. This cannot be undone.
      </p>
    </ConfirmDialog>
  );
}
