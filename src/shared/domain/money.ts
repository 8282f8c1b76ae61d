/** Money is an integer number of cents everywhere (docs/product.md); text only at the edges. */

const dollarsPattern = /^(\d+)(?:\.(\d{1,2}))?$/;

/** "80" → 8000, "79.5" → 7950, "79.50" → 7950; null when it is not an amount. No floats. */
export function parseDollars(text: string): number | null {
  const match = dollarsPattern.exec(text.trim());
  if (!match) return null;
  const cents = (match[2] ?? '').padEnd(2, '0');
  return Number(match[1]) * 100 + Number(cents);
}

/** 10500 → "$105.00" (Canadian English, the currency's own symbol). */
const dollarsAndCents = new Intl.NumberFormat('en-CA', { style: 'currency', currency: 'CAD' });

export function formatCents(cents: number): string {
  return dollarsAndCents.format(cents / 100);
}

/** 8000 → "80", 7950 → "79.50": how an artist typed it, for editing. */
export function centsToDollarsText(cents: number): string {
  const whole = Math.trunc(cents / 100);
  const rest = cents % 100;
  return rest === 0 ? String(whole) : `${whole}.${String(rest).padStart(2, '0')}`;
}

const wholeDollars = new Intl.NumberFormat('en-CA', {
  style: 'currency',
  currency: 'CAD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

/** Spec §2: an artist's lowest price "/cad start": 8000 → "$80 /cad start", 7950 → "$79.50 /cad start". */
export function startingPriceText(cents: number): string {
  return `${cents % 100 === 0 ? wholeDollars.format(cents / 100) : formatCents(cents)} /cad start`;
}
