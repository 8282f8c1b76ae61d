import { LoaderCircle } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { ButtonLink } from '#client/components/ui/button.tsx';
import { useAlerts } from '#client/components/ui/alerts.tsx';
import { Notice } from '#client/components/ui/page.tsx';
import { useAuth } from '#client/resources/auth.tsx';
import { errorMessage } from '#client/lib/forms.ts';
import { paths } from '#client/lib/paths.ts';
import { useConfirmEmail } from '../api/confirm-email.ts';
import { useT } from '#client/lib/i18n.tsx';

/**
 * Follows a confirmation link and signs its owner in: a new account goes on to choose a
 * role, a changed address back to the personal info it was changed from.
 */
export function ConfirmEmail({ token }: { token: string }) {
  const { auth, signIn } = useAuth();
  const { alert } = useAlerts();
  const navigate = useNavigate();
  const confirm = useConfirmEmail();
  const t = useT();
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
      <Notice title={t('auth.confirmed.title')}>
        <p className="text-muted">{t('auth.confirmed.text')}</p>
        <ButtonLink to={paths.home} variant="secondary">
          {t('auth.confirmed.continue')}
        </ButtonLink>
      </Notice>
    );
  }
  if (confirm.isError) {
    return (
      <Notice tone="error" title={t('auth.confirmFailed.title')}>
        <p className="text-muted">{errorMessage(confirm.error)}</p>
        <ButtonLink to={paths.confirmation} variant="secondary">
          {t('auth.confirmFailed.newLink')}
        </ButtonLink>
      </Notice>
    );
  }
  return (
    <p role="status" className="flex items-center gap-3 text-muted">
      <LoaderCircle aria-hidden className="size-5 animate-spin text-blush-700" />
      {t('auth.confirmingNow')}
    </p>
  );
}
