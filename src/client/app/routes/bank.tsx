import { SettingsShell } from '#client/components/layouts/settings-shell.tsx';
import { StartProfile } from '#client/features/profile-editor/components/my-profile-gate.tsx';
import { BankAccount } from '#client/features/payouts/components/bank-account.tsx';
import { useAuth } from '#client/resources/auth.tsx';
import { useT } from '#client/lib/i18n.tsx';

export default function BankPage() {
  const t = useT();
  const { auth } = useAuth();
  return (
    <SettingsShell title={t('settings.artist.bank')} lead={t('settings.page.bank')}>
      {auth.status !== 'authenticated' ? (
        <p className="text-muted" role="status">
          {t('settings.page.bankLoading')}
        </p>
      ) : auth.user.profile ? (
        <BankAccount />
      ) : (
        <StartProfile />
      )}
    </SettingsShell>
  );
}
