import type { Locale } from '#shared/i18n/locales.ts';

/** Money is an integer number of cents everywhere (docs/product.md); text only at the edges. */

const dollarsPattern = /^(\d+)(?:\.(\d{1,2}))?$/;

/** "80" → 8000, "79.5" → 7950, "79.50" → 7950; null when it is not an amount. No floats. */
export function parseDollars(text: string): number | null {
  const match = dollarsPattern.exec(text.trim());
  if (!match) return null;
  const cents = (match[2] ?? '').padEnd(2, '0');
  return Number(match[1]) * 100 + Number(cents);
}

/**
 * Intl's number formats of each locale (decision 0037: no amount is formatted by hand), made
 * once: 10500 → "$105.00" in English, "105,00 $" in French (Canadian usage, the symbol after).
 */
const moneyFormats = new Map<string, Intl.NumberFormat>();
function moneyFormat(locale: Locale, wholeOnly: boolean): Intl.NumberFormat {
  const key = `${locale}:${wholeOnly}`;
  let format = moneyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'CAD',
      ...(wholeOnly ? { minimumFractionDigits: 0, maximumFractionDigits: 0 } : {}),
    });
    moneyFormats.set(key, format);
  }
  return format;
}

/** 123450 → "$1,234.50" (en-CA) or "1 234,50 $" (fr-CA). */
export function formatCents(cents: number, locale: Locale = 'en-CA'): string {
  return moneyFormat(locale, false).format(cents / 100);
}

/** 3000000 → "$30,000" (whole dollars without cents), 7950 → "$79.50"; "30 000 $" in French. */
export function formatWholeCents(cents: number, locale: Locale = 'en-CA'): string {
  return moneyFormat(locale, cents % 100 === 0).format(cents / 100);
}

/** 8000 → "80", 7950 → "79.50": how an artist typed it, for editing. */

export function centsToDollarsText(cents: number): string {
  const whole = Math.trunc(cents / 100);
  const rest = cents % 100;
  return rest === 0 ? String(whole) : `${whole}.${String(rest).padStart(2, '0')}`;
}

/**
 * Spec §2: an artist's lowest price "/cad start": 8000 → "$80 /cad start", 7950 → "$79.50 /cad
 * start"; in French "à partir de 80 $". A registered artist's HST comes at checkout, on top: the
 * card says so ("+ HST", in French "+ TVH"; Competition Act).
 */
export function startingPriceText(cents: number, hst = false, locale: Locale = 'en-CA'): string {
  const amount = moneyFormat(locale, cents % 100 === 0).format(cents / 100);
  if (locale === 'fr-CA') return `à partir de ${amount}${hst ? ' + TVH' : ''}`;
  return `${amount} /cad start${hst ? ' + HST' : ''}`;
}
