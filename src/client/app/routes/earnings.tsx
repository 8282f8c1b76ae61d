import { SettingsShell } from '#client/components/layouts/settings-shell.tsx';
import { StartProfile } from '#client/features/profile-editor/components/my-profile-gate.tsx';
import { EarningsOverview } from '#client/features/payouts/components/earnings-overview.tsx';
import { Link } from 'react-router';
import { HstThresholdPanel } from '#client/features/tax/components/hst-threshold-panel.tsx';
import { TaxHoldNotice } from '#client/features/tax/components/tax-details-panel.tsx';
import { useAuth } from '#client/resources/auth.tsx';
import { paths } from '#client/lib/paths.ts';
import { useT } from '#client/lib/i18n.tsx';

export default function EarningsPage() {
  const t = useT();
  const { auth } = useAuth();
  return (
    <SettingsShell title={t('settings.artist.earnings')} lead={t('earnings.lead')}>
      {auth.status !== 'authenticated' ? (
        <p className="text-muted" role="status">
          {t('earnings.loading')}
        </p>
      ) : auth.user.profile ? (
        <div className="flex flex-col gap-4">
          <TaxHoldNotice />
          <p>
            <Link className="font-semibold text-blush-700 underline" to={paths.taxStatements}>
              {t('earnings.statements')}
            </Link>{' '}
            {t('earnings.statementsText')}
          </p>
          <EarningsOverview />
          <HstThresholdPanel />
        </div>
      ) : (
        <StartProfile />
      )}
    </SettingsShell>
  );
}
