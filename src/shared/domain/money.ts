import type { Locale } from '#shared/i18n/locales.ts';

/** Money is an integer number of cents everywhere (docs/product.md); text only at the edges. */

/**
 * Each language's way of writing an amount (decision 0037): English groups thousands with a
 * comma (or a space) and writes cents after a point, "1,234.50"; Canadian French groups with a
 * space (typed, no-break or narrow no-break) and writes cents after a comma, "1 234,50", or a
 * point, as keypads type it. Never a point between thousands: "1.234" is no amount.
 */
const amountGrammar: Record<Locale, RegExp> = {
  'en-CA': /^(\d+|\d{1,3}(?:,\d{3})+|\d{1,3}(?: \d{3})+)(?:\.(\d{1,2}))?$/,
  'fr-CA': /^(\d+|\d{1,3}(?: \d{3})+)(?:[,.](\d{1,2}))?$/,
};

/** What an artist may type around the number: "$79.50", "79,50 $", no-break spaces. */
const bare = (text: string) =>
  text
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\$ ?|(?<=\d) ?\$$/, '');

/**
 * An amount typed in `locale` read as cents, null when it is none, or 'unclear' when it is one
 * only in the other language ("79,50" on an English page, "1,234.50" on a French one): refused
 * with its own message rather than read wrong. No floats.
 */
export function readDollars(text: string, locale: Locale = 'en-CA'): number | 'unclear' | null {
  const typed = bare(text);
  const match = amountGrammar[locale].exec(typed);
  if (!match) {
    const other = locale === 'en-CA' ? 'fr-CA' : 'en-CA';
    return amountGrammar[other].test(typed) ? 'unclear' : null;
  }
  const cents = (match[2] ?? '').padEnd(2, '0');
  const whole = Number(match[1]!.replace(/\D/g, ''));
  return Number.isSafeInteger(whole * 100) ? whole * 100 + Number(cents) : null;
}

/** "80" → 8000, "79.5" → 7950, "79,50 $" in French → 7950; null when it is not an amount. */
export function parseDollars(text: string, locale: Locale = 'en-CA'): number | null {
  const cents = readDollars(text, locale);
  return typeof cents === 'number' ? cents : null;
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

/**
 * 8000 → "80", 7950 → "79.50" (in French "79,50"): how an artist types it, for editing; the
 * English form is also what the browser sends and addresses carry.
 */
export function centsToDollarsText(cents: number, locale: Locale = 'en-CA'): string {
  const whole = Math.trunc(cents / 100);
  const rest = cents % 100;
  const point = locale === 'fr-CA' ? ',' : '.';
  return rest === 0 ? String(whole) : `${whole}${point}${String(rest).padStart(2, '0')}`;
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
