import { TIME_ZONE } from '#shared/brand.ts';
import type { Locale } from '#shared/i18n/locales.ts';

const formats = new Map<string, Intl.DateTimeFormat>();
/** One Intl format per locale and kind, made once. */
function format(locale: Locale, kind: string, options: Intl.DateTimeFormatOptions) {
  const id = `${locale}:${kind}`;
  let made = formats.get(id);
  if (!made) {
    made = new Intl.DateTimeFormat(locale, { ...options, timeZone: TIME_ZONE });
    formats.set(id, made);
  }
  return made;
}

/**
 * "Nov 25, 2026, 1:10 p.m. EST" / "25 nov. 2026, 13 h 10 HNE": Toronto time, whatever the
 * browser's zone, zone named.
 */
export function formatWhen(iso: string, locale: Locale = 'en-CA'): string {
  const date = new Date(iso);
  const zone = format(locale, 'zone', { timeZoneName: 'short' })
    .formatToParts(date)
    .find((p) => p.type === 'timeZoneName')?.value;
  const when = format(locale, 'when', { dateStyle: 'medium', timeStyle: 'short' }).format(date);
  return `${when}${zone ? ` ${zone}` : ''}`;
}

/** "Nov 25, 2026" / "25 nov. 2026": the Toronto day. */
export const formatDay = (iso: string, locale: Locale = 'en-CA') =>
  format(locale, 'day', { dateStyle: 'medium' }).format(new Date(iso));

/** "2 h 35 min", "12 min", "3 days" / "3 jours": how long someone has waited. */
export function formatWait(ms: number, locale: Locale = 'en-CA'): string {
  const minutes = Math.max(0, Math.floor(ms / 60_000));
  const hours = Math.floor(minutes / 60);
  if (hours >= 48) {
    return new Intl.NumberFormat(locale, {
      style: 'unit',
      unit: 'day',
      unitDisplay: 'long',
    }).format(Math.floor(hours / 24));
  }
  return hours > 0 ? `${hours} h ${minutes % 60} min` : `${minutes} min`;
}

export const badge = {
  good: 'bg-emerald-50 text-success',
  warn: 'bg-amber-50 text-amber-900',
  bad: 'bg-red-50 text-danger',
  plain: 'bg-blush-50 text-ink',
} as const;

export function Badge({ tone, children }: { tone: keyof typeof badge; children: string }) {
  return (
    <span
      className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${badge[tone]}`}
    >
      {children}
    </span>
  );
}
