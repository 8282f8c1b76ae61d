import { PRODUCT_NAME, TIME_ZONE } from '#shared/brand.ts';
import { torontoParts } from '#shared/domain/toronto-time.ts';
import { serverTranslator } from '#shared/i18n/catalogues.ts';
import { DEFAULT_LOCALE, localizedPath, type Locale } from '#shared/i18n/locales.ts';
import type { EmailAttachment } from '../../integrations/email/mailer.ts';
import { nameOf, placeOf, serviceLines } from './booking-email-parts.ts';
import type { BookingRow } from './bookings.queries.ts';

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

const pad = (n: number) => String(n).padStart(2, '0');

const HOUR_MS = 3_600_000;

/** "2026-11-01T01:30": Toronto's wall clock at an instant, to the minute. */
function wallClock(instant: Date): string {
  const p = torontoParts(instant);
  return `${p.year}${pad(p.month)}${pad(p.day)}T${pad(p.hour)}${pad(p.minute)}${pad(p.second)}`;
}

/**
 * A time property in Toronto's zone (`DTSTART;TZID=America/Toronto:20261205T143000`), so a
 * calendar shows the appointment in the city's time. In the autumn's repeated hour the wall
 * clock names two instants, and calendar programs disagree on which they read (RFC 5545 says
 * the first; Mozilla's parser takes the second), so both are written in UTC.
 */
function timeProperty(name: string, instant: Date): string {
  const local = wallClock(instant);
  const repeated = [-HOUR_MS, HOUR_MS].some(
    (shift) => wallClock(new Date(instant.getTime() + shift)) === local,
  );
  return repeated ? `${name}:${utc(instant)}` : `${name};TZID=${TIME_ZONE}:${local}`;
}

/** Toronto's rules since 2007: EDT from the second Sunday of March, EST from the first of November. */
const TORONTO_ZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${TIME_ZONE}`,
  `X-LIC-LOCATION:${TIME_ZONE}`,
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:-0500',
  'TZOFFSETTO:-0400',
  'TZNAME:EDT',
  'DTSTART:20070311T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:-0400',
  'TZOFFSETTO:-0500',
  'TZNAME:EST',
  'DTSTART:20071104T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

export interface CalendarEvent {
  bookingId: string;
  appointmentAt: Date;
  /** The end: the start plus the services' durations. */
  endsAt: Date;
  summary: string;
  location: string;
  description: string;
  /** A request not yet answered is tentative; an accepted or completed booking confirmed. */
  status?: 'TENTATIVE' | 'CONFIRMED';
  /** Where the booking is seen in the app. */
  url?: string;
  /** When the booking last changed. */
  updatedAt?: Date;
}

function eventLines(event: CalendarEvent, now: Date): string[] {
  return [
    'BEGIN:VEVENT',
    `UID:booking-${event.bookingId}@${PRODUCT_NAME.toLowerCase()}`,
    `DTSTAMP:${utc(now)}`,
    ...(event.updatedAt ? [`LAST-MODIFIED:${utc(event.updatedAt)}`] : []),
    timeProperty('DTSTART', event.appointmentAt),
    timeProperty('DTEND', event.endsAt),
    `SUMMARY:${escapeText(event.summary)}`,
    `LOCATION:${escapeText(event.location)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    ...(event.status ? [`STATUS:${event.status}`] : []),
    ...(event.url ? [`URL:${event.url}`] : []),
    'END:VEVENT',
  ];
}

/**
 * An iCalendar object (RFC 5545) of `events`, in Toronto's zone. `name` titles a subscribed
 * calendar; a refresh interval tells subscribers to look again hourly.
 */
export function calendarText(
  events: CalendarEvent[],
  options: { name?: string; now?: Date } = {},
): string {
  const now = options.now ?? new Date();
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${PRODUCT_NAME}//Bookings//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...(options.name
      ? [
          `X-WR-CALNAME:${escapeText(options.name)}`,
          `X-WR-TIMEZONE:${TIME_ZONE}`,
          'REFRESH-INTERVAL;VALUE=DURATION:PT1H',
          'X-PUBLISHED-TTL:PT1H',
        ]
      : []),
    ...TORONTO_ZONE,
    ...events.flatMap((event) => eventLines(event, now)),
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}

/** The appointment as an .ics file for an e-mail. */
export function bookingCalendarFile(event: CalendarEvent, now = new Date()): EmailAttachment {
  return {
    filename: 'booking.ics',
    contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
    content: calendarText([event], { now }),
  };
}

/** How a booking reads in one party's calendar (their subscription, their reminders), in `locale`. */
export function bookingEvent(
  row: BookingRow,
  as: 'artist' | 'customer',
  publicUrl: string,
  locale: Locale = DEFAULT_LOCALE,
): CalendarEvent {
  const { t } = serverTranslator(locale);
  const { booking } = row;
  const services = booking.services.map((s) => s.typeOfService).join(', ');
  const request = booking.state === 'request';
  const summary =
    as === 'artist'
      ? t('email.calendar.forCustomer', { services, name: nameOf(row.customer) })
      : t('email.calendar.withArtist', { services, name: nameOf(row.artist) });
  const answer =
    as === 'artist'
      ? t('email.calendar.answerArtist')
      : t('email.calendar.answerCustomer', { name: row.artist.firstName });
  return {
    bookingId: booking.id,
    appointmentAt: booking.appointmentAt,
    endsAt: booking.endsAt,
    summary: request ? t('email.calendar.requested', { summary }) : summary,
    location: placeOf(row, as, t),
    description: [request ? answer : null, serviceLines(row, locale)].filter(Boolean).join('\n'),
    status: request ? 'TENTATIVE' : 'CONFIRMED',
    url: `${publicUrl}${localizedPath(as === 'artist' ? '/bookings' : '/bookings-user', locale)}`,
    updatedAt: booking.updatedAt,
  };
}

/** The accepted booking's file for the customer, with its code, in her language. */
export function acceptedCalendarFile(row: BookingRow): EmailAttachment {
  const { booking, artist, customer } = row;
  const { t } = serverTranslator(customer.locale);
  return bookingCalendarFile({
    bookingId: booking.id,
    appointmentAt: booking.appointmentAt,
    endsAt: booking.endsAt,
    summary: t('email.calendar.withArtist', {
      services: booking.services.map((s) => s.typeOfService).join(', '),
      name: nameOf(artist),
    }),
    location: placeOf(row, 'customer', t),
    description: [
      t('email.calendar.code', { code: booking.bookCode ?? '' }),
      serviceLines(row, customer.locale),
    ].join('\n'),
  });
}
