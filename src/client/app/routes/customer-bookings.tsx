import { Container, EmptyState, PageHeading } from '#client/components/ui/page.tsx';
import { usePageTitle } from '#client/lib/use-page-title.ts';

export default function CustomerBookingsPage() {
  usePageTitle('Bookings');
  return (
    <Container>
      <PageHeading title="Bookings" lead="Your requests and appointments with artists." />
      <EmptyState message="No bookings yet." />
    </Container>
  );
}
