import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { paths } from '#client/lib/paths.ts';
import { usePageTitle } from '#client/lib/use-page-title.ts';
import { BackBar } from './back-bar.tsx';

/** Customer settings menu (spec §2); the artist menu joins it when profiles exist. */
const customerMenu = [
  { to: paths.personalInfo, label: 'Profile' },
  { to: paths.customerBookings, label: 'Bookings' },
  { to: paths.payments, label: 'Payment method' },
];

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
  return (
    <>
      <BackBar title={title} />
      <div className="mx-auto flex w-full max-w-6xl gap-10 px-4 py-6 md:px-8 md:py-10">
        <nav aria-label="Settings" className="hidden w-56 shrink-0 md:block">
          <p className="mb-3 text-xs font-semibold tracking-wider text-muted uppercase">Settings</p>
          <ul className="flex flex-col gap-1">
            {customerMenu.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  className={({ isActive }) =>
                    `block rounded-xl px-4 py-2.5 text-sm font-medium ${isActive ? 'bg-blush-100 text-blush-800' : 'hover:bg-blush-50'}`
                  }
                >
                  {item.label}
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
