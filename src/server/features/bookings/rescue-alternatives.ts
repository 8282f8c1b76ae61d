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
import { isTravelLine } from '#shared/domain/travel.ts';
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
    const busy = await busyAround(db, c.artistId, from, to);
    const schedule = c.schedule ?? DEFAULT_SCHEDULE;
    const starts = freeSlots({ schedule, from, to, minutes: order.minutes, now, busy });
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
