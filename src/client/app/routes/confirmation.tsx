import { ComingNext } from '#client/components/ui/coming-next.tsx';
import { Card, Container, PageHeading } from '#client/components/ui/page.tsx';
import { usePageTitle } from '#client/lib/use-page-title.ts';

export default function ConfirmationPage() {
  usePageTitle('Confirm your e-mail');
  return (
    <Container narrow>
      <Card className="mx-auto max-w-md">
        <PageHeading
          title="Confirm your e-mail"
          lead="We sent you a link to confirm your address. It lasts 24 hours."
        />
        <ComingNext>Resending the confirmation e-mail opens soon.</ComingNext>
      </Card>
    </Container>
  );
}
