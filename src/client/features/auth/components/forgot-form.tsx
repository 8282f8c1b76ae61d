import { useForgotPassword } from '../api/forgot-password.ts';
import { EmailLinkForm } from './email-link-form.tsx';
import { useT } from '#client/lib/i18n.tsx';

/** Asks for a password reset link; the success message is the same for every address. */
export function ForgotForm() {
  const t = useT();
  return (
    <EmailLinkForm
      send={useForgotPassword()}
      submitLabel={t('auth.forgot.send')}
      againLabel={t('auth.forgot.again')}
      afterSent={<p className="text-muted">{t('auth.forgot.after')}</p>}
    />
  );
}
