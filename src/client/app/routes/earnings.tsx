import { SettingsShell } from '#client/components/layouts/settings-shell.tsx';
import { StartProfile } from '#client/features/profile-editor/components/my-profile-gate.tsx';
import { EarningsOverview } from '#client/features/payouts/components/earnings-overview.tsx';
import { Link } from 'react-router';
import { TaxHoldNotice } from '#client/features/tax/components/tax-details-panel.tsx';
import { useAuth } from '#client/lib/auth.tsx';
import { paths } from '#client/lib/paths.ts';

export default function EarningsPage() {
  const { auth } = useAuth();
  return (
    <SettingsShell title="Earnings" lead="Your share of each booking, and your weekly payouts.">
      {auth.status !== 'authenticated' ? (
        <p className="text-muted" role="status">
          Loading your earnings…
        </p>
      ) : auth.user.profile ? (
        <div className="flex flex-col gap-4">
          <TaxHoldNotice />
          <p>
            <Link className="font-semibold text-blush-700 underline" to={paths.taxStatements}>
              Statements
            </Link>{' '}
            — your yearly figures by quarter, as reported to the CRA.
          </p>
          <EarningsOverview />
        </div>
      ) : (
        <StartProfile />
      )}
    </SettingsShell>
  );
}
