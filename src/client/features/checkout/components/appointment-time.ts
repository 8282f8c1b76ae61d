import { TIME_ZONE } from '#shared/brand.ts';

/** The appointment is an instant, shown in Toronto time whatever the browser's zone. */

/** Whether the appointment is still ahead (a draft kept overnight may have fallen behind). */
export const isFuture = (iso: string, at: number = Date.now()) => Date.parse(iso) > at;

export { zoneLabel } from '#shared/domain/toronto-time.ts';

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
