import { useResendConfirmation } from '../api/resend-confirmation.ts';
import { EmailLinkForm } from './email-link-form.tsx';

/** Asks for a new confirmation link; the answer never says whether the address has an account. */
export function ResendForm({ defaultEmail }: { defaultEmail: string }) {
  return (
    <EmailLinkForm
      send={useResendConfirmation()}
      defaultEmail={defaultEmail}
      submitLabel="Send a new link"
    />
  );
}
