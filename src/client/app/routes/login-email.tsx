import { Link } from 'react-router';
import { Card, Container, PageHeading } from '#client/components/ui/page.tsx';
import { LoginForm } from '#client/features/auth/components/login-form.tsx';
import { paths } from '#client/lib/paths.ts';
import { usePageTitle } from '#client/lib/use-page-title.ts';
import { useT } from '#client/lib/i18n.tsx';

export default function LoginEmailPage() {
  const t = useT();
  usePageTitle(t('auth.signIn'));
  return (
    <Container narrow>
      <Card className="mx-auto max-w-md">
        <PageHeading title={t('auth.signIn')} />
        <LoginForm />
        <p className="mt-6 flex justify-between text-sm">
          <Link to={paths.forgot} className="font-medium text-blush-800 underline">
            {t('auth.forgotLink')}
          </Link>
          <Link to={paths.register} className="font-medium text-blush-800 underline">
            {t('auth.createAccount')}
          </Link>
        </p>
      </Card>
    </Container>
  );
}
