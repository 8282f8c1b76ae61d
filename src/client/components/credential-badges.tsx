import { ShieldCheck } from 'lucide-react';
import { credentialBadgeKeys, formatMonthYear } from '#shared/domain/credentials.ts';
import type { CredentialBadge } from '#shared/schemas/credentials.ts';
import { useLocale, useT } from '#client/lib/i18n.tsx';

/**
 * An artist's checked credentials, as profiles and search cards show them: "Insured · until
 * March 2027". Nothing at all without any (no empty list for screen readers to announce).
 */
export function CredentialBadges({
  badges,
  className = '',
}: {
  badges: readonly CredentialBadge[];
  className?: string;
}) {
  const t = useT();
  const locale = useLocale();
  if (badges.length === 0) return null;
  return (
    <ul
      aria-label={t('credentials.badges.label')}
      className={`flex flex-wrap gap-1.5 ${className}`}
    >
      {badges.map((badge) => {
        const name = t(credentialBadgeKeys[badge.kind]);
        return (
          <li
            key={badge.kind}
            className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-medium text-emerald-900"
          >
            <ShieldCheck aria-hidden className="size-3.5" />
            {badge.expiresOn
              ? t('credentials.badge.until', {
                  badge: name,
                  month: formatMonthYear(badge.expiresOn, locale),
                })
              : name}
          </li>
        );
      })}
    </ul>
  );
}
