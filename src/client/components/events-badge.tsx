import { Sparkles } from 'lucide-react';
import { useT } from '#client/lib/i18n.tsx';

/** "Weddings and events": on the profile and the search card of an artist who takes them. */
export function EventsBadge({ className = '' }: { className?: string }) {
  const t = useT();
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full border border-line px-2.5 py-0.5 text-sm font-medium text-ink ${className}`}
    >
      <Sparkles aria-hidden className="size-4" />
      {t('events.badge')}
    </span>
  );
}
