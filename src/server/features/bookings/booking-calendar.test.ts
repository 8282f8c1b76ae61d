import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { bookingCalendarFile, calendarText, type CalendarEvent } from './booking-calendar.ts';

const event = (appointmentAt: string, id = '1'): CalendarEvent => ({
  bookingId: `6f1c1a1e-0000-4000-8000-00000000000${id}`,
  appointmentAt: new Date(appointmentAt),
  endsAt: new Date(new Date(appointmentAt).getTime() + 3_600_000),
  summary: 'Bridal Makeup with Ava Artist',
  location: 'Toronto',
  description: '',
});

/** Reads a calendar as Mozilla's parser (Thunderbird's) does: its own time zone applied. */
function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text) as unknown[]);
  for (const zone of calendar.getAllSubcomponents('vtimezone')) {
    ICAL.TimezoneService.register(new ICAL.Timezone(zone));
  }
  return calendar.getAllSubcomponents('vevent').map((vevent) => {
    const e = new ICAL.Event(vevent);
    return {
      uid: e.uid,
      start: e.startDate.toJSDate().toISOString(),
      end: e.endDate.toJSDate().toISOString(),
      zone: e.startDate.zone?.tzid,
    };
  });
}

describe('the calendar file', () => {
  const file = bookingCalendarFile(
    {
      bookingId: '6f1c1a1e-0000-4000-8000-000000000001',
      appointmentAt: new Date('2026-12-05T19:30:00Z'),
      endsAt: new Date('2026-12-05T20:30:00Z'),
      summary: 'Bridal Makeup, Blowout with Ava Artist',
      location: "At Ava Artist's studio: 100 Queen St W; Suite 4, Toronto, ON M5H 2N2",
      description: `Booking code: ABC234\n${'2 × Bridal Makeup: $160.00 — a long line. '.repeat(4)}`,
    },
    new Date('2026-12-01T12:00:00Z'),
  );
  const lines = file.content.split('\r\n');

  it('holds the appointment from start to end in Toronto time, with the zone defined', () => {
    expect(lines).toContain('DTSTART;TZID=America/Toronto:20261205T143000');
    expect(lines).toContain('DTEND;TZID=America/Toronto:20261205T153000');
    expect(lines).toContain('DTSTAMP:20261201T120000Z');
    expect(lines).toContain('TZID:America/Toronto');
    expect(parse(file.content)).toEqual([
      {
        uid: 'booking-6f1c1a1e-0000-4000-8000-000000000001@blush',
        start: '2026-12-05T19:30:00.000Z',
        end: '2026-12-05T20:30:00.000Z',
        zone: 'America/Toronto',
      },
    ]);
  });

  it('escapes text and folds long lines at 75 octets', () => {
    const unfolded = file.content.replace(/\r\n /g, '');
    expect(unfolded).toContain('SUMMARY:Bridal Makeup\\, Blowout with Ava Artist');
    expect(unfolded).toContain('100 Queen St W\\; Suite 4\\, Toronto\\, ON M5H 2N2');
    expect(unfolded).toContain('DESCRIPTION:Booking code: ABC234\\n2 × Bridal Makeup');
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(file.content.endsWith('END:VCALENDAR\r\n')).toBe(true);
  });
});

describe('a calendar of several bookings', () => {
  // Summer and winter, both change days, and the repeated hour of November 1, 2026
  // (1:30 EDT = 05:30Z, then 1:30 EST = 06:30Z).
  const instants = [
    '2026-07-01T14:00:00.000Z',
    '2026-12-24T15:00:00.000Z',
    '2027-03-14T06:30:00.000Z',
    '2027-03-14T07:30:00.000Z',
    '2026-11-01T05:30:00.000Z',
    '2026-11-01T06:30:00.000Z',
  ];
  const text = calendarText(
    instants.map((at, i) => event(at, String(i))),
    { name: 'Blush bookings', now: new Date('2026-06-01T00:00:00Z') },
  );

  it('means the same instants to a calendar program, across daylight-saving changes', () => {
    const read = parse(text);
    expect(read.map((e) => e.start)).toEqual(instants);
    expect(read.map((e) => new Date(e.end).getTime() - new Date(e.start).getTime())).toEqual(
      instants.map(() => 3_600_000),
    );
  });

  it('writes both 1:30s of the autumn change in UTC, which no program can misread', () => {
    expect(text).toContain('DTSTART:20261101T053000Z');
    expect(text).toContain('DTSTART:20261101T063000Z');
    expect(text).toContain('DTSTART;TZID=America/Toronto:20270314T033000');
  });

  it('names itself and asks subscribers to refresh hourly', () => {
    expect(text).toContain('X-WR-CALNAME:Blush bookings');
    expect(text).toContain('REFRESH-INTERVAL;VALUE=DURATION:PT1H');
  });
});
