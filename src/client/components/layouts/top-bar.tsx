import { lazy, Suspense } from 'react';
import { NavLink } from 'react-router';
import { useAuth } from '#client/resources/auth.tsx';
import { bookingsBadgeText, useBookingsBadge } from '#client/resources/booking-badges.ts';
import { unreadMessagesText, useUnreadMessages } from '#client/resources/message-badge.ts';
import { paths } from '#client/lib/paths.ts';
import { ButtonLink } from '../ui/button-link.tsx';
import { CountBadge } from '../ui/count-badge.tsx';
import { Logo } from '../ui/logo.tsx';
import { bookingsTarget, isAdmin, showsPartnerLink } from './nav-items.ts';
import { useT } from '#client/lib/i18n.tsx';

/** Signed in only, on a wide screen: the menu's code loads then, not with every first visit. */
const AccountMenu = lazy(() => import('./account-menu.tsx'));

const link = ({ isActive }: { isActive: boolean }) =>
  `rounded-full px-3 py-2 text-sm font-medium transition-colors hover:bg-blush-50 ${isActive ? 'text-blush-800' : 'text-ink'}`;

/** Desktop navigation (md and up). */
export function TopBar() {
  const { auth } = useAuth();
  const signedIn = auth.status === 'authenticated';
  const badge = useBookingsBadge();
  const unread = useUnreadMessages();
  const t = useT();
  return (
    <header className="sticky top-0 z-30 hidden border-b border-line bg-paper/90 backdrop-blur md:block">
      <nav
        aria-label={t('shell.nav.main')}
        className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-8"
      >
        <Logo className="mr-auto" />
        {showsPartnerLink(auth) ? (
          <NavLink to={`${paths.artistLanding}?from=navbar`} className={link}>
            {t('shell.nav.partner')}
          </NavLink>
        ) : null}
        <NavLink to={paths.search} className={link}>
          {t('shell.nav.allArtists')}
        </NavLink>
        <NavLink to={paths.help} className={link}>
          {t('shell.nav.help')}
        </NavLink>
        {signedIn ? (
          <>
            <NavLink
              to={bookingsTarget(auth)}
              className={(state) => `${link(state)} inline-flex items-center gap-1.5`}
            >
              {t('shell.nav.bookings')}
              <CountBadge
                count={badge.count}
                label={bookingsBadgeText(badge.count, badge.kind, t)}
              />
              <CountBadge
                count={unread}
                label={unreadMessagesText(unread, t)}
                testId="unread-badge"
                tone="sky"
              />
            </NavLink>
            {isAdmin(auth) ? (
              <NavLink to={paths.dashboard} className={link}>
                {t('shell.nav.admin')}
              </NavLink>
            ) : null}
            <Suspense fallback={<span className="ml-2 size-9" />}>
              <AccountMenu user={auth.user} />
            </Suspense>
          </>
        ) : (
          <>
            <NavLink to={paths.login} className={link}>
              {t('shell.nav.login')}
            </NavLink>
            <ButtonLink to={paths.register} className="ml-1 min-h-10">
              {t('shell.nav.register')}
            </ButtonLink>
          </>
        )}
      </nav>
    </header>
  );
}
