import { SettingsShell } from '#client/components/layouts/settings-shell.tsx';
import { CredentialsPanel } from '#client/features/credentials/components/credentials-panel.tsx';
import { StartProfile } from '#client/features/profile-editor/components/my-profile-gate.tsx';
import { useAuth } from '#client/resources/auth.tsx';
import { useT } from '#client/lib/i18n.tsx';

/** Settings → Credentials: the artist's proofs, checked by an admin, shown as badges. */
export default function CredentialsSettingsPage() {
  const t = useT();
  const { auth } = useAuth();
  return (
    <SettingsShell title={t('credentials.title')} lead={t('credentials.lead')}>
      {auth.status !== 'authenticated' ? (
        <p className="text-muted" role="status">
          {t('credentials.list.loading')}
        </p>
      ) : auth.user.profile ? (
        <CredentialsPanel />
      ) : (
        <StartProfile />
      )}
    </SettingsShell>
  );
}
