import { SettingsShell } from '#client/components/layouts/settings-shell.tsx';
import { ComingNext } from '#client/components/ui/coming-next.tsx';

export default function BankPage() {
  return (
    <SettingsShell title="Banking info" lead="Where your weekly payouts go.">
      <ComingNext>Payout accounts open with payments.</ComingNext>
    </SettingsShell>
  );
}
