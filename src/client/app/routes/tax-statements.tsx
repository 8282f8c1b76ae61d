import { SettingsShell } from '#client/components/layouts/settings-shell.tsx';
import { StartProfile } from '#client/features/profile-editor/components/my-profile-gate.tsx';
import { TaxStatementView } from '#client/features/tax/components/tax-statement.tsx';
import { useAuth } from '#client/lib/auth.tsx';

/** Earnings → Statements. */
export default function TaxStatementsPage() {
  const { auth } = useAuth();
  return (
    <SettingsShell title="Statements" lead="Your yearly figures, as Blush reports them to the CRA.">
      {auth.status !== 'authenticated' ? (
        <p className="text-muted" role="status">
          Loading your statement…
        </p>
      ) : auth.user.profile ? (
        <TaxStatementView />
      ) : (
        <StartProfile />
      )}
    </SettingsShell>
  );
}
