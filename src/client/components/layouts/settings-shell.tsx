import type { ReactNode } from 'react';
import { NavLink, useLocation } from 'react-router';
import { WarningBadge } from '#client/components/ui/warning-badge.tsx';
import { useMyProfile } from '#client/lib/my-profile.ts';
import { useAuth } from '#client/lib/auth.tsx';
import { paths } from '#client/lib/paths.ts';
import { usePageTitle } from '#client/lib/use-page-title.ts';
import { BackBar } from './back-bar.tsx';

interface MenuItem {
  to: string;
  label: string;
  /** Other screens that belong under this item (the menu shows it as the current place). */
  also?: string[];
  warning?: boolean;
}

/** Customer settings menu (spec §2). */
const customerMenu: MenuItem[] = [
  { to: paths.personalInfo, label: 'Profile' },
  { to: paths.customerBookings, label: 'Bookings' },
  { to: paths.payments, label: 'Payment method' },
  { to: paths.securitySettings, label: 'Security' },
  { to: paths.calendarSettings, label: 'Calendar' },
];

/** Artist settings menu (spec §2); Banking info warns until a payout account is connected. */
const artistMenu = (needsPayout: boolean): MenuItem[] => [
  {
    to: paths.personalInfo,
    label: 'Profile info',
    also: [paths.profileSettings, paths.editProfile, paths.validation, paths.infoContact],
  },
  { to: paths.portfolio, label: 'Portfolio' },
  { to: paths.categories, label: 'Categories' },
  { to: paths.location, label: 'Location' },
  { to: paths.services, label: 'Services' },
  { to: paths.availability, label: 'Availability' },
  { to: paths.mobile, label: 'Mobile' },
  { to: paths.artistBookings, label: 'Bookings' },
  { to: paths.bank, label: 'Banking info', warning: needsPayout },
  { to: paths.taxSettings, label: 'Tax details' },
  { to: paths.earnings, label: 'Earnings', also: [paths.taxStatements] },
  { to: paths.securitySettings, label: 'Security' },
  { to: paths.calendarSettings, label: 'Calendar' },
];

function useSettingsMenu(): MenuItem[] {
  const { auth } = useAuth();
  const isArtist = auth.status === 'authenticated' && auth.user.profile;
  const profile = useMyProfile({ enabled: isArtist });
  if (!isArtist) return customerMenu;
  return artistMenu(profile.data ? !profile.data.payoutConnected : false);
}

/**
 * A settings screen: the menu beside the content on desktop; on mobile a back bar
 * and the content alone.
 */
export function SettingsShell({
  title,
  lead,
  children,
}: {
  title: string;
  lead?: string;
  children?: ReactNode;
}) {
  usePageTitle(title);
  const menu = useSettingsMenu();
  const { pathname } = useLocation();
  return (
    <>
      <BackBar title={title} />
      <div className="mx-auto flex w-full max-w-6xl gap-10 px-4 py-6 md:px-8 md:py-10">
        <nav aria-label="Settings" className="hidden w-56 shrink-0 md:block">
          <p className="mb-3 text-xs font-semibold tracking-wider text-muted uppercase">Settings</p>
          <ul className="flex flex-col gap-1">
            {menu.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  className={({ isActive }) =>
                    `flex items-center justify-between gap-2 rounded-xl px-4 py-2.5 text-sm font-medium ${isActive || item.also?.includes(pathname) ? 'bg-blush-100 text-blush-800' : 'hover:bg-blush-50'}`
                  }
                >
                  <span>{item.label}</span>
                  {item.warning ? <WarningBadge /> : null}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <section className="min-w-0 flex-1">
          <h1 className="mb-2 text-3xl font-semibold max-md:sr-only">{title}</h1>
          {lead ? <p className="mb-6 text-muted">{lead}</p> : null}
          {children}
        </section>
      </div>
    </>
  );
}
