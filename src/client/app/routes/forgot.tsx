import { Link } from 'react-router';
import { Card, Container, PageHeading } from '#client/components/ui/page.tsx';
import { ForgotForm } from '#client/features/auth/components/forgot-form.tsx';
import { paths } from '#client/lib/paths.ts';
import { usePageTitle } from '#client/lib/use-page-title.ts';
import { useT } from '#client/lib/i18n.tsx';

export default function ForgotPage() {
  const t = useT();
  usePageTitle(t('auth.forgotLink'));
  return (
    <Container narrow>
      <Card className="mx-auto max-w-md">
        <PageHeading title={t('auth.forgotLink')} lead={t('auth.forgot.lead')} />
        <ForgotForm />
        <p className="mt-6 text-center text-sm text-muted">
          {t('auth.forgot.remembered')}{' '}
          <Link to={paths.loginEmail} className="font-semibold text-blush-800 underline">
            {t('auth.signIn')}
          </Link>
        </p>
      </Card>
    </Container>
  );
}
