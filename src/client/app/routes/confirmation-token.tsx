import { ComingNext } from '#client/components/ui/coming-next.tsx';
import { Card, Container, PageHeading } from '#client/components/ui/page.tsx';
import { usePageTitle } from '#client/lib/use-page-title.ts';

export default function ConfirmationTokenPage() {
  usePageTitle('Confirming your e-mail');
  return (
    <Container narrow>
      <Card className="mx-auto max-w-md">
        <PageHeading
          title="Confirming your e-mail"
          lead="One moment while we confirm your address."
        />
        <ComingNext>E-mail confirmation opens soon.</ComingNext>
      </Card>
    </Container>
  );
}
