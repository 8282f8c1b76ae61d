import { describe, expect, it } from 'vitest';
import { bookingCalendarFile } from './booking-calendar.ts';

describe('the calendar file', () => {
  const file = bookingCalendarFile(
    {
      bookingId: '6f1c1a1e-0000-4000-8000-000000000001',
      appointmentAt: new Date('2026-12-05T19:30:00Z'),
      summary: 'Bridal Makeup, Blowout with Ava Artist',
      location: "At Ava Artist's studio: 100 Queen St W; Suite 4, Toronto, ON M5H 2N2",
      description: `Booking code: ABC234\n${'2 × Bridal Makeup: $160.00 — a long line. '.repeat(4)}`,
    },
    new Date('2026-12-01T12:00:00Z'),
  );
  const lines = file.content.split('\r\n');

  it('holds the appointment as a UTC instant, an hour long', () => {
    expect(lines).toContain('DTSTART:20261205T193000Z');
    expect(lines).toContain('DTEND:20261205T203000Z');
    expect(lines).toContain('DTSTAMP:20261201T120000Z');
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
