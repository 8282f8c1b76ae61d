import { Link, useLocation } from 'react-router';
import { Card, Container, PageHeading } from '#client/components/ui/page.tsx';
import { ResendForm } from '#client/features/auth/components/resend-form.tsx';
import { paths } from '#client/lib/paths.ts';
import { usePageTitle } from '#client/lib/use-page-title.ts';

/** The address to pre-fill, when the page was opened from one (registration, sign-in). */
function emailFrom(state: unknown): string {
  const email = (state as { email?: unknown } | null)?.email;
  return typeof email === 'string' ? email : '';
}

export default function ConfirmationPage() {
  usePageTitle('Confirm your e-mail');
  const location = useLocation();
  return (
    <Container narrow>
      <Card className="mx-auto max-w-md">
        <PageHeading
          title="Confirm your e-mail"
          lead="Lost the link, or did it expire? We will send a new one. It lasts 24 hours."
        />
        <ResendForm defaultEmail={emailFrom(location.state)} />
        <p className="mt-6 text-center text-sm text-muted">
          Already confirmed?{' '}
          <Link to={paths.loginEmail} className="font-semibold text-blush-800 underline">
            Sign in
          </Link>
        </p>
      </Card>
    </Container>
  );
}
