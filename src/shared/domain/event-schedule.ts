/**
 * The schedule of an event's day (decision 0042): who does whom and when, so that everyone is
 * ready by the ready-by time. Each person is done by one team member, her services one after
 * the other; the day is planned backwards from the ready-by time, the longest person first,
 * each to the member who is free latest (the lead first on a tie), which keeps the day short.
 * The artist may adjust it; `scheduleProblem` checks an adjusted one.
 */
import { torontoParts } from './toronto-time.ts';

const MINUTE = 60_000;

export interface PartyPerson {
  /** Name or role, as the customer gave it. */
  name: string;
  /** The lengths of her services, in minutes. */
  minutes: number;
}

export interface ScheduleSlot {
  artistId: string;
  person: string;
  start: Date;
  end: Date;
}

export interface DaySchedule {
  slots: ScheduleSlot[];
  /** When the first member starts. */
  startsAt: Date;
  /** Per member, the time her day holds: from her first start to the ready-by time. */
  holds: { artistId: string; from: Date; until: Date }[];
}

/** Plans the day; `team` is the lead first, then her assistants. */
export function planDay(
  party: readonly PartyPerson[],
  team: readonly string[],
  readyBy: Date,
): DaySchedule {
  if (team.length === 0) throw new RangeError('a day needs at least one artist');
  const freeUntil = new Map(team.map((id) => [id, readyBy.getTime()]));
  const order = party
    .map((p, index) => ({ ...p, index }))
    .sort((a, b) => b.minutes - a.minutes || a.index - b.index);
  const slots: (ScheduleSlot & { index: number })[] = [];
  for (const person of order) {
    let artistId = team[0]!;
    for (const id of team) if (freeUntil.get(id)! > freeUntil.get(artistId)!) artistId = id;
    const end = freeUntil.get(artistId)!;
    const start = end - person.minutes * MINUTE;
    freeUntil.set(artistId, start);
    slots.push({
      artistId,
      person: person.name,
      start: new Date(start),
      end: new Date(end),
      index: person.index,
    });
  }
  slots.sort((a, b) => a.start.getTime() - b.start.getTime() || a.index - b.index);
  return withHolds(
    slots.map(({ index: _index, ...slot }) => slot),
    team,
    readyBy,
  );
}

/** The day's start and each member's held time, for a planned or adjusted list of slots. */
export function withHolds(
  slots: ScheduleSlot[],
  team: readonly string[],
  readyBy: Date,
): DaySchedule {
  const holds = team.flatMap((artistId) => {
    const mine = slots.filter((s) => s.artistId === artistId);
    if (mine.length === 0) return [];
    const from = new Date(Math.min(...mine.map((s) => s.start.getTime())));
    return [{ artistId, from, until: readyBy }];
  });
  const startsAt = new Date(Math.min(readyBy.getTime(), ...slots.map((s) => s.start.getTime())));
  return { slots, startsAt, holds };
}

const overlaps = (a: ScheduleSlot, b: ScheduleSlot) =>
  a.start.getTime() < b.end.getTime() && b.start.getTime() < a.end.getTime();

/**
 * What is wrong with an adjusted schedule (null when nothing is): a slot ending after the
 * ready-by time, a member in two places at once, or a person in two chairs at once.
 */
export function scheduleProblem(
  slots: readonly ScheduleSlot[],
  team: readonly string[],
  readyBy: Date,
): string | null {
  for (const [i, slot] of slots.entries()) {
    if (!team.includes(slot.artistId)) return 'Every slot must be done by a member of the team.';
    if (slot.end.getTime() <= slot.start.getTime()) return 'Every slot must end after it starts.';
    if (slot.end.getTime() > readyBy.getTime())
      return 'Everyone must be ready by the ready-by time.';
    for (const other of slots.slice(i + 1)) {
      if (!overlaps(slot, other)) continue;
      if (other.artistId === slot.artistId) return 'A team member cannot do two people at once.';
      if (other.person === slot.person) return 'One person cannot be in two chairs at once.';
    }
  }
  return null;
}

/** Whether the day starts before `hour` o'clock, Toronto time (when an early-start fee applies). */
export function startsEarly(startsAt: Date, hour = 7): boolean {
  const { hour: h } = torontoParts(startsAt);
  return h < hour;
}
