import { ChevronRight } from 'lucide-react';
import { Button as AriaButton } from 'react-aria-components';
import { Link, Navigate } from 'react-router';
import { BackBar } from '#client/components/layouts/back-bar.tsx';
import { bookingsTarget } from '#client/components/layouts/nav-items.ts';
import { DeleteAccount } from '#client/features/account/components/delete-account.tsx';
import { useAuth } from '#client/lib/auth.tsx';
import { paths } from '#client/lib/paths.ts';
import { useIsDesktop } from '#client/lib/use-media-query.ts';
import { usePageTitle } from '#client/lib/use-page-title.ts';
import { useSignOut } from '#client/lib/use-sign-out.ts';

const row =
  'flex min-h-14 w-full items-center justify-between px-5 text-left font-medium hover:bg-blush-50';
const list =
  'divide-y divide-line overflow-hidden rounded-(--radius-card) border border-line bg-white';

/** Desktop goes straight to Profile info; mobile shows the settings list (spec §2). */
export default function SettingsPage() {
  usePageTitle('Settings');
  const isDesktop = useIsDesktop();
  const { auth } = useAuth();
  const signOut = useSignOut();
  if (isDesktop) return <Navigate to={paths.personalInfo} replace />;
  const items = [
    { to: paths.profileSettings, label: 'Profile settings' },
    { to: bookingsTarget(auth), label: 'Bookings' },
    ...(auth.status === 'authenticated' && auth.user.profile
      ? [{ to: paths.availability, label: 'Availability' }]
      : []),
    { to: paths.payments, label: 'Payment info' },
    { to: paths.help, label: 'Help' },
    { to: paths.accountSettings, label: 'Account settings' },
    { to: paths.securitySettings, label: 'Security' },
    { to: paths.calendarSettings, label: 'Calendar' },
    { to: paths.terms, label: 'Terms' },
    { to: paths.policy, label: 'Data Policy' },
  ];
  return (
    <>
      <BackBar title="Settings" fallback="/" />
      <h1 className="sr-only">Settings</h1>
      <nav aria-label="Settings" className="flex flex-col gap-4 px-4 py-4">
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
              Sign out
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
