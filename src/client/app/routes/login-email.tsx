import { Link } from 'react-router';
import { Card, Container, PageHeading } from '#client/components/ui/page.tsx';
import { LoginForm } from '#client/features/auth/components/login-form.tsx';
import { paths } from '#client/lib/paths.ts';
import { usePageTitle } from '#client/lib/use-page-title.ts';

export default function LoginEmailPage() {
  usePageTitle('Sign in');
  return (
    <Container narrow>
      <Card className="mx-auto max-w-md">
        <PageHeading title="Sign in" />
        <LoginForm />
        <p className="mt-6 flex justify-between text-sm">
          <Link to={paths.forgot} className="font-medium text-blush-800 underline">
            Forgot your password?
          </Link>
          <Link to={paths.register} className="font-medium text-blush-800 underline">
            Create an account
          </Link>
        </p>
      </Card>
    </Container>
  );
}
