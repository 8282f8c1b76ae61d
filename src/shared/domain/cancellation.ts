/**
 * The client cancellation policy as data (docs/product.md): tiers of "at least N hours before the
 * appointment → charge P% of the total". The same data drives the charge, the confirmation
 * dialog, the checkout text and the FAQ.
 */
export interface CancellationTier {
  /** Applies when cancelled at least this many hours before the start; null: any time later. */
  minHoursBefore: number | null;
  chargePercent: number;
}

/** Ordered from the earliest cancellation to the latest; the last tier has minHoursBefore null. */
export const cancellationPolicy: readonly CancellationTier[] = [
  { minHoursBefore: 4, chargePercent: 0 },
  { minHoursBefore: null, chargePercent: 50 },
];

/**
 * A no-show (the customer never came to an accepted booking): this percentage of the total
 * is charged, as a late cancellation would be.
 */
export const NO_SHOW_PERCENT = 50;

const HOUR = 3_600_000;

/** The percentage of the total charged for cancelling at `cancelledAt`. */
export function cancellationChargePercent(
  appointmentAt: Date,
  cancelledAt: Date,
  policy: readonly CancellationTier[] = cancellationPolicy,
): number {
  const hoursBefore = (appointmentAt.getTime() - cancelledAt.getTime()) / HOUR;
  const tier = policy.find((t) => t.minHoursBefore === null || hoursBefore >= t.minHoursBefore);
  return tier?.chargePercent ?? 0;
}

/**
 * What a customer's cancellation of a booking in `state` costs, in percent of the total: a
 * request the artist has not accepted yet is free to withdraw (she has committed to nothing);
 * an accepted booking follows the policy.
 */
export function customerCancellationPercent(
  state: string,
  appointmentAt: Date,
  cancelledAt: Date,
  policy: readonly CancellationTier[] = cancellationPolicy,
): number {
  return state === 'accepted' ? cancellationChargePercent(appointmentAt, cancelledAt, policy) : 0;
}

function hours(n: number): string {
  return n === 1 ? '1 hour' : `${n} hours`;
}

/** The policy in words, one sentence per tier: "Free if you cancel at least 4 hours before." */
export function describeCancellationPolicy(
  policy: readonly CancellationTier[] = cancellationPolicy,
): string[] {
  return policy.map((tier, index) => {
    const cost = tier.chargePercent === 0 ? 'Free' : `${tier.chargePercent}% of the total`;
    const previous = policy[index - 1]?.minHoursBefore;
    if (tier.minHoursBefore !== null) {
      // A middle tier names both bounds, or it would seem to cover the earlier tiers too.
      const upper = previous == null ? '' : `less than ${hours(previous)} but `;
      return `${cost} if you cancel ${upper}at least ${hours(tier.minHoursBefore)} before the appointment.`;
    }
    return previous == null
      ? `${cost} whenever you cancel.`
      : `${cost} if you cancel less than ${hours(previous)} before the appointment, or after it starts.`;
  });
}
