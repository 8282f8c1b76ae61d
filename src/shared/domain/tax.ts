/**
 * Tax reporting rules (Part XX of the Income Tax Act, after the OECD's model rules for
 * platform operators): the checks an artist's tax details pass, how they are masked, and the
 * calendar quarters (Toronto time) the figures are reported by.
 */
import { torontoInstant, torontoParts } from './toronto-time.ts';

/** The Luhn check the CRA's 9-digit numbers pass: double every second digit, sum, a multiple of 10. */
function luhn9(digits: string): boolean {
  if (!/^\d{9}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < 9; i++) {
    const digit = Number(digits[i]) * (i % 2 === 1 ? 2 : 1);
    sum += digit > 9 ? digit - 9 : digit;
  }
  return sum % 10 === 0;
}

/** A social insurance number: 9 digits passing the Luhn check. */
export const isValidSin = luhn9;

/** A business number (its first 9 digits, the BN9): the same check. */
export const isValidBusinessNumber = luhn9;

/** Digits only: "046 454 286" and "046-454-286" are the same number. */
export const digitsOf = (text: string) => text.replace(/[\s-]/g, '');

/** Canada Post's format: A1A 1A1 (no D, F, I, O, Q, U; W and Z never first). */
export const POSTAL_CODE = /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d$/i;

/** "m5v2t6" → "M5V 2T6". */
export function formatPostalCode(code: string): string {
  const c = code.replace(/\s/g, '').toUpperCase();
  return `${c.slice(0, 3)} ${c.slice(3)}`;
}

export const MIN_SELLER_AGE = 18;

/** Whole years between an ISO date of birth and `today` (an ISO date). */
export function ageOn(dateOfBirth: string, today: string): number {
  const [by, bm, bd] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

/** A SIN or business number as answers show it: only its last 3 digits (`***-***-286`). */
export function maskNumber(kind: 'individual' | 'business', digits: string): string {
  const last = digits.slice(-3);
  return kind === 'individual' ? `***-***-${last}` : `******${last}`;
}

export const quarters = [1, 2, 3, 4] as const;
export type Quarter = (typeof quarters)[number];

/** The calendar year and quarter (Toronto time) an instant falls in. */
export function torontoQuarter(instant: Date): { year: number; quarter: Quarter } {
  const p = torontoParts(instant);
  return { year: p.year, quarter: (Math.floor((p.month - 1) / 3) + 1) as Quarter };
}

/** The first instant of a Toronto calendar year, and of the next one. */
export function torontoYearBounds(year: number): { from: Date; until: Date } {
  return { from: torontoInstant(year, 1, 1), until: torontoInstant(year + 1, 1, 1) };
}

/** One quarter's figures of one artist, in cents (from the ledger). */
export interface QuarterFigures {
  quarter: Quarter;
  /** What clients paid for her services (the services' subtotals, before refunds). */
  grossCents: number;
  /** Services paid for in the quarter (each booking's charge once, unless wholly refunded). */
  services: number;
  /** Commission withheld, less commission given back with refunds. */
  commissionCents: number;
  tipsCents: number;
  /** The services' share of refunds (what clients got back of the subtotals). */
  refundsCents: number;
  /** HST she collected (her artist_hst lines). */
  hstCents: number;
  /** Taxes the platform withheld from her: none today. */
  taxesWithheldCents: number;
  payoutsCents: number;
  /**
   * Consideration as Part XX defines it: paid or credited to her, net of the fees and
   * commissions withheld: gross − refunds − commission + tips.
   */
  considerationCents: number;
}

export const emptyQuarter = (quarter: Quarter): QuarterFigures => ({
  quarter,
  grossCents: 0,
  services: 0,
  commissionCents: 0,
  tipsCents: 0,
  refundsCents: 0,
  hstCents: 0,
  taxesWithheldCents: 0,
  payoutsCents: 0,
  considerationCents: 0,
});

/** The year's total of each figure. */
export function yearTotals(rows: readonly QuarterFigures[]): Omit<QuarterFigures, 'quarter'> {
  const total = { ...emptyQuarter(1) } as Partial<QuarterFigures>;
  delete total.quarter;
  const sum = total as Omit<QuarterFigures, 'quarter'>;
  for (const row of rows) {
    for (const key of Object.keys(sum) as Array<keyof typeof sum>) sum[key] += row[key];
  }
  return sum;
}

/** The January copy goes out before the return's deadline, January 31 (Toronto). */
export const SELLER_COPY_SCHEDULE = '0 9 15 1 *';
