import { useParams } from 'react-router';
import { Card, Container, PageHeading } from '#client/components/ui/page.tsx';
import { ResetPasswordForm } from '#client/features/auth/components/reset-password-form.tsx';
import { usePageTitle } from '#client/lib/use-page-title.ts';

export default function ResetPage() {
  usePageTitle('Choose a new password');
  const { token = '' } = useParams();
  return (
    <Container narrow>
      <Card className="mx-auto max-w-md">
        <PageHeading
          title="Choose a new password"
          lead="It replaces your old password and signs you out on every device."
        />
        <ResetPasswordForm token={token} />
      </Card>
    </Container>
  );
}
