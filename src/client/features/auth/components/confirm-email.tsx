import { LoaderCircle } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { ButtonLink } from '#client/components/ui/button.tsx';
import { useAlerts } from '#client/components/ui/alerts.tsx';
import { Notice } from '#client/components/ui/page.tsx';
import { useAuth } from '#client/lib/auth.tsx';
import { errorMessage } from '#client/lib/forms.ts';
import { paths } from '#client/lib/paths.ts';
import { useConfirmEmail } from '../api/confirm-email.ts';

/**
 * Follows a confirmation link and signs its owner in: a new account goes on to choose a
 * role, a changed address back to the personal info it was changed from.
 */
export function ConfirmEmail({ token }: { token: string }) {
  const { auth, signIn } = useAuth();
  const { alert } = useAlerts();
  const navigate = useNavigate();
  const confirm = useConfirmEmail();
  const { mutateAsync } = confirm;
  const requested = useRef<string | null>(null);

  useEffect(() => {
    // A link works once, and StrictMode runs effects twice: ask once per token.
    if (requested.current === token) return;
    requested.current = token;
    mutateAsync(token).then(
      (answer) => {
        signIn();
        if (answer.purpose === 'change-email') alert(answer.message, 'success');
        void navigate(answer.purpose === 'register' ? paths.role : paths.personalInfo, {
          replace: true,
        });
      },
      () => {}, // shown below from the mutation's state
    );
  }, [token, mutateAsync, signIn, alert, navigate]);

  // Signed in, so confirmed, with no new address waiting: a used link has nothing left to do.
  if (confirm.isError && auth.status === 'authenticated' && !auth.user.pendingEmail) {
    return (
      <Notice title="Your e-mail is already confirmed">
        <p className="text-muted">This link was used before. There is nothing more to do.</p>
        <ButtonLink to={paths.home} variant="secondary">
          Continue
        </ButtonLink>
      </Notice>
    );
  }
  if (confirm.isError) {
    return (
      <Notice tone="error" title="We could not confirm this link">
        <p className="text-muted">{errorMessage(confirm.error)}</p>
        <ButtonLink to={paths.confirmation} variant="secondary">
          Send me a new link
        </ButtonLink>
      </Notice>
    );
  }
  return (
    <p role="status" className="flex items-center gap-3 text-muted">
      <LoaderCircle aria-hidden className="size-5 animate-spin text-blush-700" />
      Confirming your e-mail…
    </p>
  );
}
