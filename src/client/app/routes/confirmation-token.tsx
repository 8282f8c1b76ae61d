import { useParams } from 'react-router';
import { Card, Container, PageHeading } from '#client/components/ui/page.tsx';
import { ConfirmEmail } from '#client/features/auth/components/confirm-email.tsx';
import { usePageTitle } from '#client/lib/use-page-title.ts';
import { useT } from '#client/lib/i18n.tsx';

export default function ConfirmationTokenPage() {
  const t = useT();
  usePageTitle(t('auth.confirming'));
  const { token = '' } = useParams();
  return (
    <Container narrow>
      <Card className="mx-auto max-w-md">
        <PageHeading title={t('auth.confirming')} />
        <ConfirmEmail token={token} />
      </Card>
    </Container>
  );
}
