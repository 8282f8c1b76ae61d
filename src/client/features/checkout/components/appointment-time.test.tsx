import { describe, expect, it } from 'vitest';
import { zoneLabel } from './appointment-time.ts';

describe('the appointment’s zone', () => {
  it('names the zone, standard or daylight time', () => {
    expect(zoneLabel(new Date('2026-12-01T12:00:00Z'))).toBe('Toronto time (EST)');
    expect(zoneLabel(new Date('2026-07-01T12:00:00Z'))).toBe('Toronto time (EDT)');
  });
});
