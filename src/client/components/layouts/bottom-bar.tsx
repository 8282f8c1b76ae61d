import { CalendarDays, Home, LogIn, Search, Shield, UserPlus } from 'lucide-react';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { useAuth } from '#client/resources/auth.tsx';
import { bookingsBadgeText, useBookingsBadge } from '#client/resources/booking-badges.ts';
import { unreadMessagesText, useUnreadMessages } from '#client/resources/message-badge.ts';
import { paths } from '#client/lib/paths.ts';
import { Avatar } from '../ui/avatar.tsx';
import { CountBadge } from '../ui/count-badge.tsx';
import { bookingsTarget, isAdmin, profileTarget } from './nav-items.ts';
import { useT } from '#client/lib/i18n.tsx';

interface Item {
  to: string;
  label: string;
  icon: ReactNode;
  /** A count on the icon (Bookings), with its words for screen readers. */
  badge?: ReactNode;
  /** Unread messages, beside the Bookings badge. */
  unread?: ReactNode;
}

const icon = 'size-5';

/** Mobile navigation (below md): fixed to the bottom, thumb-sized targets. */
export function BottomBar() {
  const { auth } = useAuth();
  const badge = useBookingsBadge();
  const unread = useUnreadMessages();
  const t = useT();
  const items: Item[] = [
    { to: paths.home, label: t('shell.nav.home'), icon: <Home aria-hidden className={icon} /> },
    {
      to: paths.search,
      label: t('shell.nav.search'),
      icon: <Search aria-hidden className={icon} />,
    },
  ];
  if (auth.status === 'authenticated') {
    items.push({
      to: bookingsTarget(auth),
      label: t('shell.nav.bookings'),
      icon: <CalendarDays aria-hidden className={icon} />,
      badge: (
        <CountBadge
          count={badge.count}
          label={bookingsBadgeText(badge.count, badge.kind, t)}
          className="absolute top-1 left-1/2 ml-1"
        />
      ),
      unread: (
        <CountBadge
          count={unread}
          label={unreadMessagesText(unread, t)}
          testId="unread-badge"
          className="absolute top-1 right-1/2 mr-1"
          tone="sky"
        />
      ),
    });
    items.push({
      to: profileTarget(auth),
      label: t('shell.nav.profile'),
      // Initials until profile pictures exist.
      icon: <Avatar firstName={auth.user.firstName} lastName={auth.user.lastName} size={22} />,
    });
    if (isAdmin(auth)) {
      items.push({
        to: paths.dashboard,
        label: t('shell.nav.admin'),
        icon: <Shield aria-hidden className={icon} />,
      });
    }
  } else {
    items.push({
      to: paths.login,
      label: t('shell.nav.login'),
      icon: <LogIn aria-hidden className={icon} />,
    });
    items.push({
      to: paths.register,
      label: t('shell.nav.register'),
      icon: <UserPlus aria-hidden className={icon} />,
    });
  }
  return (
    <nav
      aria-label={t('shell.nav.main')}
      className="fixed inset-x-0 bottom-0 z-30 border-t border-line bg-white/95 pb-[env(safe-area-inset-bottom)] backdrop-blur md:hidden"
    >
      <ul className="mx-auto flex max-w-md justify-around">
        {items.map(({ to, label, icon, badge: count, unread: messages }) => (
          <li key={label} className="flex-1">
            <NavLink
              to={to}
              end={to === paths.home}
              className={({ isActive }) =>
                `relative flex min-h-14 flex-col items-center justify-center gap-0.5 text-[11px] font-medium ${isActive ? 'text-blush-700' : 'text-muted'}`
              }
            >
              <span className="flex h-6 items-center">{icon}</span>
              {label}
              {count}
              {messages}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
