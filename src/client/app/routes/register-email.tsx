import { ComingNext } from '#client/components/ui/coming-next.tsx';
import { Card, Container, PageHeading } from '#client/components/ui/page.tsx';
import { usePageTitle } from '#client/lib/use-page-title.ts';

export default function RegisterEmailPage() {
  usePageTitle('Sign up with e-mail');
  return (
    <Container narrow>
      <Card className="mx-auto max-w-md">
        <PageHeading
          title="Sign up with e-mail"
          lead="First name, last name, e-mail and a password of 6 to 128 characters."
        />
        <ComingNext>E-mail sign-up opens soon.</ComingNext>
      </Card>
    </Container>
  );
}
