import { describe, expect, it } from 'vitest';
import { EventRequestInput, QuoteInput, READY_BY_PAST, TRIAL_AFTER_EVENT } from './events.ts';

const person = { name: 'Bride', serviceIds: ['7f1c1a52-59c6-4d43-9a4b-0a5a4c1f0a11'] };
const future = new Date(Date.now() + 30 * 86_400_000).toISOString();
const valid = {
  eventType: 'wedding',
  readyBy: future,
  address: '100 Queen St W, Toronto',
  people: [person],
  trialWanted: false,
  idempotencyKey: '0b6a8d3c-1f7e-4b0a-9c39-6a1d1e2f3a4b',
};
const problems = (input: unknown) => {
  const result = EventRequestInput.safeParse(input);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('EventRequestInput', () => {
  it('takes a party of 1 and of 30', () => {
    expect(problems(valid)).toEqual({});
    expect(problems({ ...valid, people: Array.from({ length: 30 }, () => person) })).toEqual({});
  });

  it.each([
    ['a party of 0', { people: [] }, 'people', 'A party is at least 1 person'],
    [
      'a party of 31',
      { people: Array.from({ length: 31 }, () => person) },
      'people',
      'A party is at most 30 people',
    ],
    ['a ready-by time in the past', { readyBy: '2020-06-01T14:00:00Z' }, 'readyBy', READY_BY_PAST],
    [
      'a trial after the event',
      { trialWanted: true, trialAt: new Date(Date.parse(future) + 3_600_000).toISOString() },
      'trialAt',
      TRIAL_AFTER_EVENT,
    ],
    [
      'a trial wanted with no time',
      { trialWanted: true },
      'trialAt',
      'Choose when the trial should be',
    ],
    [
      'a person with no service',
      { people: [{ name: 'Mother', serviceIds: [] }] },
      'people.0.serviceIds',
      'Choose at least one service',
    ],
    ['an unknown kind of event', { eventType: 'gala' }, 'eventType', 'Choose the kind of event'],
  ])('refuses %s, naming the field', (_name, change, field, message) => {
    expect(problems({ ...valid, ...change })[field]).toBe(message);
  });
});

describe('QuoteInput', () => {
  const quote = {
    lines: [{ person: 'Bride', service: 'Makeup', priceCents: 20_000, minutes: 75 }],
    travelFeeCents: 0,
    earlyStartFeeCents: 0,
    trialPriceCents: null,
    refundableUntil: future,
    validUntil: future,
    assistantIds: [],
  };
  it('defaults the retainer to 30%', () => {
    expect(QuoteInput.parse(quote).retainerPercent).toBe(30);
  });
  it.each([
    [{ retainerPercent: 101 }, 'retainerPercent'],
    [{ lines: [] }, 'lines'],
    [{ travelFeeCents: -1 }, 'travelFeeCents'],
    [{ assistantIds: Array.from({ length: 6 }, () => person.serviceIds[0]) }, 'assistantIds'],
  ])('refuses %o', (change, field) => {
    const result = QuoteInput.safeParse({ ...quote, ...change });
    expect(result.success ? [] : result.error.issues.map((i) => i.path.join('.'))).toContain(field);
  });
});
