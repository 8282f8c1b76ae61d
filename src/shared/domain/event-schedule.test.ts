import { describe, expect, it } from 'vitest';
import { planDay, scheduleProblem, startsEarly, type ScheduleSlot } from './event-schedule.ts';

// Saturday 12 June 2027, ready by 10:00 Toronto (EDT, UTC−4).
const readyBy = new Date('2027-06-12T14:00:00Z');
const at = (hhmm: string) => new Date(`2027-06-12T${hhmm}:00-04:00`);
const party = [
  { name: 'Bride', minutes: 135 },
  { name: 'Mother', minutes: 60 },
  { name: 'Maid of honour', minutes: 90 },
  { name: 'Bridesmaid', minutes: 45 },
];
const text = (slots: ScheduleSlot[]) =>
  slots.map(
    (s) =>
      `${s.artistId} ${s.person} ${s.start.toISOString().slice(11, 16)}–${s.end.toISOString().slice(11, 16)}`,
  );

describe('planDay', () => {
  it.each([
    [
      'alone, everyone one after the other, the longest nearest the ready-by time',
      ['lead'],
      [
        'lead Bridesmaid 08:30–09:15',
        'lead Mother 09:15–10:15',
        'lead Maid of honour 10:15–11:45',
        'lead Bride 11:45–14:00',
      ],
      at('04:30'),
    ],
    [
      'with one assistant, the longest first to whoever is free latest',
      ['lead', 'ana'],
      [
        'lead Bridesmaid 11:00–11:45',
        'ana Mother 11:30–12:30',
        'lead Bride 11:45–14:00',
        'ana Maid of honour 12:30–14:00',
      ],
      at('07:00'),
    ],
    [
      'with more artists than people, each one person',
      ['lead', 'ana', 'bo', 'cy', 'di'],
      [
        'lead Bride 11:45–14:00',
        'ana Maid of honour 12:30–14:00',
        'bo Mother 13:00–14:00',
        'cy Bridesmaid 13:15–14:00',
      ],
      at('07:45'),
    ],
  ])('%s', (_name, team, expected, startsAt) => {
    const day = planDay(party, team, readyBy);
    expect(text(day.slots)).toEqual(expected);
    expect(day.startsAt).toEqual(startsAt);
    expect(scheduleProblem(day.slots, team, readyBy)).toBeNull();
    for (const hold of day.holds) expect(hold.until).toEqual(readyBy);
    expect(day.holds.map((h) => h.artistId)).toEqual(
      team.filter((id) => day.slots.some((s) => s.artistId === id)),
    );
  });

  it('holds each member from her first start', () => {
    const day = planDay(party, ['lead', 'ana'], readyBy);
    expect(day.holds).toEqual([
      { artistId: 'lead', from: at('07:00'), until: readyBy },
      { artistId: 'ana', from: at('07:30'), until: readyBy },
    ]);
  });

  it('needs an artist', () => {
    expect(() => planDay(party, [], readyBy)).toThrow(RangeError);
  });
});

describe('scheduleProblem', () => {
  const slot = (artistId: string, person: string, from: string, to: string): ScheduleSlot => ({
    artistId,
    person,
    start: at(from),
    end: at(to),
  });
  it.each([
    [[slot('lead', 'Bride', '08:00', '10:00')], null],
    [[slot('lead', 'Bride', '08:30', '10:15')], 'Everyone must be ready by the ready-by time.'],
    [[slot('zed', 'Bride', '08:00', '09:00')], 'Every slot must be done by a member of the team.'],
    [[slot('lead', 'Bride', '09:00', '09:00')], 'Every slot must end after it starts.'],
    [
      [slot('lead', 'Bride', '08:00', '09:00'), slot('lead', 'Mother', '08:30', '09:30')],
      'A team member cannot do two people at once.',
    ],
    [
      [slot('lead', 'Bride', '08:00', '09:00'), slot('ana', 'Bride', '08:45', '09:30')],
      'One person cannot be in two chairs at once.',
    ],
    [[slot('lead', 'Bride', '08:00', '09:00'), slot('ana', 'Bride', '09:00', '10:00')], null],
  ])('%#: %s', (slots, problem) => {
    expect(scheduleProblem(slots, ['lead', 'ana'], readyBy)).toBe(problem);
  });
});

describe('startsEarly', () => {
  it.each([
    ['06:59', true],
    ['07:00', false],
    ['05:00', true],
    ['09:30', false],
  ])('a day starting at %s Toronto time is early: %s', (hhmm, early) => {
    expect(startsEarly(at(hhmm))).toBe(early);
  });
});
