import { formatTorontoDateTime } from '#shared/domain/toronto-time.ts';
import type { Locale } from '#shared/i18n/locales.ts';

/** The appointment is an instant, shown in Toronto time whatever the browser's zone. */

/** Whether the appointment is still ahead (a draft kept overnight may have fallen behind). */
export const isFuture = (iso: string, at: number = Date.now()) => Date.parse(iso) > at;

export { zoneLabel } from '#shared/domain/toronto-time.ts';

/** "Monday, November 30, 2026 at 2:30 a.m. EST"; "lundi 30 novembre 2026, 2 h 30 HNE". */
export const appointmentText = (iso: string, locale: Locale) =>
  formatTorontoDateTime(new Date(iso), locale);
