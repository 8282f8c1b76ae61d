import { Link } from 'react-router';
import { Card, Container, PageHeading } from '#client/components/ui/page.tsx';
import { ForgotForm } from '#client/features/auth/components/forgot-form.tsx';
import { paths } from '#client/lib/paths.ts';
import { usePageTitle } from '#client/lib/use-page-title.ts';

export default function ForgotPage() {
  usePageTitle('Forgot your password?');
  return (
    <Container narrow>
      <Card className="mx-auto max-w-md">
        <PageHeading
          title="Forgot your password?"
          lead="Enter your e-mail and we will send you a link to choose a new password."
        />
        <ForgotForm />
        <p className="mt-6 text-center text-sm text-muted">
          Remembered it?{' '}
          <Link to={paths.loginEmail} className="font-semibold text-blush-800 underline">
            Sign in
          </Link>
        </p>
      </Card>
    </Container>
  );
}
