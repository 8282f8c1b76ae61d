/**
 * A card's refusal in our own words, in the reader's language (issue 35): the payment
 * provider's `decline_code` (or `code`) says why; its English text is kept only for a code we
 * do not know. Server only: the pay-again screen, the failed-payment and cancellation e-mails
 * and any refusal answered by text (the error handler, through known-answers.ts).
 */
import type { Known } from './known-messages.ts';
import type { MessageKey, Translator } from './translator.ts';

const REASONS: Array<[key: MessageKey, codes: string[], stripeText: RegExp]> = [
  ['error.card.insufficientFunds', ['insufficient_funds'], /^Your card has insufficient funds\.$/],
  ['error.card.expired', ['expired_card'], /^Your card has expired\.$/],
  [
    'error.card.incorrectCvc',
    ['incorrect_cvc', 'invalid_cvc'],
    /^Your card's security code is (?:incorrect|invalid)\.$/,
  ],
  [
    'error.card.incorrectNumber',
    ['incorrect_number', 'invalid_number', 'invalid_account'],
    /^Your card number is (?:incorrect|invalid)\.$/,
  ],
  [
    'error.card.processing',
    ['processing_error', 'issuer_not_available', 'reenter_transaction', 'try_again_later'],
    /^An error occurred while processing your card\. Try again in a little bit\.$/,
  ],
  [
    'error.card.tooOften',
    ['card_velocity_exceeded', 'withdrawal_count_limit_exceeded'],
    /^Your card was declined for making repeated attempts too frequently /,
  ],
  [
    'error.card.authentication',
    ['authentication_required', 'requires_action', 'requires_payment_method'],
    /^Your card was declined\. This transaction requires authentication\.$/,
  ],
  [
    'error.card.notSupported',
    ['card_not_supported', 'currency_not_supported'],
    /^Your card does not support this type of purchase\.$/,
  ],
  ['error.payment.cardGone', ['card_missing'], /^This card is no longer saved\. /],
  [
    'error.card.declined',
    [
      'card_declined',
      'generic_decline',
      'declined',
      'charge_declined',
      'do_not_honor',
      'lost_card',
      'stolen_card',
      'pickup_card',
      'fraudulent',
      'restricted_card',
      'call_issuer',
      'transaction_not_allowed',
      'not_permitted',
      'security_violation',
      'no_action_taken',
      'stop_payment_order',
      'revocation_of_authorization',
      'revocation_of_all_authorizations',
    ],
    /^Your card was declined\.$/,
  ],
];

const BY_CODE = new Map(REASONS.flatMap(([key, codes]) => codes.map((code) => [code, key])));

/** The provider's English refusals found by their words (known-answers.ts). */
export const CARD_REFUSAL_TEXTS: Known[] = REASONS.map(([key, , text]) => [text, key]);

/**
 * Why a card was refused, in `t`'s language: our words for a code we know; otherwise the
 * provider's text (said in ours when it is one of its usual ones); "declined" when neither.
 */
export function cardRefusal(
  code: string | null | undefined,
  providerText: string | null | undefined,
  t: Translator['t'],
): string {
  const key = code ? BY_CODE.get(code) : undefined;
  if (key) return t(key);
  const known = providerText && CARD_REFUSAL_TEXTS.find(([text]) => text.test(providerText));
  if (known) return t(known[1]);
  return providerText || t('error.card.declined');
}
