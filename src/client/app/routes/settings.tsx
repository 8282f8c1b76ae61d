import { ChevronRight } from 'lucide-react';
import { Button as AriaButton } from 'react-aria-components';
import { Link, Navigate } from 'react-router';
import { BackBar } from '#client/components/layouts/back-bar.tsx';
import { bookingsTarget } from '#client/components/layouts/nav-items.ts';
import { DeleteAccount } from '#client/features/account/components/delete-account.tsx';
import { useAuth } from '#client/resources/auth.tsx';
import { paths } from '#client/lib/paths.ts';
import { useIsDesktop } from '#client/lib/use-media-query.ts';
import { usePageTitle } from '#client/lib/use-page-title.ts';
import { useSignOut } from '#client/resources/use-sign-out.ts';
import { useT } from '#client/lib/i18n.tsx';

const row =
  'flex min-h-14 w-full items-center justify-between px-5 text-left font-medium hover:bg-blush-50';
const list =
  'divide-y divide-line overflow-hidden rounded-(--radius-card) border border-line bg-white';

/** Desktop goes straight to Profile info; mobile shows the settings list (spec §2). */
export default function SettingsPage() {
  const t = useT();
  usePageTitle(t('shell.menu.settings'));
  const isDesktop = useIsDesktop();
  const { auth } = useAuth();
  const signOut = useSignOut();
  if (isDesktop) return <Navigate to={paths.personalInfo} replace />;
  const items = [
    { to: paths.profileSettings, label: t('wizard.complete.settings') },
    { to: bookingsTarget(auth), label: t('shell.nav.bookings') },
    ...(auth.status === 'authenticated' && auth.user.profile
      ? [{ to: paths.availability, label: t('settings.menu.availability') }]
      : []),
    { to: paths.events, label: t('events.list.title') },
    { to: paths.payments, label: t('settings.menu.paymentInfo') },
    { to: paths.healthNotesSettings, label: t('healthNotes.title') },
    { to: paths.help, label: t('settings.menu.help') },
    { to: paths.accountSettings, label: t('shell.menu.account') },
    { to: paths.securitySettings, label: t('settings.menu.security') },
    { to: paths.calendarSettings, label: t('settings.menu.calendar') },
    { to: paths.terms, label: t('shell.footer.terms') },
    { to: paths.policy, label: t('shell.footer.policy') },
  ];
  return (
    <>
      <BackBar title={t('shell.menu.settings')} fallback="/" />
      <h1 className="sr-only">{t('shell.menu.settings')}</h1>
      <nav aria-label={t('shell.menu.settings')} className="flex flex-col gap-4 px-4 py-4">
        <ul className={list}>
          {items.map((item) => (
            <li key={item.to}>
              <Link to={item.to} className={row}>
                {item.label}
                <ChevronRight aria-hidden className="size-5 text-muted" />
              </Link>
            </li>
          ))}
        </ul>
        <ul className={list}>
          <li>
            <AriaButton onPress={() => void signOut()} className={row}>
              {t('shell.menu.signOut')}
            </AriaButton>
          </li>
          <li>
            <DeleteAccount className={`${row} text-danger`} />
          </li>
        </ul>
      </nav>
    </>
  );
}
