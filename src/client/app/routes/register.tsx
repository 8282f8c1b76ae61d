import { Mail } from 'lucide-react';
import { Link } from 'react-router';
import { PRODUCT_NAME } from '#shared/brand.ts';
import { ButtonLink } from '#client/components/ui/button.tsx';
import { Card, Container, PageHeading } from '#client/components/ui/page.tsx';
import { paths } from '#client/lib/paths.ts';
import { usePageTitle } from '#client/lib/use-page-title.ts';

export default function RegisterPage() {
  usePageTitle('Register');
  return (
    <Container narrow>
      <Card className="mx-auto max-w-md">
        <PageHeading
          title={`Join ${PRODUCT_NAME}`}
          lead="Book Toronto's best artists, or get booked as one."
        />
        <ButtonLink to={paths.registerEmail} variant="secondary" className="w-full">
          <Mail aria-hidden className="size-4" /> Sign up with e-mail
        </ButtonLink>
        <p className="mt-6 text-sm text-muted">
          By signing up you agree to our{' '}
          <Link to={paths.terms} className="underline">
            Terms of Service
          </Link>{' '}
          and{' '}
          <Link to={paths.policy} className="underline">
            Data Policy
          </Link>
          .
        </p>
        <p className="mt-4 text-center text-sm text-muted">
          Already have an account?{' '}
          <Link to={paths.login} className="font-semibold text-blush-800 underline">
            Login
          </Link>
        </p>
      </Card>
    </Container>
  );
}
