import { busyRange, isFreeSlot } from '#shared/domain/availability.ts';
import { addCalendarDays, torontoDay, torontoInstant } from '#shared/domain/toronto-time.ts';
import type { Db } from '../db/open-db.ts';
import { AppError } from '../http/app-error.ts';
import { findArtistSchedule, findBusyBookings } from './calendar.queries.ts';

/**
 * An artist's calendar as bookings use it (checkout, postponement) and the availability wing
 * reads it: below the features, like `server/money`, so each can call it.
 */
export const SLOT_TAKEN = 'That time was just taken — pick another';
const NOT_OPEN = 'The artist does not take bookings at that time — pick one of the free times';

const startOf = (date: string) => {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return torontoInstant(y, m, d);
};

/** The busy bookings that can touch slots on the dates from `from` to `to`. */
export function busyAround(db: Db, artistId: string, from: string, to: string, exceptId?: string) {
  return findBusyBookings(
    db,
    artistId,
    startOf(addCalendarDays(from, -1)),
    startOf(addCalendarDays(to, 2)),
    exceptId,
  );
}

export type ArtistCalendar = NonNullable<Awaited<ReturnType<typeof findArtistSchedule>>>;

/**
 * Inside a booking's transaction, first: holds the artist's calendar until it commits, so one
 * booking decision at a time is made per artist (the daily limit included), and reads their
 * schedule in the same statement.
 */
export async function lockCalendar(tx: Db, artistId: string): Promise<ArtistCalendar> {
  const artist = await findArtistSchedule(tx, artistId, true);
  if (!artist) throw new AppError('not_found', 'This artist does not exist.');
  return artist;
}

/**
 * Inside the booking's transaction, with the calendar locked (`artist` as `lockCalendar` read
 * it): checks that `start` is still a free slot for `minutes`. Answers the busy range to store
 * and whether the artist books instantly; a slot taken meanwhile is a 409. The exclusion
 * constraint stays the last word.
 */
export async function claimSlot(
  tx: Db,
  artistId: string,
  artist: ArtistCalendar,
  start: Date,
  minutes: number,
  now: Date,
): Promise<{ busyFrom: Date; busyUntil: Date; instantBook: boolean }> {
  const day = torontoDay(start);
  const busy = await busyAround(tx, artistId, day, addCalendarDays(day, Math.ceil(minutes / 1440)));
  if (!isFreeSlot({ schedule: artist.schedule, start, minutes, now, busy: [] })) {
    throw new AppError('conflict', NOT_OPEN, { appointmentAt: NOT_OPEN });
  }
  if (!isFreeSlot({ schedule: artist.schedule, start, minutes, now, busy })) {
    throw new AppError('conflict', SLOT_TAKEN, { appointmentAt: SLOT_TAKEN });
  }
  return { ...busyRange(artist.schedule, start, minutes), instantBook: artist.instantBook };
}

/**
 * Which of `starts` are still free slots of the artist for a booking of `minutes` (a
 * postponement's proposed times), leaving out the time of the booking `exceptId`.
 */
export async function stillFree(
  db: Db,
  artistId: string,
  starts: Date[],
  minutes: number,
  exceptId?: string,
): Promise<Date[]> {
  const artist = await findArtistSchedule(db, artistId);
  if (!artist?.listed || starts.length === 0) return [];
  const days = starts.map(torontoDay).sort();
  const to = addCalendarDays(days.at(-1)!, Math.ceil(minutes / 1440));
  const busy = await busyAround(db, artistId, days[0]!, to, exceptId);
  const now = new Date();
  return starts.filter((start) =>
    isFreeSlot({ schedule: artist.schedule, start, minutes, now, busy }),
  );
}
