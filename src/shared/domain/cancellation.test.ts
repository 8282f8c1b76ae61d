import { describe, expect, it } from 'vitest';
import {
  cancellationChargePercent,
  cancellationPolicy,
  customerCancellationPercent,
  describeCancellationPolicy,
  type CancellationTier,
} from './cancellation.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const appointmentAt = new Date('2026-05-20T18:00:00Z');
const before = (ms: number) => new Date(appointmentAt.getTime() - ms);

describe('cancellationChargePercent', () => {
  it.each([
    ['10 hours before', 10 * HOUR, 0],
    ['exactly 4 hours before', 4 * HOUR, 0],
    ['3 h 59 min before', 3 * HOUR + 59 * MINUTE, 50],
    ['one millisecond under 4 hours before', 4 * HOUR - 1, 50],
    ['at the start', 0, 50],
    ['30 minutes after the start', -30 * MINUTE, 50],
    ['a week before', 7 * 24 * HOUR, 0],
  ])('with the default policy, cancelling %s charges %i%%', (_name, ms, percent) => {
    expect(cancellationChargePercent(appointmentAt, before(ms))).toBe(percent);
  });

  const threeTiers: CancellationTier[] = [
    { minHoursBefore: 24, chargePercent: 0 },
    { minHoursBefore: 2, chargePercent: 25 },
    { minHoursBefore: null, chargePercent: 100 },
  ];

  it.each([
    ['30 hours before', 30 * HOUR, 0],
    ['exactly 24 hours before', 24 * HOUR, 0],
    ['23 h 59 min before', 23 * HOUR + 59 * MINUTE, 25],
    ['exactly 2 hours before', 2 * HOUR, 25],
    ['1 h 59 min before', HOUR + 59 * MINUTE, 100],
    ['at the start', 0, 100],
    ['after the start', -HOUR, 100],
  ])('with a three-tier policy, cancelling %s charges %i%%', (_name, ms, percent) => {
    expect(cancellationChargePercent(appointmentAt, before(ms), threeTiers)).toBe(percent);
  });
});

describe('describeCancellationPolicy', () => {
  it('is the product’s default policy', () => {
    expect(cancellationPolicy).toEqual([
      { minHoursBefore: 4, chargePercent: 0 },
      { minHoursBefore: null, chargePercent: 50 },
    ]);
  });

  it.each<[string, CancellationTier[] | undefined, string[]]>([
    [
      'the default policy',
      undefined,
      [
        'Free if you cancel at least 4 hours before the appointment.',
        '50% of the total if you cancel less than 4 hours before the appointment, or after it starts.',
      ],
    ],
    [
      'a three-tier policy',
      [
        { minHoursBefore: 24, chargePercent: 0 },
        { minHoursBefore: 2, chargePercent: 25 },
        { minHoursBefore: null, chargePercent: 100 },
      ],
      [
        'Free if you cancel at least 24 hours before the appointment.',
        '25% of the total if you cancel less than 24 hours but at least 2 hours before the appointment.',
        '100% of the total if you cancel less than 2 hours before the appointment, or after it starts.',
      ],
    ],
    [
      'a one-hour policy',
      [
        { minHoursBefore: 1, chargePercent: 0 },
        { minHoursBefore: null, chargePercent: 10 },
      ],
      [
        'Free if you cancel at least 1 hour before the appointment.',
        '10% of the total if you cancel less than 1 hour before the appointment, or after it starts.',
      ],
    ],
    ['a free policy', [{ minHoursBefore: null, chargePercent: 0 }], ['Free whenever you cancel.']],
    [
      'a no-refund policy',
      [{ minHoursBefore: null, chargePercent: 100 }],
      ['100% of the total whenever you cancel.'],
    ],
  ])('describes %s', (_name, policy, sentences) => {
    expect(describeCancellationPolicy(policy)).toEqual(sentences);
  });
});

describe('customerCancellationPercent', () => {
  const appointment = new Date('2026-12-05T19:30:00Z');
  const hoursBefore = (h: number) => new Date(appointment.getTime() - h * 3_600_000);
  it.each([
    ['request', 1, 0],
    ['request', 10, 0],
    ['accepted', 10, 0],
    ['accepted', 4, 0],
    ['accepted', 3.99, 50],
    ['accepted', -1, 50],
  ])('%s cancelled %d h before costs %d%%', (state, hours, percent) => {
    expect(customerCancellationPercent(state, appointment, hoursBefore(hours))).toBe(percent);
  });
});
