import { useLocation } from 'react-router';
import { Card, Container, PageHeading } from '#client/components/ui/page.tsx';
import { AuthSwitch } from '#client/features/auth/components/auth-links.tsx';
import { ResendForm } from '#client/features/auth/components/resend-form.tsx';
import { paths } from '#client/lib/paths.ts';
import { usePageTitle } from '#client/lib/use-page-title.ts';
import { useT } from '#client/lib/i18n.tsx';

/** The address to pre-fill, when the page was opened from one (registration, sign-in). */
function emailFrom(state: unknown): string {
  const email = (state as { email?: unknown } | null)?.email;
  return typeof email === 'string' ? email : '';
}

export default function ConfirmationPage() {
  const t = useT();
  usePageTitle(t('auth.confirm.title'));
  const location = useLocation();
  return (
    <Container narrow>
      <Card className="mx-auto max-w-md">
        <PageHeading title={t('auth.confirm.title')} lead={t('auth.confirm.lead')} />
        <ResendForm defaultEmail={emailFrom(location.state)} />
        <AuthSwitch
          question={t('auth.confirm.already')}
          to={paths.loginEmail}
          label={t('auth.signIn')}
        />
      </Card>
    </Container>
  );
}
