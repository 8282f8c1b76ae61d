import { useParams } from 'react-router';
import { Card, Container, PageHeading } from '#client/components/ui/page.tsx';
import { ConfirmEmail } from '#client/features/auth/components/confirm-email.tsx';
import { usePageTitle } from '#client/lib/use-page-title.ts';

export default function ConfirmationTokenPage() {
  usePageTitle('Confirming your e-mail');
  const { token = '' } = useParams();
  return (
    <Container narrow>
      <Card className="mx-auto max-w-md">
        <PageHeading title="Confirming your e-mail" />
        <ConfirmEmail token={token} />
      </Card>
    </Container>
  );
}
