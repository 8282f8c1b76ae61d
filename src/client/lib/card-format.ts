import { cardBrand } from '#shared/domain/test-cards.ts';
import type { Translator } from '#shared/i18n/translator.ts';
import type { SavedCard } from '#shared/schemas/payments.ts';

const brandNames: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
};

/**
 * "visa" → "Visa" (the provider's brand codes, Stripe's and the simulated one's alike); a brand
 * the app does not know is a card, in the page's language with `t` ("Carte").
 */
export const brandName = (brand: string, t?: Translator['t']) =>
  brandNames[brand.toLowerCase()] ?? (t ? t('payments.card.unknownBrand') : 'Card');

export const maskedNumber = (last4: string) => `•••• ${last4}`;

/** 4, 2027 → "04/27", as the card shows it. */
export const expiryText = (card: Pick<SavedCard, 'expMonth' | 'expYear'>) =>
  `${String(card.expMonth).padStart(2, '0')}/${String(card.expYear % 100).padStart(2, '0')}`;

/**
 * "Visa ending in 4242": how a card is named to a screen reader, in the page's language with
 * `t` ("Visa se terminant par 4242").
 */
export const cardName = (card: Pick<SavedCard, 'brand' | 'last4'>, t?: Translator['t']) =>
  t
    ? t('payments.card.name', { brand: brandName(card.brand, t), last4: card.last4 })
    : `${brandName(card.brand)} ending in ${card.last4}`;

/** Digits typed so far, grouped as printed on the card: 4-4-4-4, or 4-6-5 for American Express. */
export function formatCardNumber(text: string): string {
  const digits = text.replace(/\D/g, '').slice(0, 19);
  const groups = cardBrand(digits) === 'amex' ? [4, 6, 5] : [4, 4, 4, 4, 3];
  const parts: string[] = [];
  let at = 0;
  for (const size of groups) {
    if (at >= digits.length) break;
    parts.push(digits.slice(at, at + size));
    at += size;
  }
  return parts.join(' ');
}

/** "0427" → "04/27"; the slash comes with the third digit, so deleting back never fights it. */
export function formatExpiry(text: string): string {
  let digits = text.replace(/\D/g, '').slice(0, 4);
  // "4" then "/" typed: a one-digit month.
  if (/^\d\//.test(text.trim())) digits = `0${digits}`.slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** "04/27" → { month: 4, year: 2027 }; null until it has the MM/YY shape. */
export function parseExpiry(text: string): { month: number; year: number } | null {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(text.trim());
  if (!match) return null;
  return { month: Number(match[1]), year: 2000 + Number(match[2]) };
}
