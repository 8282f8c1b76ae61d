/**
 * When a booking does not go to plan (decision 0035): which artists may stand in for one that
 * fell through, in what order, what an artist's usual response time is, and when a customer
 * may wait for a full day. Pure rules; the server reads the rows and applies them.
 */
import { addCalendarDays } from './toronto-time.ts';

/** Why a booking fell through. */
export const fellThroughReasons = ['declined', 'cancelled', 'withdrawn', 'expired'] as const;
export type FellThroughReason = (typeof fellThroughReasons)[number];

/** At most this many alternatives are offered. */
export const MAX_ALTERNATIVES = 3;
/** An alternative starts at most this long before or after the original time. */
export const ALTERNATIVE_WINDOW_MINUTES = 60;
/** An alternative's price differs from the original by at most this share (25%), in basis points. */
export const ALTERNATIVE_PRICE_BPS = 2500;
/** A rebooking through an alternative counts as a rescue within this long of the fall. */
export const REBOOKED_WITHIN_HOURS = 24;

/** The kinds of service: a makeup artist is no stand-in for a hair stylist. */
export type ServiceKind = 'makeup' | 'hair';

export function kindsOfProfession(profession: string): ServiceKind[] {
  if (profession === 'Hair Stylist') return ['hair'];
  if (profession === 'Makeup & Hair Artist') return ['makeup', 'hair'];
  return ['makeup'];
}

/**
 * Whether an artist offers the same kind of service as the original: her kinds must cover the
 * original artist's (a makeup and hair artist is replaced by another who does both).
 */
export function offersSameKind(original: string, candidate: string): boolean {
  const theirs = kindsOfProfession(candidate);
  return kindsOfProfession(original).every((k) => theirs.includes(k));
}

/**
 * Prices are compared as the artists' service prices (the fee is the same share on both, so
 * all-in prices compare the same): within 25% of the original either way.
 */
export function priceWithinReach(originalCents: number, candidateCents: number): boolean {
  if (originalCents <= 0) return candidateCents === 0;
  return Math.abs(candidateCents - originalCents) * 10_000 <= originalCents * ALTERNATIVE_PRICE_BPS;
}

export interface OfferedService {
  id: string;
  typeOfService: string;
  amountCents: number;
  durationMinutes: number;
}

const words = (name: string) =>
  new Set(
    name
      .toLowerCase()
      .split(/[^a-z]+/)
      .filter((w) => w.length > 2),
  );

/**
 * Her closest service to one the customer ordered: the same name first, then the most words
 * in common ("Bridal Glam" ~ "Bridal Trial"), then the nearest price; null with none.
 */
export function closestService(
  ordered: { typeOfService: string; amountCents: number },
  offered: readonly OfferedService[],
): OfferedService | null {
  const mine = words(ordered.typeOfService);
  const score = (s: OfferedService) => {
    if (s.typeOfService.toLowerCase() === ordered.typeOfService.toLowerCase()) return 1000;
    return [...words(s.typeOfService)].filter((w) => mine.has(w)).length;
  };
  let best: OfferedService | null = null;
  for (const s of offered) {
    if (!best) best = s;
    else {
      const [a, b] = [score(s), score(best)];
      const nearer =
        Math.abs(s.amountCents - ordered.amountCents) <
        Math.abs(best.amountCents - ordered.amountCents);
      if (a > b || (a === b && nearer)) best = s;
    }
  }
  return best;
}

export interface Candidate {
  artistId: string;
  /** Average rating out of 5; null before her first review. */
  rating: number | null;
  /** Kilometres from the original place; null when her studio has no coordinates. */
  distanceKm: number | null;
  /** Her usual response time in minutes; null before her first answered request. */
  responseMinutes: number | null;
}

const nullsLast = (a: number | null, b: number | null, better: (x: number, y: number) => number) =>
  a === null ? (b === null ? 0 : 1) : b === null ? -1 : better(a, b);

