import { useNavigate, useSearchParams } from 'react-router';
import { SettingsShell } from '#client/components/layouts/settings-shell.tsx';
import { ButtonLink } from '#client/components/ui/button.tsx';
import { StartProfile } from '#client/features/profile-editor/components/my-profile-gate.tsx';
import { TaxDetailsPanel } from '#client/features/tax/components/tax-details-panel.tsx';
import { useAuth } from '#client/resources/auth.tsx';
import { paths } from '#client/lib/paths.ts';
import { useT } from '#client/lib/i18n.tsx';

/**
 * Settings → Tax details; also the wizard's step after banking (?from=wizard), which never
 * holds the profile back: "Do this later" goes on to it.
 */
export default function TaxSettingsPage() {
  const t = useT();
  const { auth } = useAuth();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const fromWizard = params.get('from') === 'wizard';
  const userId = auth.status === 'authenticated' ? auth.user._id : null;
  const done = () => {
    if (fromWizard && userId) void navigate(paths.artistProfile(userId));
  };
  return (
    <SettingsShell
      title={t('settings.artist.tax')}
      lead={fromWizard ? t('earnings.tax.wizardLead') : t('settings.artist.taxText')}
    >
      {auth.status !== 'authenticated' ? (
        <p className="text-muted" role="status">
          {t('earnings.tax.loading')}
        </p>
      ) : auth.user.profile ? (
        <div className="flex flex-col gap-4">
          <TaxDetailsPanel onSaved={done} />
          {fromWizard ? (
            <div className="flex justify-end">
              <ButtonLink to={paths.artistProfile(auth.user._id)} variant="secondary">
                {t('earnings.tax.later')}
              </ButtonLink>
            </div>
          ) : null}
        </div>
      ) : (
        <StartProfile />
      )}
    </SettingsShell>
  );
}
