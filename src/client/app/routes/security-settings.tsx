import { SettingsShell, SignedInCards } from '#client/components/layouts/settings-shell.tsx';
import { Card } from '#client/components/ui/page.tsx';
import { ChangePassword } from '#client/features/auth/components/change-password.tsx';
import { ChangePasswordForm } from '#client/features/security/components/change-password-form.tsx';
import { DevicesList } from '#client/features/security/components/devices-list.tsx';
import { PasskeysList } from '#client/features/security/components/passkeys-list.tsx';
import { useT } from '#client/lib/i18n.tsx';

const heading = 'mb-2 text-xl font-semibold';

/** Settings → Security: the password, passkeys and where the account is signed in. */
export default function SecuritySettingsPage() {
  const t = useT();
  return (
    <SettingsShell title={t('settings.menu.security')} lead={t('settings.security.lead')}>
      <SignedInCards>
        {(user) => (
          <>
            <Card>
              <h2 className={heading}>{t('settings.security.password')}</h2>
              {user.hasPassword ? (
                <ChangePasswordForm />
              ) : (
                <ChangePassword email={user.email} hasPassword={false} />
              )}
            </Card>
            <Card>
              <h2 className={heading}>{t('settings.security.passkeys')}</h2>
              <PasskeysList />
            </Card>
            <Card>
              <h2 className={heading}>{t('settings.security.devices')}</h2>
              <p className="mb-2 text-muted">{t('settings.security.devicesText')}</p>
              <DevicesList />
            </Card>
          </>
        )}
      </SignedInCards>
    </SettingsShell>
  );
}
