import { and, eq, gt, inArray, lt, ne, sql } from 'drizzle-orm';
import { DEFAULT_SCHEDULE, type BusyBooking } from '#shared/domain/availability.ts';
import { TIME_HOLDING_STATES } from '#shared/domain/bookings.ts';
import type { Db } from '../db/open-db.ts';
import { preparedOnce } from '../db/prepared.ts';
import {
  artistSearchFacts,
  bookings,
  eventHolds,
  events,
  profiles,
  users,
} from '../db/schema/index.ts';

/**
 * The states that hold an artist's time (the domain's one rule, which the week view reads
 * too): a pending request until it is declined or expires, an accepted booking, and a visit
 * completed (early or not) or missed, whose booked time stays taken.
 */
const holdsTime = inArray(bookings.state, [...TIME_HOLDING_STATES]);

/**
 * A listed artist's schedule (the default when never set), or null when there is none, with
 * her calendar's version: her kept facts' version (migrations 0028 and 0033), raised at the
 * commit of anything that changes her free times (a booking, an event hold, her hours).
 */
export async function findArtistSchedule(db: Db, artistId: string) {
  const [row] = await db
    .select({
      calendarVersion: sql<string>`coalesce(${artistSearchFacts.version}, -1)::text`,
      schedule: profiles.schedule,
      instantBook: profiles.instantBook,
      serviceArea: profiles.serviceArea,
      delivery: profiles.delivery,
      firstName: users.firstName,
      verifiedAt: profiles.verifiedAt,
      blockedAt: users.blockedAt,
      deletedAt: users.deletedAt,
    })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .leftJoin(artistSearchFacts, eq(artistSearchFacts.artistId, profiles.userId))
    .where(eq(profiles.userId, artistId));
  if (!row) return null;
  return {
    calendarVersion: row.calendarVersion,
    schedule: row.schedule ?? DEFAULT_SCHEDULE,
    instantBook: row.instantBook,
    serviceArea: row.delivery ? row.serviceArea : null,
    firstName: row.firstName,
    listed: Boolean(row.verifiedAt) && !row.blockedAt && !row.deletedAt,
  };
}

/**
 * An accepted event's hold still holding time (decision 0042): not released, and not an
 * acceptance left unpaid for 24 hours (`unpaidStillHolds`), which holds nothing any more.
 */
const liveHold = sql`${eventHolds.releasedAt} is null and not exists (
  select 1 from ${events} where ${events.id} = ${eventHolds.eventId}
    and ${events.state} = 'accepted_unpaid' and ${events.acceptedAt} <= now() - interval '24 hours')`;

/** The artist's event holds between two instants, as busy times (no service, no place). */
async function findEventHolds(db: Db, artistId: string, from: Date, until: Date) {
  const rows = await db
    .select({ busyFrom: eventHolds.busyFrom, busyUntil: eventHolds.busyUntil })
    .from(eventHolds)
    .where(
      and(
        eq(eventHolds.artistId, artistId),
        liveHold,
        lt(eventHolds.busyFrom, until),
        gt(eventHolds.busyUntil, from),
      ),
    );
  return rows.map(holdAsBusy);
}

const holdAsBusy = (h: { busyFrom: Date; busyUntil: Date }): BusyBooking => ({
  startsAt: h.busyFrom,
  busyFrom: h.busyFrom,
  busyUntil: h.busyUntil,
});

/** The artist's bookings and event holds taking her time between two instants. */
export async function findBusyBookings(
  db: Db,
  artistId: string,
  from: Date,
  until: Date,
  /** A booking whose own time does not count (the request being postponed). */
  exceptId?: string,
): Promise<BusyBooking[]> {
  const rows = await db
    .select({
      startsAt: bookings.appointmentAt,
      busyFrom: bookings.busyFrom,
      busyUntil: bookings.busyUntil,
      endsAt: bookings.endsAt,
      lat: bookings.placeLat,
      lng: bookings.placeLng,
    })
    .from(bookings)
    .where(
      and(
        eq(bookings.artistId, artistId),
        holdsTime,
        lt(bookings.busyFrom, until),
        gt(bookings.busyUntil, from),
        ...(exceptId ? [ne(bookings.id, exceptId)] : []),
      ),
    );
  const holds = await findEventHolds(db, artistId, from, until);
  return [...rows.map(({ lat, lng, ...b }) => ({ ...b, place: placeOf(lat, lng) })), ...holds];
}

