/**
 * The simulated provider's cards (PAYMENTS_PROVIDER=simulated), behaving like Stripe's test
 * cards. The browser turns a card into a token that carries no card number (brand, last 4,
 * expiry, a one-way fingerprint and how the card behaves); the server only ever sees the token.
 */
export const cardBehaviours = [
  'succeeds',
  'declined',
  'insufficient_funds',
  'expired_card',
  'incorrect_cvc',
  'processing_error',
  /** Saves, but every charge is declined (Stripe's 4000 0000 0000 0341). */
  'charge_declined',
] as const;
export type CardBehaviour = (typeof cardBehaviours)[number];

export const testCards: ReadonlyArray<{ number: string; behaviour: CardBehaviour; label: string }> =
  [
    { number: '4242424242424242', behaviour: 'succeeds', label: 'Visa, succeeds' },
    { number: '5555555555554444', behaviour: 'succeeds', label: 'Mastercard, succeeds' },
    { number: '378282246310005', behaviour: 'succeeds', label: 'American Express, succeeds' },
    { number: '4000000000000002', behaviour: 'declined', label: 'Declined' },
    { number: '4000000000009995', behaviour: 'insufficient_funds', label: 'Insufficient funds' },
    { number: '4000000000000069', behaviour: 'expired_card', label: 'Expired card' },
    { number: '4000000000000127', behaviour: 'incorrect_cvc', label: 'Incorrect CVC' },
    { number: '4000000000000119', behaviour: 'processing_error', label: 'Processing error' },
    { number: '4000000000000341', behaviour: 'charge_declined', label: 'Saves, charges declined' },
  ];

/** Stripe's wording for each refusal, shown to the customer as it is. */
export const cardErrorMessages: Record<Exclude<CardBehaviour, 'succeeds'>, string> = {
  declined: 'Your card was declined.',
  insufficient_funds: 'Your card has insufficient funds.',
  expired_card: 'Your card has expired.',
  incorrect_cvc: "Your card's security code is incorrect.",
  processing_error: 'An error occurred while processing your card. Try again in a little bit.',
  charge_declined: 'Your card was declined.',
};

export const cardBrands = ['visa', 'mastercard', 'amex', 'discover', 'unknown'] as const;
export type CardBrand = (typeof cardBrands)[number];

export function cardBrand(digits: string): CardBrand {
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^6(011|5)/.test(digits)) return 'discover';
  return 'unknown';
}

export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** Any other valid number behaves like 4242…: the simulation never moves real money. */
export function cardBehaviour(digits: string): CardBehaviour {
  return testCards.find((c) => c.number === digits)?.behaviour ?? 'succeeds';
}

/** The refusal for an expiry date, or null when the card has not expired by `now` (UTC month). */
export function expiryError(month: number, year: number, now: Date): string | null {
  if (!Number.isInteger(month) || month < 1 || month > 12) {
    return "Your card's expiration month is invalid.";
  }
  if (!Number.isInteger(year)) return "Your card's expiration year is invalid.";
  const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
  if (year * 12 + (month - 1) < thisMonth) return "Your card's expiration date is in the past.";
  if (year > now.getUTCFullYear() + 20) return "Your card's expiration year is invalid.";
  return null;
}

export interface SimulatedCardToken {
  brand: CardBrand;
  last4: string;
  expMonth: number;
  expYear: number;
  /** A one-way hash of the number: the same card, the same fingerprint. */
  fingerprint: string;
  behaviour: CardBehaviour;
}

const TOKEN_PREFIX = 'simtok_';

function toBase64Url(text: string): string {
  return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): string {
  return atob(text.replace(/-/g, '+').replace(/_/g, '/'));
}

export function encodeSimulatedToken(card: SimulatedCardToken): string {
  return TOKEN_PREFIX + toBase64Url(JSON.stringify(card));
}

/** The card a simulated token stands for, or null when it is not one. */
export function decodeSimulatedToken(token: string): SimulatedCardToken | null {
  if (!token.startsWith(TOKEN_PREFIX)) return null;
  let value: unknown;
  try {
    value = JSON.parse(fromBase64Url(token.slice(TOKEN_PREFIX.length)));
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  const valid =
    cardBrands.includes(v.brand as CardBrand) &&
    typeof v.last4 === 'string' &&
    /^\d{4}$/.test(v.last4) &&
    Number.isInteger(v.expMonth) &&
    (v.expMonth as number) >= 1 &&
    (v.expMonth as number) <= 12 &&
    Number.isInteger(v.expYear) &&
    typeof v.fingerprint === 'string' &&
    /^[0-9a-f]{32}$/.test(v.fingerprint) &&
    cardBehaviours.includes(v.behaviour as CardBehaviour);
  if (!valid) return null;
  // Only the known fields: whatever else a crafted token carries is not kept.
  const card = v as unknown as SimulatedCardToken;
  return {
    brand: card.brand,
    last4: card.last4,
    expMonth: card.expMonth,
    expYear: card.expYear,
    fingerprint: card.fingerprint,
    behaviour: card.behaviour,
  };
}

/** The browser's side of the simulated provider: a card (number never kept) → a token. */
export async function tokeniseSimulatedCard(input: {
  number: string;
  expMonth: number;
  expYear: number;
}): Promise<string> {
  const digits = input.number.replace(/\D/g, '');
  const hash = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`blush:${digits}`));
  const fingerprint = Array.from(new Uint8Array(hash).slice(0, 16), (b) =>
    b.toString(16).padStart(2, '0'),
  ).join('');
  return encodeSimulatedToken({
    brand: cardBrand(digits),
    last4: digits.slice(-4),
    expMonth: input.expMonth,
    expYear: input.expYear,
    fingerprint,
    behaviour: cardBehaviour(digits),
  });
}
