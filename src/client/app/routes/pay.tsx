import { useParams } from 'react-router';
import { Card, Container, PageHeading } from '#client/components/ui/page.tsx';
import { PayAgain } from '#client/features/payments/components/pay-again.tsx';
import { usePageTitle } from '#client/lib/use-page-title.ts';

export default function PayPage() {
  usePageTitle('Pay for your booking');
  const { bookingId = '' } = useParams();
  return (
    <Container narrow>
      <PageHeading
        title="Pay for your booking"
        lead="When the card on a booking is refused, pay the same amount here with another card."
      />
      <Card>
        <PayAgain key={bookingId} bookingId={bookingId} />
      </Card>
    </Container>
  );
}
