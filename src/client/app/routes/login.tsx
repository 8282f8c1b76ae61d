import { Mail } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { PRODUCT_NAME } from '#shared/brand.ts';
import { ButtonLink } from '#client/components/ui/button.tsx';
import { Card, Container, PageHeading } from '#client/components/ui/page.tsx';
import { SocialButtons } from '#client/features/auth/components/social-buttons.tsx';
import { paths } from '#client/lib/paths.ts';
import { usePageTitle } from '#client/lib/use-page-title.ts';

export default function LoginPage() {
  usePageTitle('Login');
  // Where a signed-in page sent the visitor from, handed on to whichever way they sign in.
  const from = useLocation().state as unknown;
  return (
    <Container narrow>
      <Card className="mx-auto max-w-md">
        <PageHeading
          title={`Welcome back to ${PRODUCT_NAME}`}
          lead="Sign in to book artists and manage your bookings."
        />
        <SocialButtons />
        <ButtonLink to={paths.loginEmail} state={from} variant="secondary" className="w-full">
          <Mail aria-hidden className="size-4" /> Continue with e-mail
        </ButtonLink>
        <p className="mt-6 text-center text-sm text-muted">
          New here?{' '}
          <Link to={paths.register} className="font-semibold text-blush-800 underline">
            Create an account
          </Link>
        </p>
      </Card>
    </Container>
  );
}
