/**
 * The money policy people read about, as data: the same values the server charges with
 * (fee, commission, launch promotion, cancellation tiers, payout day). FAQ, Terms, Data Policy,
 * the artist landing page and checkout write `{{name}}` where a figure goes, and the page
 * fills it from the policy the server answers with, so changing a rate changes every text.
 */
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

/** Every figure a page may name, already written out: `{{fee}}` → "5%". */
export function policyFigures(policy: MoneyPolicy): Record<string, string> {
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
export function fillPolicy(text: string, policy: MoneyPolicy): string {
  const figures = policyFigures(policy);
  return text.replaceAll(/\{\{(\w+)\}\}/g, (_, name: string) => {
    const value = figures[name];
    if (value === undefined) throw new Error(`No policy figure named {{${name}}}`);
    return value;
  });
}
