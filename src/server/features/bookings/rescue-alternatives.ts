import { DEFAULT_SCHEDULE, freeSlots } from '#shared/domain/availability.ts';
import {
  closestService,
  distanceKm,
  nearestStart,
  offersSameKind,
  priceWithinReach,
  rankAlternatives,
  RESPONSE_SAMPLE,
  usualResponseMinutes,
  ALTERNATIVE_WINDOW_MINUTES,
  type OfferedService,
} from '#shared/domain/rescue.ts';
import { torontoDay } from '#shared/domain/toronto-time.ts';
import {
  isTravelLine,
  outsideAreaProblem,
  quoteTravel,
  type Place,
  type ServiceArea,
} from '#shared/domain/travel.ts';
import type { Db } from '../../db/open-db.ts';
import { busyAround } from '../../calendar/claim-slot.ts';
import type { BookingRow } from './bookings.queries.ts';
import {
  findArtistOrigin,
  listCandidateArtists,
  listDecisionMinutes,
  listServicesOf,
  type StoredAlternative,
} from './rescue.queries.ts';

type Booking = BookingRow['booking'];

/** Each artist's usual response time over her last 20 decided requests (minutes; none: null). */
export async function responseMinutesOf(
  db: Db,
  artistIds: string[],
): Promise<Map<string, number | null>> {
  const answers = new Map<string, number[]>(artistIds.map((id) => [id, []]));
  if (artistIds.length === 0) return new Map();
  const rows = await listDecisionMinutes(db, artistIds, RESPONSE_SAMPLE);
  for (const r of rows) answers.get(r.artistId)?.push(Math.max(0, Number(r.minutes)));
  return new Map([...answers].map(([id, minutes]) => [id, usualResponseMinutes(minutes)]));
}

/** A home visit's place (its pin and postal area); null at the studio or without a pin. */
export function visitPlaceOf(booking: Booking): Place | null {
  const { place, placeLat: lat, placeLng: lng } = booking;
  if (place !== 'toHome' || lat === null || lng === null) return null;
  return { lat, lng, postalArea: booking.placePostalArea };
}

/**
 * What another artist charges to come to this booking's place, as her checkout would: her
 * travel fee for a home visit inside her area, 0 at the studio or when she set no area, and
 * null when she does not go there (outside her area, or a visit without a pin to check).
 */
export function alternativeTravelFee(
  booking: Booking,
  artist: { delivery: boolean; serviceArea: ServiceArea | null },
): number | null {
  const area = artist.delivery ? artist.serviceArea : null;
  if (booking.place !== 'toHome' || !area) return 0;
  const place = visitPlaceOf(booking);
  if (!place || outsideAreaProblem(area, place, '') !== null) return null;
  return quoteTravel(area, place).feeCents;
}

/** Her closest service to each line ordered, with the same quantities; null if she has none. */
export function closestOrder(booking: Booking, offered: OfferedService[]) {
  const chosen = new Map<string, { service: OfferedService; quantity: number }>();
  for (const line of booking.services.filter((l) => !isTravelLine(l))) {
    const service = closestService(line, offered);
    if (!service) return null;
    const same = chosen.get(service.id);
    chosen.set(service.id, { service, quantity: (same?.quantity ?? 0) + line.quantity });
  }
  const lines = [...chosen.values()];
  return {
    services: lines.map((l) => ({ serviceId: l.service.id, quantity: l.quantity })),
    subtotalCents: lines.reduce((sum, l) => sum + l.service.amountCents * l.quantity, 0),
    minutes: lines.reduce((sum, l) => sum + l.service.durationMinutes * l.quantity, 0),
  };
}

/**
 * Up to three artists to book instead (decision 0035): verified, free within an hour of the
 * same time, offering the same kind of service at a price within 25%, travelling to the
 * customer's home when that was the place; ranked by rating, distance and response time.
 */
export async function findAlternatives(
  db: Db,
  booking: Booking,
  now = new Date(),
): Promise<StoredAlternative[]> {
  const original = await findArtistOrigin(db, booking.artistId);
  if (!original) return [];
  const candidates = (await listCandidateArtists(db, booking)).filter((c) =>
    offersSameKind(original.profession, c.profession),
  );
  if (candidates.length === 0) return [];
  const offered = await listServicesOf(
    db,
    candidates.map((c) => c.artistId),
  );
  const window = ALTERNATIVE_WINDOW_MINUTES * 60_000;
  const at = booking.appointmentAt;
  const [from, to] = [
    torontoDay(new Date(at.getTime() - window)),
    torontoDay(new Date(at.getTime() + window)),
  ];
  const found: Array<StoredAlternative & { rating: number | null; distanceKm: number | null }> = [];
  for (const c of candidates) {
    const order = closestOrder(
      booking,
      offered.filter((s) => s.userId === c.artistId),
    );
    if (!order || !priceWithinReach(booking.subtotalCents, order.subtotalCents)) continue;
    if (alternativeTravelFee(booking, c) === null) continue; // she does not go there
    const busy = await busyAround(db, c.artistId, from, to);
    const schedule = c.schedule ?? DEFAULT_SCHEDULE;
    // A home visit: only the times she can travel there for, as her checkout would allow.
    const place = visitPlaceOf(booking);
    const base = c.delivery ? (c.serviceArea?.base ?? null) : null;
    const starts = freeSlots({
      schedule,
      from,
      to,
      minutes: order.minutes,
      now,
      busy,
      place,
      base,
    });
    const start = nearestStart(at, starts);
    if (!start) continue;
    found.push({
      artistId: c.artistId,
      appointmentAt: start.toISOString(),
      services: order.services,
      rating: c.rating,
      distanceKm:
        original.lat !== null && original.lng !== null && c.lat !== null && c.lng !== null
          ? distanceKm({ lat: original.lat, lng: original.lng }, { lat: c.lat, lng: c.lng })
          : null,
    });
  }
  const response = await responseMinutesOf(
    db,
    found.map((f) => f.artistId),
  );
  return rankAlternatives(
    found.map((f) => ({ ...f, responseMinutes: response.get(f.artistId) ?? null })),
  ).map(({ artistId, appointmentAt, services }) => ({ artistId, appointmentAt, services }));
}
