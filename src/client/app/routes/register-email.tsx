import { useState } from 'react';
import { Link } from 'react-router';
import { Card, Container, PageHeading } from '#client/components/ui/page.tsx';
import { CheckInbox } from '#client/features/auth/components/check-inbox.tsx';
import { RegisterForm } from '#client/features/auth/components/register-form.tsx';
import { paths } from '#client/lib/paths.ts';
import { usePageTitle } from '#client/lib/use-page-title.ts';

const link = 'font-semibold text-blush-800 underline';

export default function RegisterEmailPage() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  usePageTitle(sentTo ? 'Check your inbox' : 'Sign up with e-mail');
  return (
    <Container narrow>
      <Card className="mx-auto max-w-md">
        {sentTo ? (
          <CheckInbox email={sentTo} />
        ) : (
          <>
            <PageHeading
              title="Sign up with e-mail"
              lead="It takes a minute. We will send you a link to confirm your address."
            />
            <RegisterForm onRegistered={setSentTo} />
            <p className="mt-6 text-sm text-muted">
              By signing up you agree to our{' '}
              <Link to={paths.terms} className={link}>
                Terms of Service
              </Link>{' '}
              and{' '}
              <Link to={paths.policy} className={link}>
                Data Policy
              </Link>
              .
            </p>
            <p className="mt-4 text-center text-sm text-muted">
              Already have an account?{' '}
              <Link to={paths.loginEmail} className={link}>
                Sign in
              </Link>
            </p>
          </>
        )}
      </Card>
    </Container>
  );
}