/**
 * The documented order of alternatives: the better rating first (to a tenth of a star, so a
 * hair's difference does not beat a much shorter trip), then the shorter distance (to the
 * kilometre), then the quicker usual response, then the artist's id so that equal candidates
 * come out the same way every time. Missing figures go last.
 */
export function compareCandidates(a: Candidate, b: Candidate): number {
  const tenth = (r: number | null) => (r === null ? null : Math.round(r * 10));
  const km = (d: number | null) => (d === null ? null : Math.round(d));
  return (
    nullsLast(tenth(a.rating), tenth(b.rating), (x, y) => y - x) ||
    nullsLast(km(a.distanceKm), km(b.distanceKm), (x, y) => x - y) ||
    nullsLast(a.responseMinutes, b.responseMinutes, (x, y) => x - y) ||
    (a.artistId < b.artistId ? -1 : a.artistId > b.artistId ? 1 : 0)
  );
}

export function rankAlternatives<T extends Candidate>(candidates: readonly T[]): T[] {
  return [...candidates].sort(compareCandidates).slice(0, MAX_ALTERNATIVES);
}

/** Of an alternative's free starts, the one nearest the original time, within the hour. */
export function nearestStart(original: Date, starts: readonly Date[]): Date | null {
  const window = ALTERNATIVE_WINDOW_MINUTES * 60_000;
  let best: Date | null = null;
  for (const s of starts) {
    const gap = Math.abs(s.getTime() - original.getTime());
    if (gap > window) continue;
    if (!best || gap < Math.abs(best.getTime() - original.getTime())) best = s;
  }
  return best;
}

/** Great-circle distance in kilometres. */
export function distanceKm(
  a: { lat: number; lng: number },
  b: { lat: number; lng: number },
): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

/** Requests an artist's usual response time is read over. */
export const RESPONSE_SAMPLE = 20;

/**
 * Her usual response time: the median of the minutes she took over her last 20 answered or
 * expired requests (given newest first); null with none.
 */
export function usualResponseMinutes(minutes: readonly number[]): number | null {
  const sample = [...minutes.slice(0, RESPONSE_SAMPLE)].sort((a, b) => a - b);
  if (sample.length === 0) return null;
  const mid = Math.floor(sample.length / 2);
  const median = sample.length % 2 ? sample[mid]! : (sample[mid - 1]! + sample[mid]!) / 2;
  return Math.round(median);
}

/** "within an hour", as the profile says it. */
export function describeResponseTime(minutes: number): string {
  if (minutes < 60) return minutes <= 15 ? 'within 15 minutes' : 'within an hour';
  const hours = Math.ceil(minutes / 60);
  return hours >= 24 ? 'within a day' : `within ${hours} hours`;
}

/** A waitlist entry may be for a day up to this far ahead. */
export const WAITLIST_MAX_DAYS = 60;

export { timesOfDay, type TimeOfDay } from '../catalog.ts';
import type { TimeOfDay } from '../catalog.ts';
export const timeOfDayLabels: Record<TimeOfDay, string> = {
  morning: 'Morning (before noon)',
  afternoon: 'Afternoon (noon to 5 p.m.)',
  evening: 'Evening (from 5 p.m.)',
};

/** Whether a start at this Toronto hour falls in the part of the day asked for (any if none). */
export function inTimeOfDay(hour: number, part: TimeOfDay | null): boolean {
  if (part === 'morning') return hour < 12;
  if (part === 'afternoon') return hour >= 12 && hour < 17;
  if (part === 'evening') return hour >= 17;
  return true;
}

/** Why a customer may not wait for this day, or null when she may. */
export function waitlistProblem(day: string, today: string, freeStarts: number): string | null {
  if (day < today) return 'This day is over — pick today or a later day';
  if (day > addCalendarDays(today, WAITLIST_MAX_DAYS)) {
    return `Pick a day within the next ${WAITLIST_MAX_DAYS} days`;
  }
  if (freeStarts > 0) return 'This day still has free times — book one of them';
  return null;
}
