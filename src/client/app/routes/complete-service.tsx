import { ComingNext } from '#client/components/ui/coming-next.tsx';
import { Container, PageHeading } from '#client/components/ui/page.tsx';
import { usePageTitle } from '#client/lib/use-page-title.ts';

export default function CompleteServicePage() {
  usePageTitle('Complete a service');
  return (
    <Container narrow>
      <PageHeading
        title="Complete a service"
        lead="Enter the 6-character booking code your client gives you to complete the service and get paid."
      />
      <ComingNext>Completing services opens with bookings.</ComingNext>
    </Container>
  );
}
