import { Button as AriaButton } from 'react-aria-components';
import { useAlerts } from '#client/components/ui/alerts.tsx';
import { Notice } from '#client/components/ui/page.tsx';
import { errorMessage } from '#client/lib/forms.ts';
import { useResendConfirmation } from '../api/resend-confirmation.ts';
import { useT } from '#client/lib/i18n.tsx';

/** Shown when sign-in is refused because the address is not confirmed yet. */
export function UnconfirmedNotice({ email }: { email: string }) {
  const { alert } = useAlerts();
  const resend = useResendConfirmation();
  const t = useT();

  const send = () =>
    resend.mutateAsync({ email }).then(
      ({ message }) => alert(message, 'success'),
      (error: unknown) => alert(errorMessage(error), 'error'),
    );

  return (
    <Notice title={t('auth.unconfirmed.title')}>
      <p className="text-muted">
        {t('auth.unconfirmed.sentTo')} <strong className="break-all text-ink">{email}</strong>{' '}
        {t('auth.unconfirmed.text')}
      </p>
      {resend.isSuccess ? (
        <p className="font-medium text-ink">{resend.data.message}</p>
      ) : (
        <AriaButton
          onPress={() => void send()}
          isDisabled={resend.isPending}
          className="inline-flex min-h-11 items-center text-left font-semibold text-blush-800 underline disabled:opacity-50"
        >
          {resend.isPending ? t('auth.sending') : t('auth.unconfirmed.resend')}
        </AriaButton>
      )}
    </Notice>
  );
}
