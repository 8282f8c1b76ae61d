import { busyRange, isFreeSlot } from '#shared/domain/availability.ts';
import type { LatLng } from '#shared/domain/travel.ts';
import { addCalendarDays, torontoDay, torontoInstant } from '#shared/domain/toronto-time.ts';
import type { Db } from '../db/open-db.ts';
import { AppError } from '../app-error.ts';
import { findArtistSchedule, findBusyBookings, readBookingCalendar } from './calendar.queries.ts';

/**
 * An artist's calendar as bookings use it (checkout, postponement) and the availability wing
 * reads it: below the features, like `server/money`, so each can call it.
 */
export const SLOT_TAKEN = 'That time was just taken — pick another';
export const EVENT_HELD =
  'The artist is booked for a wedding or event at that time — pick another time or another day';
const NOT_OPEN = 'The artist does not take bookings at that time — pick one of the free times';
export const CANNOT_REACH =
  'The artist cannot travel there in time from her booking before, or on to her next one — pick another time';

const startOf = (date: string) => {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return torontoInstant(y, m, d);
};

/** The instants from which bookings can touch slots on the dates from `from` to `to`. */
function busyWindow(from: string, to: string): [Date, Date] {
  return [startOf(addCalendarDays(from, -1)), startOf(addCalendarDays(to, 2))];
}

/** The busy bookings that can touch slots on the dates from `from` to `to`. */
export function busyAround(db: Db, artistId: string, from: string, to: string, exceptId?: string) {
  return findBusyBookings(db, artistId, ...busyWindow(from, to), exceptId);
}

/**
 * For a new booking: checks that `start` is a free slot of the artist for `minutes`, on one
 * reading of their calendar. Answers the busy range to store, whether the artist books
 * instantly, and the calendar version the booking takes (one more than the reading's): the
 * database refuses a second booking of the same version, which is then decided again on a new
 * reading. A slot taken is a 409; the exclusion constraint stays the last word.
 */
export async function claimSlot(
  db: Db,
  artistId: string,
  start: Date,
  minutes: number,
  now: Date,
  /** Where the booking happens: the artist must be able to get there and on to her next. */
  place: LatLng | null = null,
): Promise<{ busyFrom: Date; busyUntil: Date; instantBook: boolean; calendarVersion: number }> {
  const day = torontoDay(start);
  const window = busyWindow(day, addCalendarDays(day, Math.ceil(minutes / 1440)));
  const calendar = await readBookingCalendar(db, artistId, ...window);
  if (!calendar) throw new AppError('not_found', 'This artist does not exist.');
  const { schedule } = calendar;
  const busy = [...calendar.busy, ...calendar.holds];
  if (!isFreeSlot({ schedule, start, minutes, now, busy: [] })) {
    throw new AppError('conflict', NOT_OPEN, { appointmentAt: NOT_OPEN });
  }
  if (!isFreeSlot({ schedule, start, minutes, now, busy: calendar.busy })) {
    throw new AppError('conflict', SLOT_TAKEN, { appointmentAt: SLOT_TAKEN });
  }
  if (!isFreeSlot({ schedule, start, minutes, now, busy })) {
    throw new AppError('conflict', EVENT_HELD, { appointmentAt: EVENT_HELD });
  }
  if (place && !isFreeSlot({ schedule, start, minutes, now, busy, place, base: calendar.base })) {
    throw new AppError('conflict', CANNOT_REACH, { appointmentAt: CANNOT_REACH });
  }
  return {
    ...busyRange(schedule, start, minutes),
    instantBook: calendar.instantBook,
    calendarVersion: calendar.version + 1,
  };
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
