import type { ReactNode } from 'react';
import { NavLink, useLocation } from 'react-router';
import { WarningBadge } from '#client/components/ui/warning-badge.tsx';
import { useMyProfile } from '#client/resources/my-profile.ts';
import { useAuth } from '#client/resources/auth.tsx';
import { useT } from '#client/lib/i18n.tsx';
import type { MessageKey } from '#shared/i18n/translator.ts';
import type { CurrentUser } from '#shared/schemas/user.ts';
import { paths } from '#client/lib/paths.ts';
import { usePageTitle } from '#client/lib/use-page-title.ts';
import { BackBar } from './back-bar.tsx';

interface MenuItem {
  to: string;
  label: MessageKey;
  /** Other screens that belong under this item (the menu shows it as the current place). */
  also?: string[];
  warning?: boolean;
}

/** Customer settings menu (spec §2). */
const customerMenu: MenuItem[] = [
  { to: paths.personalInfo, label: 'shell.nav.profile' },
  { to: paths.customerBookings, label: 'shell.nav.bookings' },
  { to: paths.payments, label: 'settings.menu.payment' },
  { to: paths.healthNotesSettings, label: 'healthNotes.title' },
  { to: paths.securitySettings, label: 'settings.menu.security' },
  { to: paths.calendarSettings, label: 'settings.menu.calendar' },
];

/** Artist settings menu (spec §2); Banking info warns until a payout account is connected. */
const artistMenu = (needsPayout: boolean): MenuItem[] => [
  {
    to: paths.personalInfo,
    label: 'settings.artist.info',
    also: [paths.profileSettings, paths.editProfile, paths.validation, paths.infoContact],
  },
  { to: paths.portfolio, label: 'wizard.step.portfolio' },
  { to: paths.categories, label: 'wizard.step.categories' },
  { to: paths.location, label: 'settings.artist.location' },
  { to: paths.services, label: 'settings.artist.services' },
  { to: paths.availability, label: 'settings.menu.availability' },
  { to: paths.mobile, label: 'settings.artist.mobile' },
  { to: paths.artistBookings, label: 'shell.nav.bookings' },
  { to: paths.bank, label: 'settings.artist.bank', warning: needsPayout },
  { to: paths.taxSettings, label: 'settings.artist.tax' },
  { to: paths.earnings, label: 'settings.artist.earnings', also: [paths.taxStatements] },
  { to: paths.healthNotesSettings, label: 'healthNotes.title' },
  { to: paths.securitySettings, label: 'settings.menu.security' },
  { to: paths.calendarSettings, label: 'settings.menu.calendar' },
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
  const t = useT();
  const menu = useSettingsMenu();
  const { pathname } = useLocation();
  return (
    <>
      <BackBar title={title} />
      <div className="mx-auto flex w-full max-w-6xl gap-10 px-4 py-6 md:px-8 md:py-10">
        <nav aria-label={t('shell.menu.settings')} className="hidden w-56 shrink-0 md:block">
          <p className="mb-3 text-xs font-semibold tracking-wider text-muted uppercase">
            {t('shell.menu.settings')}
          </p>
          <ul className="flex flex-col gap-1">
            {menu.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  className={({ isActive }) =>
                    `flex items-center justify-between gap-2 rounded-xl px-4 py-2.5 text-sm font-medium ${isActive || item.also?.includes(pathname) ? 'bg-blush-100 text-blush-800' : 'hover:bg-blush-50'}`
                  }
                >
                  <span>{t(item.label)}</span>
                  {item.warning ? <WarningBadge label={t('settings.attention')} /> : null}
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

/** A settings screen's cards for the signed-in person, or a loading line until they are known. */
export function SignedInCards({ children }: { children: (user: CurrentUser) => ReactNode }) {
  const t = useT();
  const { auth } = useAuth();
  return auth.status === 'authenticated' ? (
    <div className="flex flex-col gap-4">{children(auth.user)}</div>
  ) : (
    <p className="text-muted" role="status">
      {t('settings.account.loading')}
    </p>
  );
}
