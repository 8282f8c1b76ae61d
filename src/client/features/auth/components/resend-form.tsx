import { useResendConfirmation } from '../api/resend-confirmation.ts';
import { EmailLinkForm } from './email-link-form.tsx';
import { useT } from '#client/lib/i18n.tsx';

/** Asks for a new confirmation link; the answer never says whether the address has an account. */
export function ResendForm({ defaultEmail }: { defaultEmail: string }) {
  const t = useT();
  return (
    <EmailLinkForm
      send={useResendConfirmation()}
      defaultEmail={defaultEmail}
      submitLabel={t('auth.confirm.send')}
    />
  );
}
