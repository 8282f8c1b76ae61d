import { useParams } from 'react-router';
import { Container } from '#client/components/ui/page.tsx';
import { Checkout } from '#client/features/checkout/components/checkout.tsx';
import { useT } from '#client/lib/i18n.tsx';
import { usePageTitle } from '#client/lib/use-page-title.ts';

/** /checkout/:id/:bookId: id is the artist, bookId the service whose Book link led here. */
export default function CheckoutPage() {
  const t = useT();
  usePageTitle(t('checkout.title'));
  const { id = '', bookId = '' } = useParams();
  return (
    <Container>
      <Checkout key={`${id}/${bookId}`} artistId={id} serviceId={bookId} />
    </Container>
  );
}
