import { TIME_ZONE } from '#shared/brand.ts';

/** The appointment is an instant, shown in Toronto time whatever the browser's zone. */

/** Whether the appointment is still ahead (a draft kept overnight may have fallen behind). */
export const isFuture = (iso: string, at: number = Date.now()) => Date.parse(iso) > at;

const zoneFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  timeZoneName: 'short',
});

/** "Toronto time (EST)", or EDT in summer: the zone named for the date shown. */
export function zoneLabel(at: Date = new Date()): string {
  const name = zoneFormat.formatToParts(at).find((part) => part.type === 'timeZoneName')?.value;
  return name ? `Toronto time (${name})` : 'Toronto time';
}

const appointmentFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
});

/** "Monday, November 30, 2026 at 2:30 a.m. EST". */
export const appointmentText = (iso: string) => appointmentFormat.format(new Date(iso));
