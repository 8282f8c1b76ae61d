import { PRODUCT_NAME } from '#shared/brand.ts';
import { SettingsShell } from '#client/components/layouts/settings-shell.tsx';
import { StartProfile } from '#client/features/profile-editor/components/my-profile-gate.tsx';
import { TaxStatementView } from '#client/features/tax/components/tax-statement.tsx';
import { useAuth } from '#client/resources/auth.tsx';
import { useT } from '#client/lib/i18n.tsx';

/** Earnings → Statements. */
export default function TaxStatementsPage() {
  const t = useT();
  const { auth } = useAuth();
  return (
    <SettingsShell
      title={t('earnings.statements')}
      lead={t('earnings.statementsLead', { product: PRODUCT_NAME })}
    >
      {auth.status !== 'authenticated' ? (
        <p className="text-muted" role="status">
          {t('earnings.statementLoading')}
        </p>
      ) : auth.user.profile ? (
        <TaxStatementView />
      ) : (
        <StartProfile />
      )}
    </SettingsShell>
  );
}
