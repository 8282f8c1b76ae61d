import { CalendarDays, Home, LogIn, Search, Shield, UserPlus, UserRound } from 'lucide-react';
import type { ComponentType, SVGProps } from 'react';
import { NavLink } from 'react-router';
import { useAuth } from '#client/lib/auth.tsx';
import { paths } from '#client/lib/paths.ts';
import { bookingsTarget, isAdmin, profileTarget } from './nav-items.ts';

interface Item {
  to: string;
  label: string;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
}

/** Mobile navigation (below md): fixed to the bottom, thumb-sized targets. */
export function BottomBar() {
  const { auth } = useAuth();
  const items: Item[] = [
    { to: paths.home, label: 'Home', icon: Home },
    { to: paths.search, label: 'Search', icon: Search },
  ];
  if (auth.status === 'authenticated') {
    items.push({ to: bookingsTarget(), label: 'Bookings', icon: CalendarDays });
    items.push({ to: profileTarget(auth), label: 'Profile', icon: UserRound });
    if (isAdmin(auth)) items.push({ to: paths.dashboard, label: 'Admin', icon: Shield });
  } else {
    items.push({ to: paths.login, label: 'Login', icon: LogIn });
    items.push({ to: paths.register, label: 'Register', icon: UserPlus });
  }
  return (
    <nav
      aria-label="Main"
      className="fixed inset-x-0 bottom-0 z-30 border-t border-line bg-white/95 pb-[env(safe-area-inset-bottom)] backdrop-blur md:hidden"
    >
      <ul className="mx-auto flex max-w-md justify-around">
        {items.map(({ to, label, icon: Icon }) => (
          <li key={label} className="flex-1">
            <NavLink
              to={to}
              end={to === paths.home}
              className={({ isActive }) =>
                `flex min-h-14 flex-col items-center justify-center gap-0.5 text-[11px] font-medium ${isActive ? 'text-blush-700' : 'text-muted'}`
              }
            >
              <Icon aria-hidden className="size-5" />
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
