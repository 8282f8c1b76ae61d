import { TIME_ZONE } from '#shared/brand.ts';

const whenFormat = new Intl.DateTimeFormat('en-CA', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: TIME_ZONE,
});
const zoneFormat = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, timeZoneName: 'short' });
const dayFormat = new Intl.DateTimeFormat('en-CA', { dateStyle: 'medium', timeZone: TIME_ZONE });

/** "Nov 25, 2026, 1:10 p.m. EST": Toronto time, whatever the browser's zone, zone named. */
export function formatWhen(iso: string): string {
  const date = new Date(iso);
  const zone = zoneFormat.formatToParts(date).find((p) => p.type === 'timeZoneName')?.value;
  return `${whenFormat.format(date)}${zone ? ` ${zone}` : ''}`;
}

/** "Nov 25, 2026": the Toronto day. */
export const formatDay = (iso: string) => dayFormat.format(new Date(iso));

/** "2 h 35 min", "12 min": how long someone has waited. */
export function formatWait(ms: number): string {
  const minutes = Math.max(0, Math.floor(ms / 60_000));
  const hours = Math.floor(minutes / 60);
  if (hours >= 48) return `${Math.floor(hours / 24)} days`;
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
