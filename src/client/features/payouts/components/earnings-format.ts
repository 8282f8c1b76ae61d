import { TIME_ZONE } from '#shared/brand.ts';

/** Payout days and dates are Toronto's, whatever the browser's zone (docs/product.md). */
const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  weekday: 'long',
  month: 'long',
  day: 'numeric',
});
const dateFormat = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, dateStyle: 'medium' });

/** "2026-11-30T05:00:00Z" → "Monday, November 30". */
export const payoutDay = (iso: string) => dayFormat.format(new Date(iso));

/** "2026-11-30T05:00:00Z" → "Nov 30, 2026". */
export const shortDate = (iso: string) => dateFormat.format(new Date(iso));

/** A payout's period ends at Monday 00:00 (exclusive): its week ended on the Sunday before. */
export const weekEnding = (periodEnd: string) =>
  dateFormat.format(new Date(Date.parse(periodEnd) - 1));

export const bookingStatusLabel = { pending: 'Pending', paid: 'Paid' } as const;
export const payoutStatusLabel = {
  processing: 'Processing',
  paid: 'Paid',
  failed: 'Failed',
} as const;
export const kindLabel = {
  service: 'Service',
  cancellation: 'Cancellation fee',
  'no-show': 'No-show fee',
  tip: 'Tip',
} as const;
