import { Container, EmptyState, PageHeading } from '#client/components/ui/page.tsx';
import { usePageTitle } from '#client/lib/use-page-title.ts';

export default function ArtistBookingsPage() {
  usePageTitle('Bookings');
  return (
    <Container>
      <PageHeading title="Bookings" lead="Requests and appointments from your clients." />
      <EmptyState message="No bookings yet." />
    </Container>
  );
}
