import { SettingsShell } from '#client/components/layouts/settings-shell.tsx';
import { PaymentMethods } from '#client/features/payments/components/payment-methods.tsx';
import { ReceiptsDownload } from '#client/features/payments/components/receipts-download.tsx';

export default function PaymentsPage() {
  return (
    <SettingsShell
      title="Payment method"
      lead="Cards saved for your bookings. Your card is charged only when your service is completed."
    >
      <PaymentMethods />
      <ReceiptsDownload />
    </SettingsShell>
  );
}
