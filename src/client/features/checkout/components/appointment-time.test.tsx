import { parseZonedDateTime } from '@internationalized/date';
import { describe, expect, it } from 'vitest';
import { nextSlot, snapToStep, todaySlot, zoneLabel } from './appointment-time.ts';

const at = (text: string) => parseZonedDateTime(`${text}[America/Toronto]`);
const clock = (value: { hour: number; minute: number }) =>
  `${value.hour}:${String(value.minute).padStart(2, '0')}`;

describe('appointment times on 5-minute steps', () => {
  it.each([
    ['2026-11-30T10:07', '10:05'],
    ['2026-11-30T10:08', '10:10'],
    ['2026-11-30T10:58', '10:55'],
    ['2026-11-30T10:35', '10:35'],
  ])('snaps a typed %s to the nearest slot of the hour (%s)', (typed, slot) => {
    expect(clock(snapToStep(at(typed), at('2026-11-30T10:00')))).toBe(slot);
  });

  it('follows an arrow key to the next slot in its direction, within the hour', () => {
    expect(clock(snapToStep(at('2026-11-30T10:36'), at('2026-11-30T10:35')))).toBe('10:40');
    expect(clock(snapToStep(at('2026-11-30T10:34'), at('2026-11-30T10:35')))).toBe('10:30');
    expect(clock(snapToStep(at('2026-11-30T10:56'), at('2026-11-30T10:55')))).toBe('10:00');
    expect(clock(snapToStep(at('2026-11-30T10:59'), at('2026-11-30T10:00')))).toBe('10:55');
  });

  it('drops seconds', () => {
    const snapped = snapToStep(at('2026-11-30T10:35:42'), null);
    expect([snapped.minute, snapped.second, snapped.millisecond]).toEqual([35, 0, 0]);
  });

  it('offers the first slot at or after a moment, and "Today" an hour ahead at least', () => {
    expect(clock(nextSlot(at('2026-11-30T10:35')))).toBe('10:35');
    expect(clock(nextSlot(at('2026-11-30T10:35:01')))).toBe('10:40');
    expect(clock(nextSlot(at('2026-11-30T10:57')))).toBe('11:00');
    expect(todaySlot(at('2026-11-30T23:12')).toString()).toBe(
      '2026-12-01T00:15:00-05:00[America/Toronto]',
    );
  });

  it('names the zone, standard or daylight time', () => {
    expect(zoneLabel(new Date('2026-12-01T12:00:00Z'))).toBe('Toronto time (EST)');
    expect(zoneLabel(new Date('2026-07-01T12:00:00Z'))).toBe('Toronto time (EDT)');
  });
});
