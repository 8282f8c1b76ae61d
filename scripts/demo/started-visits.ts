/**
 * The demo's services already in progress: one per end-to-end spec and viewport that completes
 * a visit or misses one (completion opens at the start, a no-show 15 minutes after), for that
 * viewport's own customer (Maya on a phone, Chloé on a desktop), each with a saved card. All are
 * with Priya but the pricing spec's, with Hana, who is registered for GST/HST (her receipt
 * carries both numbers). No two runs ever take the same booking, however they interleave.
 *
 * Visit `i` starts `i + 1` hours before the hour of the seed, at second `i + 1` of its minute:
 * the app shows times to the minute, so nobody sees the mark, and `startedVisit` in the
 * end-to-end fixtures finds its own booking by it.
 */
const specs = [
  'bookings',
  'messages',
  'reviews',
  'tax',
  'no-show',
  'french',
  'pricing',
  'booking-photos',
] as const;
const viewports = { mobile: 'maya@blush.local', desktop: 'chloe@blush.local' } as const;

export type StartedVisitSpec = (typeof specs)[number];
export type StartedVisitKey = `${StartedVisitSpec}:${keyof typeof viewports}`;

/** Whose visit it is, and her service: by name, or her cheapest. */
export type StartedVisitArtist = { firstName: 'Priya' | 'Hana'; service: string | null };
const artistOf = (spec: StartedVisitSpec): StartedVisitArtist =>
  spec === 'pricing'
    ? { firstName: 'Hana', service: null }
    : { firstName: 'Priya', service: 'Natural Glow' };

export const startedVisits: Array<{
  key: StartedVisitKey;
  customerEmail: string;
  artist: StartedVisitArtist;
}> = specs.flatMap((spec) =>
  (Object.keys(viewports) as Array<keyof typeof viewports>).map((viewport) => ({
    key: `${spec}:${viewport}` as const,
    customerEmail: viewports[viewport],
    artist: artistOf(spec),
  })),
);

const HOUR = 3_600_000;

/** When visit `index` starts, for a seed at `now`. */
export function startedVisitAt(index: number, now: Date): Date {
  const hour = Math.floor(now.getTime() / HOUR) * HOUR;
  return new Date(hour - (index + 1) * HOUR + (index + 1) * 1000);
}

/** The mark of visit `key`: the second of the minute it starts at. */
export function startedVisitSecond(key: StartedVisitKey): number {
  return startedVisits.findIndex((visit) => visit.key === key) + 1;
}
