import { useSearchParams } from 'react-router';
import { Card, Container } from '#client/components/ui/page.tsx';
import { ConfirmAccount } from '#client/features/payouts/components/confirm-account.tsx';
import { usePageTitle } from '#client/lib/use-page-title.ts';
import { useT } from '#client/lib/i18n.tsx';

/** Where the payment provider sends an artist back after connecting a bank account. */
export default function ConfirmAccountPage() {
  const t = useT();
  usePageTitle(t('earnings.confirm.title'));
  const [params] = useSearchParams();
  const code = params.get('code');
  return (
    <Container narrow>
      <Card>
        <ConfirmAccount key={code} code={code} />
      </Card>
    </Container>
  );
}
