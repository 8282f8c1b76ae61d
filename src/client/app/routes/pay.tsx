import { useParams } from 'react-router';
import { Card, Container, PageHeading } from '#client/components/ui/page.tsx';
import { PayAgain } from '#client/features/payments/components/pay-again.tsx';
import { useT } from '#client/lib/i18n.tsx';
import { usePageTitle } from '#client/lib/use-page-title.ts';

export default function PayPage() {
  const t = useT();
  usePageTitle(t('payments.pay.title'));
  const { bookingId = '' } = useParams();
  return (
    <Container narrow>
      <PageHeading title={t('payments.pay.title')} lead={t('payments.pay.lead')} />
      <Card>
        <PayAgain key={bookingId} bookingId={bookingId} />
      </Card>
    </Container>
  );
}
