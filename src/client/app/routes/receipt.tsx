import { useParams } from 'react-router';
import { Container } from '#client/components/ui/page.tsx';
import { ReceiptView } from '#client/features/payments/components/receipt.tsx';
import { useT } from '#client/lib/i18n.tsx';
import { usePageTitle } from '#client/lib/use-page-title.ts';

export default function ReceiptPage() {
  const t = useT();
  usePageTitle(t('payments.receipt.title'));
  const { bookingId = '' } = useParams();
  return (
    <Container narrow>
      <ReceiptView key={bookingId} bookingId={bookingId} />
    </Container>
  );
}
