import { SettingsShell } from '#client/components/layouts/settings-shell.tsx';
import { StartProfile } from '#client/features/profile-editor/components/my-profile-gate.tsx';
import { EarningsOverview } from '#client/features/payouts/components/earnings-overview.tsx';
import { useAuth } from '#client/lib/auth.tsx';

export default function EarningsPage() {
  const { auth } = useAuth();
  return (
    <SettingsShell title="Earnings" lead="Your share of each booking, and your weekly payouts.">
      {auth.status !== 'authenticated' ? (
        <p className="text-muted" role="status">
          Loading your earnings…
        </p>
      ) : auth.user.profile ? (
        <EarningsOverview />
      ) : (
        <StartProfile />
      )}
    </SettingsShell>
  );
}
