import { CalendarCheck, Mail, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { PRODUCT_NAME } from '#shared/brand.ts';
import { ButtonLink } from '#client/components/ui/button.tsx';
import { Card, Container, PageHeading } from '#client/components/ui/page.tsx';
import { SocialButtons } from '#client/features/auth/components/social-buttons.tsx';
import { paths } from '#client/lib/paths.ts';
import { usePageTitle } from '#client/lib/use-page-title.ts';

const link = 'font-semibold text-blush-800 underline';

/** Spec §2 /register: social sign-up, and links to /register-email, /terms, /policy, /login. */
export default function RegisterPage() {
  usePageTitle('Register');
  return (
    <Container narrow>
      <Card className="mx-auto max-w-md">
        <PageHeading
          title={`Join ${PRODUCT_NAME}`}
          lead="Book Toronto's best makeup and hair artists, or get booked as one."
        />
        <ul className="mb-6 space-y-2 text-sm text-muted">
          <li className="flex items-center gap-2">
            <CalendarCheck aria-hidden className="size-4 shrink-0 text-blush-700" />
            Book and pay in a few taps, at home or at the artist's place.
          </li>
          <li className="flex items-center gap-2">
            <Sparkles aria-hidden className="size-4 shrink-0 text-blush-700" />
            Artists: show your portfolio and get booked.
          </li>
        </ul>
        <SocialButtons />
        <ButtonLink to={paths.registerEmail} variant="secondary" className="w-full">
          <Mail aria-hidden className="size-4" /> Sign up with e-mail
        </ButtonLink>
        <p className="mt-6 text-center text-sm text-muted">
          By signing up you agree to our{' '}
          <Link to={paths.terms} className={link}>
            Terms
          </Link>{' '}
          and{' '}
          <Link to={paths.policy} className={link}>
            Data Policy
          </Link>
          .
        </p>
        <p className="mt-4 border-t border-line pt-4 text-center text-sm text-muted">
          Already have an account?{' '}
          <Link to={paths.login} className={link}>
            Log in
          </Link>
        </p>
      </Card>
    </Container>
  );
}
