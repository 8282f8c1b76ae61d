import { Button } from '#client/components/ui/button.tsx';
import { useAlerts } from '#client/components/ui/alerts.tsx';
import { Notice } from '#client/components/ui/page.tsx';
import { errorMessage } from '#client/lib/forms.ts';
import { useForgotPassword } from '../api/forgot-password.ts';

/**
 * Changing (or, for Google and Facebook accounts, setting) a password goes through a link
 * sent to the account's address, so a borrowed session cannot take over the account.
 */
export function ChangePassword({ email, hasPassword }: { email: string; hasPassword: boolean }) {
  const { alert } = useAlerts();
  const forgot = useForgotPassword();

  const send = () =>
    forgot.mutateAsync({ email }).then(
      ({ message }) => alert(message, 'success'),
      (error: unknown) => alert(errorMessage(error), 'error'),
    );

  return (
    <div className="flex flex-col items-start gap-4">
      <p className="text-muted">
        {hasPassword
          ? 'We will e-mail you a link to choose a new password. It works once and lasts 1 hour.'
          : 'You sign in with Google or Facebook. To sign in with your e-mail as well, set a password from a link we e-mail you.'}
      </p>
      {forgot.isSuccess ? (
        <Notice tone="success">
          <p className="font-medium text-ink">{forgot.data.message}</p>
        </Notice>
      ) : (
        <Button variant="secondary" onPress={() => void send()} isDisabled={forgot.isPending}>
          {forgot.isPending ? 'Sending…' : hasPassword ? 'Change password' : 'Set a password'}
        </Button>
      )}
    </div>
  );
}
