import { LoaderCircle } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { ButtonLink } from '#client/components/ui/button.tsx';
import { Card, Container, Notice, PageHeading } from '#client/components/ui/page.tsx';
import {
  isSocialProvider,
  pendingSignIn,
  providerLabels,
  useFinishSocialSignIn,
} from '#client/features/auth/api/social.ts';
import { useAuth } from '#client/resources/auth.tsx';
import { useT } from '#client/lib/i18n.tsx';
import { errorMessage } from '#client/lib/forms.ts';
import { paths } from '#client/lib/paths.ts';
import { usePageTitle } from '#client/lib/use-page-title.ts';

/**
 * /oauth/:provider, where Google or Facebook sends the browser back. The code goes to the
 * server only if this tab started the sign-in (its state matches), and only once.
 */
export default function OAuthCallbackPage() {
  const t = useT();
  const { provider = '' } = useParams();
  const [query] = useSearchParams();
  const { signIn } = useAuth();
  const navigate = useNavigate();
  const { mutateAsync } = useFinishSocialSignIn();
  const [problem, setProblem] = useState<string | null>(null);
  const handled = useRef(false);
  const label = isSocialProvider(provider) ? providerLabels[provider] : t('auth.oauth.thatService');
  usePageTitle(problem ? t('auth.oauth.stopped') : t('auth.oauth.signingIn', { provider: label }));

  useEffect(() => {
    // The state is single use, and StrictMode runs effects twice: handle the visit once.
    if (handled.current) return;
    handled.current = true;
    if (!isSocialProvider(provider)) {
      setProblem(t('auth.oauth.unavailable'));
      return;
    }
    const pending = pendingSignIn.take(provider);
    const error = query.get('error');
    if (error) {
      setProblem(
        error === 'access_denied'
          ? t('auth.oauth.cancelled', { provider: label })
          : t('auth.oauth.failed', { provider: label }),
      );
      return;
    }
    const code = query.get('code');
    const state = query.get('state');
    if (!code || !state || !pending || pending.state !== state) {
      // Not a sign-in this tab started (or started long ago): someone may be trying to sign
      // this browser in to their own account, so nothing is sent.
      setProblem(t('auth.oauth.notThisTab', { provider: label }));
      return;
    }
    mutateAsync({ provider, code, state }).then(
      ({ register }) => {
        signIn();
        void navigate(register ? paths.role : pending.from, { replace: true });
      },
      (failure: unknown) => setProblem(errorMessage(failure)),
    );
  }, [provider, query, label, mutateAsync, signIn, navigate, t]);

  return (
    <Container narrow>
      <Card className="mx-auto max-w-md">
        {problem ? (
          <>
            <PageHeading title={t('auth.oauth.couldNot')} />
            <Notice tone="error">
              <p role="alert">{problem}</p>
            </Notice>
            <div className="mt-6 flex flex-wrap gap-3">
              <ButtonLink to={paths.login} replace>
                {t('auth.oauth.backToSignIn')}
              </ButtonLink>
              <ButtonLink to={paths.register} variant="secondary" replace>
                {t('auth.oauth.createAccount')}
              </ButtonLink>
            </div>
          </>
        ) : (
          <>
            <PageHeading title={t('auth.oauth.signingIn', { provider: label })} />
            <p role="status" className="flex items-center gap-3 text-muted">
              <LoaderCircle aria-hidden className="size-5 animate-spin text-blush-700" />
              {t('auth.oauth.oneMoment')}
            </p>
          </>
        )}
      </Card>
    </Container>
  );
}
