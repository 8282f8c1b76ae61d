/** Tips after the service (issue 19): the choices and limits both sides use. */
import { PROVIDER_MIN_CHARGE_CENTS } from './amount-limits.ts';
import { scaleHalfUp } from './settlement.ts';

/** The offered shares of the service subtotal; none is preselected. */
export const TIP_PERCENTS = [10, 15, 20] as const;
/** A tip can be added this long after completion. */
export const TIP_WINDOW_MS = 7 * 24 * 3_600_000;
/** The smallest tip: the provider's smallest charge. */
export const MIN_TIP_CENTS = PROVIDER_MIN_CHARGE_CENTS;

/** The most a tip can be: the service subtotal (× 1). */
export const maxTipCents = (subtotalCents: number) => subtotalCents;

/** 10%, 15%, 20% of the subtotal, rounded half up to the cent. */
export function tipChoices(subtotalCents: number) {
  return TIP_PERCENTS.map((percent) => ({
    percent,
    amountCents: scaleHalfUp(subtotalCents, percent, 100),
  }));
}

/** What is wrong with a tip of `cents` on this subtotal, or null. */
export function tipProblem(cents: number, subtotalCents: number): string | null {
  if (!Number.isInteger(cents)) return 'must be a whole number of cents';
  if (cents < MIN_TIP_CENTS) return `must be at least $${(MIN_TIP_CENTS / 100).toFixed(2)}`;
  if (cents > maxTipCents(subtotalCents)) {
    return `must be at most the service subtotal ($${(subtotalCents / 100).toFixed(2)})`;
  }
  return null;
}

/** Whether a completed booking still takes a tip at `now`. */
export const tipWindowOpen = (completedAt: Date, now: Date) =>
  now.getTime() <= completedAt.getTime() + TIP_WINDOW_MS;
