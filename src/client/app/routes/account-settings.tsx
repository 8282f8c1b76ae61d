import { Link } from 'react-router';
import { SettingsShell, SignedInCards } from '#client/components/layouts/settings-shell.tsx';
import { buttonClass } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/page.tsx';
import { DeleteAccount } from '#client/features/account/components/delete-account.tsx';
import { paths } from '#client/lib/paths.ts';
import { useT } from '#client/lib/i18n.tsx';

const heading = 'mb-2 text-xl font-semibold';

export default function AccountSettingsPage() {
  const t = useT();
  const strong = 'font-semibold break-all text-ink';
  return (
    <SettingsShell title={t('shell.menu.account')} lead={t('settings.account.lead')}>
      <SignedInCards>
        {(user) => (
          <>
            <Card>
              <h2 className={heading}>{t('settings.account.email')}</h2>
              <p className="text-muted">
                {t('settings.account.signInWith')} <strong className={strong}>{user.email}</strong>.
                {user.pendingEmail ? (
                  <>
                    {' '}
                    {t('settings.account.pendingBefore')}{' '}
                    <strong className={strong}>{user.pendingEmail}</strong>{' '}
                    {t('settings.account.pendingAfter')}
                  </>
                ) : null}{' '}
                <Link to={paths.personalInfo} className="font-semibold text-blush-800 underline">
                  {t('settings.account.changeIt')}
                </Link>
              </p>
            </Card>
            <Card>
              <h2 className={heading}>{t('settings.account.password')}</h2>
              <p className="text-muted">
                {t('settings.account.passwordText')}{' '}
                <Link
                  to={paths.securitySettings}
                  className="font-semibold text-blush-800 underline"
                >
                  {t('settings.menu.security')}
                </Link>
                .
              </p>
            </Card>
            <Card>
              <h2 className={heading}>{t('settings.account.delete')}</h2>
              <p className="mb-4 text-muted">{t('settings.account.deleteText')}</p>
              <DeleteAccount className={buttonClass('secondary', 'text-danger!')} />
            </Card>
          </>
        )}
      </SignedInCards>
    </SettingsShell>
  );
}
