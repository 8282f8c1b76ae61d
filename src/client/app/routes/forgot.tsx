import { ComingNext } from '#client/components/ui/coming-next.tsx';
import { Card, Container, PageHeading } from '#client/components/ui/page.tsx';
import { usePageTitle } from '#client/lib/use-page-title.ts';

export default function ForgotPage() {
  usePageTitle('Forgot your password?');
  return (
    <Container narrow>
      <Card className="mx-auto max-w-md">
        <PageHeading
          title="Forgot your password?"
          lead="Enter your e-mail and we will send you a link to choose a new password."
        />
        <ComingNext>Password reset opens soon.</ComingNext>
      </Card>
    </Container>
  );
}
