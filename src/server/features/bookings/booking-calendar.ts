import { PRODUCT_NAME } from '#shared/brand.ts';
import type { EmailAttachment } from '../../integrations/email/mailer.ts';

/** Services carry no duration yet; a calendar entry needs an end, so it blocks an hour. */
const EVENT_MS = 3_600_000;

/** RFC 5545 text: backslash, semicolon, comma and newlines escaped. */
function escapeText(value: string): string {
  return value
    .replaceAll('\\', '\\\\')
    .replaceAll(';', '\\;')
    .replaceAll(',', '\\,')
    .replace(/\r?\n/g, '\\n');
}

/** Lines longer than 75 octets continue on the next line after a space (RFC 5545 §3.1). */
function fold(line: string): string {
  const bytes = new TextEncoder().encode(line);
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const char of line) {
    const n = new TextEncoder().encode(char).length;
    if (size + n > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = '';
      size = 0;
    }
    current += char;
    size += n;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** 2026-12-05T19:30:00.000Z → 20261205T193000Z */
const utc = (instant: Date) =>
  instant
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

export interface CalendarEvent {
  bookingId: string;
  appointmentAt: Date;
  /** The end (start + the services' durations); an hour after the start when absent. */
  endsAt?: Date;
  summary: string;
  location: string;
  description: string;
}

/**
 * The appointment as an .ics file. Times are UTC instants, which every calendar shows in its
 * owner's zone; the text names Toronto time for people reading it.
 */
export function bookingCalendarFile(event: CalendarEvent, now = new Date()): EmailAttachment {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${PRODUCT_NAME}//Bookings//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:booking-${event.bookingId}@${PRODUCT_NAME.toLowerCase()}`,
    `DTSTAMP:${utc(now)}`,
    `DTSTART:${utc(event.appointmentAt)}`,
    `DTEND:${utc(event.endsAt ?? new Date(event.appointmentAt.getTime() + EVENT_MS))}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `LOCATION:${escapeText(event.location)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return {
    filename: 'booking.ics',
    contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
    content: `${lines.map(fold).join('\r\n')}\r\n`,
  };
}
