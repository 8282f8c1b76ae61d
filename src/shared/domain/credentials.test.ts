import { describe, expect, it } from 'vitest';
import { badgeShown, reminderDue, suggestedExpiry, uploadDateProblem } from './credentials.ts';

describe('uploadDateProblem', () => {
  const today = '2026-11-28';
  it.each([
    ['insurance', {}, { field: 'expiresOn', message: 'is required' }],
    [
      'insurance',
      { expiresOn: '2026-11-27' },
      { field: 'expiresOn', message: 'must not be in the past' },
    ],
    ['insurance', { expiresOn: '2026-11-28' }, null],
    ['police-check', {}, { field: 'issuedOn', message: 'is required' }],
    [
      'police-check',
      { issuedOn: '2026-11-29' },
      { field: 'issuedOn', message: 'must not be in the future' },
    ],
    [
      'police-check',
      { issuedOn: '2025-11-27' },
      { field: 'issuedOn', message: 'must be less than a year old' },
    ],
    ['police-check', { issuedOn: '2026-01-10' }, null],
    ['training', {}, null],
    [
      'training',
      { expiresOn: '2020-01-01' },
      { field: 'expiresOn', message: 'must not be in the past' },
    ],
  ] as const)('%s %j → %j', (kind, dates, expected) => {
    expect(uploadDateProblem(kind, dates, today)).toEqual(expected);
  });
});

describe('suggestedExpiry', () => {
  it.each([
    ['insurance', { expiresOn: '2027-03-01', issuedOn: null }, '2027-03-01'],
    ['police-check', { expiresOn: null, issuedOn: '2026-06-01' }, '2027-06-01'],
    ['training', { expiresOn: null, issuedOn: null }, null],
  ] as const)('%s %j → %s', (kind, dates, expected) => {
    expect(suggestedExpiry(kind, dates)).toBe(expected);
  });
});

describe('badgeShown', () => {
  it.each([
    [null, true],
    ['2026-11-28', true],
    ['2026-11-27', false],
  ])('expiring %s → %s', (expiresOn, shown) => {
    expect(badgeShown(expiresOn, '2026-11-28')).toBe(shown);
  });
});

describe('reminderDue', () => {
  it.each([
    ['2027-01-10', null], // 43 days away
    ['2026-12-28', 30], // exactly 30 days
    ['2026-12-10', 30], // 12 days: the 30-day one if it was missed
    ['2026-12-05', 7], // exactly 7 days
    ['2026-11-28', 7], // today
    ['2026-11-27', null], // expired
  ])('expiring %s → %s', (expiresOn, due) => {
    expect(reminderDue(expiresOn, '2026-11-28')).toBe(due);
  });
});
