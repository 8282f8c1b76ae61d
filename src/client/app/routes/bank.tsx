import { SettingsShell } from '#client/components/layouts/settings-shell.tsx';
import { StartProfile } from '#client/features/profile-editor/components/my-profile-gate.tsx';
import { BankAccount } from '#client/features/payouts/components/bank-account.tsx';
import { useAuth } from '#client/lib/auth.tsx';

export default function BankPage() {
  const { auth } = useAuth();
  return (
    <SettingsShell title="Banking info" lead="Where your weekly payouts go.">
      {auth.status !== 'authenticated' ? (
        <p className="text-muted" role="status">
          Loading your banking info…
        </p>
      ) : auth.user.profile ? (
        <BankAccount />
      ) : (
        <StartProfile />
      )}
    </SettingsShell>
  );
}
