import { Link } from 'react-router';
import { SettingsShell } from '#client/components/layouts/settings-shell.tsx';
import { buttonClass } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/page.tsx';
import { DeleteAccount } from '#client/features/account/components/delete-account.tsx';
import { useAuth } from '#client/lib/auth.tsx';
import { paths } from '#client/lib/paths.ts';

const heading = 'mb-2 text-xl font-semibold';

export default function AccountSettingsPage() {
  const { auth } = useAuth();
  return (
    <SettingsShell title="Account settings" lead="How you sign in, and your account.">
      {auth.status === 'authenticated' ? (
        <div className="flex flex-col gap-4">
          <Card>
            <h2 className={heading}>E-mail</h2>
            <p className="text-muted">
              You sign in with{' '}
              <strong className="font-semibold break-all text-ink">{auth.user.email}</strong>.
              {auth.user.pendingEmail ? (
                <>
                  {' '}
                  <strong className="font-semibold break-all text-ink">
                    {auth.user.pendingEmail}
                  </strong>{' '}
                  is waiting for you to confirm it.
                </>
              ) : null}{' '}
              <Link to={paths.personalInfo} className="font-semibold text-blush-800 underline">
                Change it in Profile info
              </Link>
            </p>
          </Card>
          <Card>
            <h2 className={heading}>Password and devices</h2>
            <p className="text-muted">
              Change your password and see where you are signed in under{' '}
              <Link to={paths.securitySettings} className="font-semibold text-blush-800 underline">
                Security
              </Link>
              .
            </p>
          </Card>
          <Card>
            <h2 className={heading}>Delete your account</h2>
            <p className="mb-4 text-muted">
              Your personal data is erased. Records of past bookings and payments are kept without
              your name.
            </p>
            <DeleteAccount className={buttonClass('secondary', 'text-danger!')} />
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
