import { useParams } from 'react-router';
import { Card, Container, PageHeading } from '#client/components/ui/page.tsx';
import { ResetPasswordForm } from '#client/features/auth/components/reset-password-form.tsx';
import { usePageTitle } from '#client/lib/use-page-title.ts';
import { useT } from '#client/lib/i18n.tsx';

export default function ResetPage() {
  const t = useT();
  usePageTitle(t('auth.reset.title'));
  const { token = '' } = useParams();
  return (
    <Container narrow>
      <Card className="mx-auto max-w-md">
        <PageHeading title={t('auth.reset.title')} lead={t('auth.reset.lead')} />
        <ResetPasswordForm token={token} />
      </Card>
    </Container>
  );
}
