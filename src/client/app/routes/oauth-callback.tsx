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
import { errorMessage } from '#client/lib/forms.ts';
import { paths } from '#client/lib/paths.ts';
import { usePageTitle } from '#client/lib/use-page-title.ts';

/**
 * /oauth/:provider, where Google or Facebook sends the browser back. The code goes to the
 * server only if this tab started the sign-in (its state matches), and only once.
 */
export default function OAuthCallbackPage() {
  const { provider = '' } = useParams();
  const [query] = useSearchParams();
  const { signIn } = useAuth();
  const navigate = useNavigate();
  const { mutateAsync } = useFinishSocialSignIn();
  const [problem, setProblem] = useState<string | null>(null);
  const handled = useRef(false);
  const label = isSocialProvider(provider) ? providerLabels[provider] : 'that service';
  usePageTitle(problem ? 'Sign-in stopped' : `Signing in with ${label}`);

  useEffect(() => {
    // The state is single use, and StrictMode runs effects twice: handle the visit once.
    if (handled.current) return;
    handled.current = true;
    if (!isSocialProvider(provider)) {
      setProblem('This sign-in method is not available on this site.');
      return;
    }
    const pending = pendingSignIn.take(provider);
    const error = query.get('error');
    if (error) {
      setProblem(
        error === 'access_denied'
          ? `You cancelled signing in with ${label}. Nothing was shared with us.`
          : `${label} could not sign you in. Please try again.`,
      );
      return;
    }
    const code = query.get('code');
    const state = query.get('state');
    if (!code || !state || !pending || pending.state !== state) {
      // Not a sign-in this tab started (or started long ago): someone may be trying to sign
      // this browser in to their own account, so nothing is sent.
      setProblem(
        `This ${label} sign-in did not start in this browser tab, or it has expired. ` +
          'For your safety we stopped it. Please start again.',
      );
      return;
    }
    mutateAsync({ provider, code, state }).then(
      ({ register }) => {
        signIn();
        void navigate(register ? paths.role : pending.from, { replace: true });
      },
      (failure: unknown) => setProblem(errorMessage(failure)),
    );
  }, [provider, query, label, mutateAsync, signIn, navigate]);

  return (
    <Container narrow>
      <Card className="mx-auto max-w-md">
        {problem ? (
          <>
            <PageHeading title="We couldn't sign you in" />
            <Notice tone="error">
              <p role="alert">{problem}</p>
            </Notice>
            <div className="mt-6 flex flex-wrap gap-3">
              <ButtonLink to={paths.login} replace>
                Back to sign in
              </ButtonLink>
              <ButtonLink to={paths.register} variant="secondary" replace>
                Create an account
              </ButtonLink>
            </div>
          </>
        ) : (
          <>
            <PageHeading title={`Signing in with ${label}`} />
            <p role="status" className="flex items-center gap-3 text-muted">
              <LoaderCircle aria-hidden className="size-5 animate-spin text-blush-700" />
              One moment…
            </p>
          </>
        )}
      </Card>
    </Container>
  );
}
