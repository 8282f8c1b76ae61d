import type { CancellationTier } from '#shared/domain/cancellation.ts';
import type { Translator } from '#shared/i18n/translator.ts';

/**
 * The policy in words in the page's language, one sentence per tier (the shared
 * `describeCancellationPolicy` says the same in English): "Free if you cancel at least 4
 * hours before the appointment."
 */
export function policySentences(policy: readonly CancellationTier[], t: Translator['t']): string[] {
  return policy.map((tier, index) => {
    const cost =
      tier.chargePercent === 0
        ? t('bookings.policy.free')
        : t('bookings.policy.share', { percent: tier.chargePercent });
    const previous = policy[index - 1]?.minHoursBefore;
    if (tier.minHoursBefore !== null) {
      // A middle tier names both bounds, or it would seem to cover the earlier tiers too.
      return previous == null
        ? t('bookings.policy.atLeast', { cost, hours: tier.minHoursBefore })
        : t('bookings.policy.between', { cost, upper: previous, hours: tier.minHoursBefore });
    }
    return previous == null
      ? t('bookings.policy.always', { cost })
      : t('bookings.policy.late', { cost, hours: previous });
  });
}
