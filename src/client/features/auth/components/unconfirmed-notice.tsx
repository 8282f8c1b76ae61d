import { Button as AriaButton } from 'react-aria-components';
import { useAlerts } from '#client/components/ui/alerts.tsx';
import { Notice } from '#client/components/ui/page.tsx';
import { errorMessage } from '#client/lib/forms.ts';
import { useResendConfirmation } from '../api/resend-confirmation.ts';

/** Shown when sign-in is refused because the address is not confirmed yet. */
export function UnconfirmedNotice({ email }: { email: string }) {
  const { alert } = useAlerts();
  const resend = useResendConfirmation();

  const send = () =>
    resend.mutateAsync({ email }).then(
      ({ message }) => alert(message, 'success'),
      (error: unknown) => alert(errorMessage(error), 'error'),
    );

  return (
    <Notice title="Confirm your e-mail to sign in">
      <p className="text-muted">
        We sent a link to <strong className="break-all text-ink">{email}</strong> when you signed
        up. Open it to finish creating your account; links last 24 hours.
      </p>
      {resend.isSuccess ? (
        <p className="font-medium text-ink">{resend.data.message}</p>
      ) : (
        <AriaButton
          onPress={() => void send()}
          isDisabled={resend.isPending}
          className="inline-flex min-h-11 items-center text-left font-semibold text-blush-800 underline disabled:opacity-50"
        >
          {resend.isPending ? 'Sending…' : 'Resend the confirmation e-mail'}
        </AriaButton>
      )}
    </Notice>
  );
}
