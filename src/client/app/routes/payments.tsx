import { SettingsShell } from '#client/components/layouts/settings-shell.tsx';
import { ComingNext } from '#client/components/ui/coming-next.tsx';

export default function PaymentsPage() {
  return (
    <SettingsShell
      title="Payment method"
      lead="Cards saved for your bookings. Your card is charged only when your service is completed."
    >
      <ComingNext>Saved cards open with payments.</ComingNext>
    </SettingsShell>
  );
}
