import { TIME_ZONE } from '#shared/brand.ts';
import type { Locale } from '#shared/i18n/locales.ts';
import type { MessageKey } from '#shared/i18n/translator.ts';

const formats = new Map<string, Intl.DateTimeFormat>();
/** Payout days and dates are Toronto's, whatever the browser's zone (docs/product.md). */
function format(locale: Locale, long: boolean): Intl.DateTimeFormat {
  const key = `${locale}:${long}`;
  let made = formats.get(key);
  if (!made) {
    made = new Intl.DateTimeFormat(
      locale,
      long
        ? { timeZone: TIME_ZONE, weekday: 'long', month: 'long', day: 'numeric' }
        : { timeZone: TIME_ZONE, dateStyle: 'medium' },
    );
    formats.set(key, made);
  }
  return made;
}

/** "2026-11-30T05:00:00Z" → "Monday, November 30" ("lundi 30 novembre"). */
export const payoutDay = (iso: string, locale: Locale = 'en-CA') =>
  format(locale, true).format(new Date(iso));

/** "2026-11-30T05:00:00Z" → "Nov 30, 2026" ("30 nov. 2026"). */
export const shortDate = (iso: string, locale: Locale = 'en-CA') =>
  format(locale, false).format(new Date(iso));

/** A payout's period ends at Monday 00:00 (exclusive): its week ended on the Sunday before. */
export const weekEnding = (periodEnd: string, locale: Locale = 'en-CA') =>
  format(locale, false).format(new Date(Date.parse(periodEnd) - 1));

export const bookingStatusLabel = {
  pending: 'earnings.status.pending',
  paid: 'earnings.status.paid',
} as const satisfies Record<string, MessageKey>;
export const payoutStatusLabel = {
  processing: 'earnings.status.processing',
  paid: 'earnings.status.paid',
  failed: 'earnings.status.failed',
} as const satisfies Record<string, MessageKey>;
export const kindLabel = {
  service: 'earnings.kind.service',
  cancellation: 'earnings.kind.cancellation',
  'no-show': 'earnings.kind.noShow',
  tip: 'earnings.kind.tip',
} as const satisfies Record<string, MessageKey>;
