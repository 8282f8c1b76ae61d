import { useParams } from 'react-router';
import { Container } from '#client/components/ui/page.tsx';
import { Checkout } from '#client/features/checkout/components/checkout.tsx';
import { usePageTitle } from '#client/lib/use-page-title.ts';

/** /checkout/:id/:bookId: id is the artist, bookId the service whose Book link led here. */
export default function CheckoutPage() {
  usePageTitle('Checkout');
  const { id = '', bookId = '' } = useParams();
  return (
    <Container>
      <Checkout key={`${id}/${bookId}`} artistId={id} serviceId={bookId} />
    </Container>
  );
}
