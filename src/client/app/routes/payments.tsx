import { SettingsShell } from '#client/components/layouts/settings-shell.tsx';
import { PaymentMethods } from '#client/features/payments/components/payment-methods.tsx';
import { ReceiptsDownload } from '#client/features/payments/components/receipts-download.tsx';
import { useT } from '#client/lib/i18n.tsx';

export default function PaymentsPage() {
  const t = useT();
  return (
    <SettingsShell title={t('payments.title')} lead={t('payments.lead')}>
      <PaymentMethods />
      <ReceiptsDownload />
    </SettingsShell>
  );
}
