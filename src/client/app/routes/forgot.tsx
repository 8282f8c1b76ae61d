import { Card, Container, PageHeading } from '#client/components/ui/page.tsx';
import { AuthSwitch } from '#client/features/auth/components/auth-links.tsx';
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
        <AuthSwitch
          question={t('auth.forgot.remembered')}
          to={paths.loginEmail}
          label={t('auth.signIn')}
        />
      </Card>
    </Container>
  );
}
