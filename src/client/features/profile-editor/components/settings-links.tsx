import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { WarningBadge } from '#client/components/ui/warning-badge.tsx';
import { useT } from '#client/lib/i18n.tsx';

export interface SettingsLink {
  to: string;
  label: string;
  description: string;
  /** Shows a "!" that reads "needs attention". */
  warning?: boolean;
}

/** A list of settings screens, each a large row with what it holds. */
export function SettingsLinks({ links, label }: { links: SettingsLink[]; label: string }) {
  const t = useT();
  return (
    <nav aria-label={label}>
      <ul className="divide-y divide-line overflow-hidden rounded-(--radius-card) border border-line bg-white">
        {links.map((link) => (
          <li key={link.to}>
            <Link
              to={link.to}
              className="flex min-h-14 items-center gap-4 px-5 py-3 hover:bg-blush-50 md:px-6"
            >
              <span className="min-w-0 flex-1">
                <span className="flex items-center gap-2 font-semibold">
                  {link.label}
                  {link.warning ? <WarningBadge label={t('settings.attention')} /> : null}
                </span>
                <span className="block text-sm text-muted">{link.description}</span>
              </span>
              <ChevronRight aria-hidden className="size-5 shrink-0 text-muted" />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
