import { useForgotPassword } from '../api/forgot-password.ts';
import { EmailLinkForm } from './email-link-form.tsx';

/** Asks for a password reset link; the success message is the same for every address. */
export function ForgotForm() {
  return (
    <EmailLinkForm
      send={useForgotPassword()}
      submitLabel="Send me a link"
      againLabel="Send it again"
      afterSent={
        <p className="text-muted">
          The link works once and lasts 1 hour. Nothing arrived? Look in your spam folder or send it
          again.
        </p>
      }
    />
  );
}
