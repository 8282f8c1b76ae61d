import { ExternalLink } from 'lucide-react';
import { directionsUrl } from '#shared/domain/maps.ts';
import { travelMinutes } from '#shared/domain/travel.ts';
import type { BookingView } from '#shared/schemas/booking.ts';
import { useT } from '#client/lib/i18n.tsx';

export interface Leg {
  minutes: number;
  area: string;
  from: { lat: number; lng: number };
  to: { lat: number; lng: number };
}

/** Where a booking happens on the map: a home visit's pin once shown, or her studio's. */
function pinOf(b: BookingView) {
  if (b.visit && b.visit.lat !== null && b.visit.lng !== null) {
    return { lat: b.visit.lat, lng: b.visit.lng, area: b.visit.postalArea ?? '' };
  }
  return b.studio
    ? { lat: b.studio.lat, lng: b.studio.lng, area: b.studio.postalArea ?? '' }
    : null;
}

/**
 * The drives of a day: to each booking from the one before it, home visits and studio visits
 * alike, when both places are known (the artist sees a home visit's pin once she has
 * accepted), timed by the rule the calendar keeps free. Two bookings at the studio are the
 * same place: no leg.
 */
export function dayLegs(bookings: readonly BookingView[]): Map<string, Leg> {
  const legs = new Map<string, Leg>();
  for (let i = 1; i < bookings.length; i++) {
    const before = bookings[i - 1]!;
    const from = pinOf(before);
    const to = pinOf(bookings[i]!);
    if (!from || !to) continue;
    const minutes = travelMinutes(from, to, new Date(before.endsAt));
    if (minutes > 0) legs.set(bookings[i]!._id, { minutes, area: to.area, from, to });
  }
  return legs;
}

/** "22 min to M4C", with directions from the visit before. */
export function TravelLeg({ leg }: { leg: Leg }) {
  const t = useT();
  return (
    <li
      className="flex flex-wrap items-center gap-x-2 px-2 text-xs text-muted"
      data-testid="travel-leg"
    >
      <span>{t('travel.leg.text', { minutes: leg.minutes, area: leg.area })}</span>
      <a
        href={directionsUrl(leg.to, leg.from)}
        target="_blank"
        rel="noopener noreferrer"
        className="inline-flex items-center gap-0.5 font-medium text-blush-800 underline"
      >
        {t('travel.leg.directions')}
        <ExternalLink aria-hidden className="size-3" />
      </a>
    </li>
  );
}
