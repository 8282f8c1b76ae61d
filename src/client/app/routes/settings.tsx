import { ChevronRight } from 'lucide-react';
import { Button as AriaButton } from 'react-aria-components';
import { Link, Navigate } from 'react-router';
import { BackBar } from '#client/components/layouts/back-bar.tsx';
import { useAuth } from '#client/lib/auth.tsx';
import { paths } from '#client/lib/paths.ts';
import { useIsDesktop } from '#client/lib/use-media-query.ts';
import { usePageTitle } from '#client/lib/use-page-title.ts';

const row =
  'flex min-h-14 w-full items-center justify-between px-5 text-left font-medium hover:bg-blush-50';

/** Desktop goes straight to Profile info; mobile shows the settings list (spec §2). */
export default function SettingsPage() {
  usePageTitle('Settings');
  const isDesktop = useIsDesktop();
  const { signOut } = useAuth();
  if (isDesktop) return <Navigate to={paths.personalInfo} replace />;
  const items = [
    { to: paths.profileSettings, label: 'Profile settings' },
    { to: paths.customerBookings, label: 'Bookings' },
    { to: paths.payments, label: 'Payment info' },
    { to: paths.help, label: 'Help' },
    { to: paths.accountSettings, label: 'Account settings' },
    { to: paths.terms, label: 'Terms' },
    { to: paths.policy, label: 'Data Policy' },
  ];
  return (
    <>
      <BackBar title="Settings" fallback="/" />
      <h1 className="sr-only">Settings</h1>
      <nav aria-label="Settings" className="px-4 py-4">
        <ul className="divide-y divide-line overflow-hidden rounded-(--radius-card) border border-line bg-white">
          {items.map((item) => (
            <li key={item.to}>
              <Link to={item.to} className={row}>
                {item.label}
                <ChevronRight aria-hidden className="size-5 text-muted" />
              </Link>
            </li>
          ))}
          <li>
            <AriaButton onPress={() => void signOut()} className={row}>
              Sign out
            </AriaButton>
          </li>
        </ul>
      </nav>
    </>
  );
}
