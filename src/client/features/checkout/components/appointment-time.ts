import { now, parseAbsolute, type ZonedDateTime } from '@internationalized/date';
import { TIME_ZONE } from '#shared/brand.ts';

/**
 * The appointment is an instant, chosen and shown in Toronto time whatever the browser's zone
 * (PRODUCT.md "Bookings"), on 5-minute steps (spec §9).
 */
export const STEP_MINUTES = 5;
/** "Today" offers the first slot at least this far ahead, so the artist has time to answer. */
const TODAY_LEAD_MINUTES = 60;

/** The present moment in Toronto, to the minute (the picker's minimum). */
export const torontoNow = (): ZonedDateTime => now(TIME_ZONE).set({ second: 0, millisecond: 0 });

/** The first 5-minute slot at or after `from`. */
export function nextSlot(from: ZonedDateTime): ZonedDateTime {
  const exact = from.set({ second: 0, millisecond: 0 });
  const atMinute = exact.compare(from) < 0 ? exact.add({ minutes: 1 }) : exact;
  const over = atMinute.minute % STEP_MINUTES;
  return over === 0 ? atMinute : atMinute.add({ minutes: STEP_MINUTES - over });
}

/** The "Today" button: today, at the first slot at least an hour from now. */
export const todaySlot = (from: ZonedDateTime = now(TIME_ZONE)): ZonedDateTime =>
  nextSlot(from.add({ minutes: TODAY_LEAD_MINUTES }));

/**
 * Puts a picked time on a 5-minute step. An arrow key moves the minutes by one, so a step of
 * one goes on to the next slot in that direction (wrapping within the hour, as the field
 * does); a typed minute goes to the nearest slot of the hour.
 */
export function snapToStep(next: ZonedDateTime, previous: ZonedDateTime | null): ZonedDateTime {
  const clean = next.set({ second: 0, millisecond: 0 });
  const minute = clean.minute;
  if (minute % STEP_MINUTES === 0) return clean;
  const delta = previous ? (minute - previous.minute + 60) % 60 : 0;
  let snapped: number;
  if (delta === 1) snapped = (Math.ceil(minute / STEP_MINUTES) * STEP_MINUTES) % 60;
  else if (delta === 59) snapped = Math.floor(minute / STEP_MINUTES) * STEP_MINUTES;
  else snapped = Math.min(Math.round(minute / STEP_MINUTES) * STEP_MINUTES, 60 - STEP_MINUTES);
  return clean.set({ minute: snapped });
}

/** The draft keeps the instant (ISO, UTC); the picker works on Toronto's wall clock. */
export const toZoned = (iso: string | null): ZonedDateTime | null => {
  if (!iso) return null;
  try {
    return parseAbsolute(iso, TIME_ZONE);
  } catch {
    return null;
  }
};
export const toInstant = (value: ZonedDateTime): string => value.toDate().toISOString();

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
