import { SettingsShell } from '#client/components/layouts/settings-shell.tsx';
import { Card } from '#client/components/ui/page.tsx';
import { ChangePassword } from '#client/features/auth/components/change-password.tsx';
import { ChangePasswordForm } from '#client/features/security/components/change-password-form.tsx';
import { DevicesList } from '#client/features/security/components/devices-list.tsx';
import { PasskeysList } from '#client/features/security/components/passkeys-list.tsx';
import { useAuth } from '#client/lib/auth.tsx';

const heading = 'mb-2 text-xl font-semibold';

/** Settings → Security: the password, passkeys and where the account is signed in. */
export default function SecuritySettingsPage() {
  const { auth } = useAuth();
  return (
    <SettingsShell title="Security" lead="How you sign in, and where you are signed in.">
      {auth.status === 'authenticated' ? (
        <div className="flex flex-col gap-4">
          <Card>
            <h2 className={heading}>Password</h2>
            {auth.user.hasPassword ? (
              <ChangePasswordForm />
            ) : (
              <ChangePassword email={auth.user.email} hasPassword={false} />
            )}
          </Card>
          <Card>
            <h2 className={heading}>Passkeys</h2>
            <PasskeysList />
          </Card>
          <Card>
            <h2 className={heading}>Where you are signed in</h2>
            <p className="mb-2 text-muted">
              Times are Toronto time and approximate. If you do not recognise a device, sign it out
              and change your password.
            </p>
            <DevicesList />
          </Card>
        </div>
      ) : (
        <p className="text-muted" role="status">
          Loading your account…
        </p>
      )}
    </SettingsShell>
  );
}
