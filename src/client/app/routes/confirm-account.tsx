import { CheckCircle2 } from 'lucide-react';
import { ButtonLink } from '#client/components/ui/button.tsx';
import { Card, Container } from '#client/components/ui/page.tsx';
import { usePageTitle } from '#client/lib/use-page-title.ts';

export default function ConfirmAccountPage() {
  usePageTitle('Account created');
  return (
    <Container narrow>
      <Card className="text-center">
        <CheckCircle2 aria-hidden className="mx-auto size-12 text-success" />
        <h1 className="mt-4 text-3xl font-semibold">Your account has been successfully created</h1>
        <p className="mt-3 text-muted">
          Our team is verifying your profile. It will be published within 2 hours.
        </p>
        <ButtonLink to="/" className="mt-8">
          View your profile
        </ButtonLink>
      </Card>
    </Container>
  );
}
