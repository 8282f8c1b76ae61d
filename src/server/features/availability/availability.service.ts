import { freeSlots, withinHours, type Schedule } from '#shared/domain/availability.ts';
import { torontoDay } from '#shared/domain/toronto-time.ts';
import type { ScheduleInput, ScheduleSaved, SlotAnswer } from '#shared/schemas/availability.ts';
import { AppError } from '../../app-error.ts';
import type { AppContext } from '../../context.ts';
import { busyAround } from '../../calendar/claim-slot.ts';
import { findArtistSchedule } from '../../calendar/calendar.queries.ts';
import { onTimeOpened } from '../../rescue/fell-through.ts';
import { placeFrom, visitTerms, type PlaceQuery } from '../../calendar/visit-place.ts';
import { findBookingsAhead, saveSchedule } from './availability.queries.ts';

/**
 * GET /api/availability/{artistUserId}: a listed artist's free start times. Given the
 * customer's place (a pin or a postal code), only the times the artist can travel there for
 * from her booking before and leave in time for her next; a place outside her area is a 400.
 *
 * The answer is kept among the public answers while her calendar's version and the minute are
 * the ones it was built at: one read of her row serves a kept answer.
 */
export async function listFreeSlots(
  ctx: AppContext,
  artistId: string,
  query: { from: string; to: string; minutes: number } & PlaceQuery,
): Promise<SlotAnswer> {
  const place = placeFrom(query);
  const artist = await findArtistSchedule(ctx.db, artistId);
  if (!artist?.listed) throw new AppError('not_found', 'This artist does not exist.');
  if (place) visitTerms(artist.serviceArea, place, artist.firstName, placeField(query));
  const minute = Math.floor(Date.now() / MINUTE);
  // Her base is read with her row and is not in her calendar's version: it is in the key.
  const base = artist.serviceArea?.base ?? null;
  const key = `slots:${artistId}:${query.from}:${query.to}:${query.minutes}:${JSON.stringify([place, base])}`;
  return ctx.publicCache.getAt(`${artist.calendarVersion}@${minute}`, key, async () => {
    const busy = await busyAround(ctx.db, artistId, query.from, query.to);
    const slots = freeSlots({
      schedule: artist.schedule,
      from: query.from,
      to: query.to,
      minutes: query.minutes,
      // As of the minute's end, so that a kept answer offers no time that passes within it.
      now: new Date((minute + 1) * MINUTE),
      busy,
      place,
      base,
    });
    return { timeZone: 'America/Toronto', slots: slots.map((s) => s.toISOString()) };
  });
}

const MINUTE = 60_000;

const placeField = (query: PlaceQuery) => (query.lat === undefined ? 'postalCode' : 'lat');

/** The artist's own schedule, without overrides that are over. */
export async function getOwnSchedule(ctx: AppContext, artistId: string): Promise<ScheduleInput> {
  const artist = await findArtistSchedule(ctx.db, artistId);
  if (!artist) throw new AppError('not_found', 'Start your artist profile first.');
  return viewOf(artist.schedule, artist.instantBook, torontoDay(new Date()));
}

function viewOf(schedule: Schedule, instantBook: boolean, today: string): ScheduleInput {
  return {
    ...schedule,
    overrides: schedule.overrides.filter((o) => o.date >= today),
    instantBook,
  };
}

/**
 * PUT /api/availability: the whole schedule; an override for a day that is over is refused.
 * The answer names the bookings still to come (requests and accepted) that the new hours
 * leave out: they stand, and the artist decides what to do with them.
 */
export async function updateSchedule(
  ctx: AppContext,
  artistId: string,
  input: ScheduleInput,
): Promise<ScheduleSaved> {
  const today = torontoDay(new Date());
  const past = input.overrides.findIndex((o) => o.date < today);
  if (past >= 0) {
    const message = 'This date is over; pick today or a later date';
    throw new AppError('validation', message, { [`overrides.${past}.date`]: message });
  }
  const { instantBook, ...schedule } = input;
  const sorted = {
    ...schedule,
    overrides: [...schedule.overrides].sort((a, b) => (a.date < b.date ? -1 : 1)),
  };
  await ctx.db.transaction(async (tx) => {
    await saveSchedule(tx, artistId, sorted, instantBook);
    // New hours may open a day someone is waiting for.
    await onTimeOpened(tx, [{ artistId }]);
  });
  const ahead = await findBookingsAhead(ctx.db, artistId);
  return {
    schedule: viewOf(sorted, instantBook, today),
    outsideHours: ahead
      .filter((b) => !withinHours(sorted, b.appointmentAt, b.endsAt))
      .map((b) => ({
        bookingId: b.bookingId,
        appointmentAt: b.appointmentAt.toISOString(),
        customerName: b.customerName,
      })),
  };
}