/** Where a busy booking happens, when it was stored (bookings made before do not say). */
const placeOf = (lat: number | null, lng: number | null) =>
  lat === null || lng === null ? null : { lat, lng };

interface BusyJson {
  startsAt: string;
  busyFrom: string;
  busyUntil: string;
  endsAt: string;
  lat: number | null;
  lng: number | null;
}

const p = {
  artistId: sql.placeholder('artistId'),
  from: sql.placeholder('from'),
  until: sql.placeholder('until'),
};

/**
 * What a new booking is decided on, in one statement (so as of one moment): the artist's
 * schedule and instant booking, the bookings holding time between two instants, and the
 * calendar's version, the highest of the artist's bookings' (0 before the first), and her
 * live event holds in that window.
 */
const bookingCalendarQuery = preparedOnce((db) =>
  db
    .select({
      schedule: profiles.schedule,
      instantBook: profiles.instantBook,
      serviceArea: profiles.serviceArea,
      delivery: profiles.delivery,
      version: sql<number>`(select coalesce(max(${bookings.calendarVersion}), 0) from ${bookings}
        where ${bookings.artistId} = ${p.artistId})`,
      busy: sql<Array<BusyJson>>`(
        select coalesce(json_agg(json_build_object('startsAt', ${bookings.appointmentAt},
          'busyFrom', ${bookings.busyFrom}, 'busyUntil', ${bookings.busyUntil},
          'endsAt', ${bookings.endsAt}, 'lat', ${bookings.placeLat},
          'lng', ${bookings.placeLng})), '[]')
        from ${bookings}
        where ${bookings.artistId} = ${p.artistId} and ${holdsTime}
          and ${bookings.busyFrom} < ${p.until} and ${bookings.busyUntil} > ${p.from})`,
      holds: sql<Array<{ busyFrom: string; busyUntil: string }>>`(
        select coalesce(json_agg(json_build_object('busyFrom', ${eventHolds.busyFrom},
          'busyUntil', ${eventHolds.busyUntil})), '[]')
        from ${eventHolds}
        where ${eventHolds.artistId} = ${p.artistId} and ${liveHold}
          and ${eventHolds.busyFrom} < ${p.until} and ${eventHolds.busyUntil} > ${p.from})`,
    })
    .from(profiles)
    .where(eq(profiles.userId, p.artistId))
    .prepare('booking_calendar'),
);

/** The artist's calendar for a new booking (`bookingCalendarQuery`), or null when there is none. */
export async function readBookingCalendar(db: Db, artistId: string, from: Date, until: Date) {
  const [row] = await bookingCalendarQuery(db).execute({
    artistId,
    from: from.toISOString(),
    until: until.toISOString(),
  });
  if (!row) return null;
  return {
    schedule: row.schedule ?? DEFAULT_SCHEDULE,
    instantBook: row.instantBook,
    /** Where a travelling artist's days start and end (her service area's base). */
    base: row.delivery && row.serviceArea ? row.serviceArea.base : null,
    version: row.version,
    busy: row.busy.map((b): BusyBooking => ({
      startsAt: new Date(b.startsAt),
      busyFrom: new Date(b.busyFrom),
      busyUntil: new Date(b.busyUntil),
      endsAt: new Date(b.endsAt),
      place: placeOf(b.lat, b.lng),
    })),
    holds: row.holds.map((h) =>
      holdAsBusy({ busyFrom: new Date(h.busyFrom), busyUntil: new Date(h.busyUntil) }),
    ),
  };
}
