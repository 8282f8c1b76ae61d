/**
 * The money policy people read about, as data: the same values the server charges with
 * (fee, commission, launch promotion, cancellation tiers, payout day). FAQ, Terms, Data Policy,
 * the artist landing page and checkout write `{{name}}` where a figure goes, and the page
 * fills it from the policy the server answers with, so changing a rate changes every text.
 */
import type { Locale } from '#shared/i18n/locales.ts';
import { formatTorontoDate } from './toronto-time.ts';
import type { CancellationTier } from './cancellation.ts';

export const weekdays = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

/** Payouts: Mondays at 06:00 Toronto, paying for the week that ends at that Monday's start. */
export const PAYOUT_SCHEDULE = { weekday: 1, hour: 6 } as const;

/** The payout day's name ("Monday"), for the texts that say when artists are paid. */
export const PAYOUT_DAY = weekdays[PAYOUT_SCHEDULE.weekday];

/** A weekday's name (0 is Sunday) in `locale`: "Monday", "lundi". */
export const weekdayName = (weekday: number, locale: Locale = 'en-CA'): string =>
  new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(
    // 2024-01-07 was a Sunday, weekday 0.
    Date.UTC(2024, 0, 7 + weekday),
  );

/** The payout day's name in `locale` ("Monday", "lundi"). */
export const payoutDayName = (locale: Locale = 'en-CA'): string =>
  weekdayName(PAYOUT_SCHEDULE.weekday, locale);

/** An artist declining an accepted booking less than this before it is counted for admins. */
export const LATE_DECLINE_HOURS = 4;

export interface MoneyPolicy {
  customerFeeBps: number;
  commissionBps: number;
  promotion: {
    /** An instant (ISO 8601): artists verified from then on count for the promotion. */
    startsAt: string;
    artists: number;
    months: number;
  };
  cancellation: CancellationTier[];
  /** Payouts run on this weekday (0 = Sunday), at this hour, Toronto time. */
  payout: { weekday: number; hour: number };
  lateDeclineHours: number;
  /** The share of the total a no-show is charged, in percent. */
  noShowPercent: number;
}

/** 500 → "5%", 1250 → "12.5%". */
export function bpsText(bps: number): string {
  return `${Number((bps / 100).toFixed(2))}%`;
}

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

/** The free window: the last tier that costs nothing; its hours before the appointment. */
function freeWindowHours(tiers: readonly CancellationTier[]): number {
  const free = tiers.filter((t) => t.chargePercent === 0 && t.minHoursBefore !== null);
  return free.at(-1)?.minHoursBefore ?? 0;
}

/** French figures through Intl (decision 0037): "5 %", "24 heures", "lundi". */
function frenchFigures(policy: MoneyPolicy): Record<string, string> {
  const locale = 'fr-CA';
  const percent = (share: number) =>
    new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(share);
  const unit = (n: number, name: 'hour' | 'month') =>
    new Intl.NumberFormat(locale, { style: 'unit', unit: name, unitDisplay: 'long' }).format(n);
  // 2024-01-07 was a Sunday, weekday 0.
  const weekday = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(
    Date.UTC(2024, 0, 7 + policy.payout.weekday),
  );
  const late = policy.cancellation.at(-1)?.chargePercent ?? 0;
  return {
    fee: percent(policy.customerFeeBps / 10_000),
    commission: percent(policy.commissionBps / 10_000),
    artistShare: percent(1 - policy.commissionBps / 10_000),
    promotionArtists: String(policy.promotion.artists),
    promotionPeriod: unit(policy.promotion.months, 'month'),
    promotionStart: formatTorontoDate(new Date(policy.promotion.startsAt), locale),
    cancelWindow: unit(freeWindowHours(policy.cancellation), 'hour'),
    lateCancelShare: percent(late / 100),
    payoutDay: weekday,
    lateDeclineWindow: unit(policy.lateDeclineHours, 'hour'),
    noShowShare: percent(policy.noShowPercent / 100),
  };
}

/** Every figure a page may name, already written out: `{{fee}}` → "5%" ("5 %" in French). */
export function policyFigures(
  policy: MoneyPolicy,
  locale: Locale = 'en-CA',
): Record<string, string> {
  if (locale === 'fr-CA') return frenchFigures(policy);
  const late = policy.cancellation.at(-1)?.chargePercent ?? 0;
  return {
    fee: bpsText(policy.customerFeeBps),
    commission: bpsText(policy.commissionBps),
    artistShare: bpsText(10_000 - policy.commissionBps),
    promotionArtists: String(policy.promotion.artists),
    promotionPeriod: plural(policy.promotion.months, 'month'),
    promotionStart: formatTorontoDate(new Date(policy.promotion.startsAt)),
    cancelWindow: plural(freeWindowHours(policy.cancellation), 'hour'),
    lateCancelShare: `${late}%`,
    payoutDay: weekdays[policy.payout.weekday] ?? 'Monday',
    lateDeclineWindow: plural(policy.lateDeclineHours, 'hour'),
    noShowShare: `${policy.noShowPercent}%`,
  };
}

/** Fills `{{name}}` with the policy's figures; an unknown name is a mistake in the copy. */
export function fillPolicy(text: string, policy: MoneyPolicy, locale: Locale = 'en-CA'): string {
  const figures = policyFigures(policy, locale);
  return text.replaceAll(/\{\{(\w+)\}\}/g, (_, name: string) => {
    const value = figures[name];
    if (value === undefined) throw new Error(`No policy figure named {{${name}}}`);
    return value;
  });
}
