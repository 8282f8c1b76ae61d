/**
 * GST/HST registration numbers and the small-supplier threshold (Excise Tax Act s. 148).
 *
 * A GST/HST number is the CRA's 9-digit business number (its last digit a Luhn check digit),
 * the program identifier `RT`, and a 4-digit reference number: `123456782RT0001`.
 */
import { torontoInstant, torontoParts } from './toronto-time.ts';

const hstPattern = /^(\d{9})RT(\d{4})$/;

/** The Luhn check of a 9-digit business number (the CRA's check digit). */
export function businessNumberValid(bn: string): boolean {
  if (!/^\d{9}$/.test(bn)) return false;
  let sum = 0;
  for (let i = 0; i < 9; i += 1) {
    let d = Number(bn[8 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** Spaces and dashes people type are dropped and letters upper-cased: "123 456 782 rt 0001". */
export function normalizeHstNumber(text: string): string {
  return text.replace(/[\s-]/g, '').toUpperCase();
}

/** Why a GST/HST number is not one (null when it is), in words for the field. */
export function hstNumberProblem(text: string): string | null {
  const value = normalizeHstNumber(text);
  const bn = value.slice(0, 9);
  if (!/^\d{9}/.test(value)) return 'must start with your 9-digit business number';
  if (!businessNumberValid(bn)) return 'has a business number whose check digit is wrong';
  if (value.slice(9, 11) !== 'RT') return 'must have RT (the GST/HST program) after the 9 digits';
  if (!hstPattern.test(value)) return 'must end with the 4-digit account number (RT0001)';
  return null;
}

/** "123456782RT0001" → "•••••6782RT0001": how the number shows outside an invoice. */
export function maskHstNumber(value: string): string {
  return `${'•'.repeat(5)}${value.slice(5)}`;
}

/** The small-supplier threshold: $30,000 of taxable supplies. */
export const SMALL_SUPPLIER_THRESHOLD_CENTS = 3_000_000;
/** A notice comes at 80% of it. */
export const THRESHOLD_NOTICE_PERCENT = 80;

export interface Quarter {
  year: number;
  /** 1 to 4. */
  quarter: number;
}

/** The calendar quarter an instant falls in, Toronto time. */
export function quarterOf(at: Date): Quarter {
  const { year, month } = torontoParts(at);
  return { year, quarter: Math.floor((month - 1) / 3) + 1 };
}

export function previousQuarter(q: Quarter): Quarter {
  return q.quarter === 1
    ? { year: q.year - 1, quarter: 4 }
    : { year: q.year, quarter: q.quarter - 1 };
}

/** The quarter's first instant, Toronto time. */
export function quarterStart(q: Quarter): Date {
  return torontoInstant(q.year, (q.quarter - 1) * 3 + 1, 1);
}

/** The quarter's end (the next quarter's first instant). */
export function quarterEnd(q: Quarter): Date {
  return q.quarter === 4
    ? torontoInstant(q.year + 1, 1, 1)
    : torontoInstant(q.year, q.quarter * 3 + 1, 1);
}

export const quarterLabel = (q: Quarter) => `Q${q.quarter} ${q.year}`;

export type ThresholdLevel = 'under' | 'near' | 'crossed';

export interface ThresholdStanding {
  /** Taxable sales in the current quarter, and in it plus the four before. */
  currentQuarterCents: number;
  lastFourQuartersCents: number;
  /** The four quarters before the current one: the rolling test's window. */
  quarters: Quarter[];
  level: ThresholdLevel;
  /** Which test is crossed first (null while under both). */
  crossedBy: 'quarter' | 'four-quarters' | null;
}

const levelOf = (cents: number): ThresholdLevel =>
  cents > SMALL_SUPPLIER_THRESHOLD_CENTS
    ? 'crossed'
    : cents * 100 >= SMALL_SUPPLIER_THRESHOLD_CENTS * THRESHOLD_NOTICE_PERCENT
      ? 'near'
      : 'under';

/**
 * Where an unregistered artist stands: the CRA's two tests are one calendar quarter over
 * $30,000, or the last four calendar quarters together over $30,000.
 */
export function thresholdStanding(
  current: Quarter,
  byQuarter: ReadonlyMap<string, number>,
): ThresholdStanding {
  const quarters: Quarter[] = [];
  let q = current;
  for (let i = 0; i < 4; i += 1) {
    q = previousQuarter(q);
    quarters.unshift(q);
  }
  const sales = (x: Quarter) => byQuarter.get(quarterLabel(x)) ?? 0;
  const currentQuarterCents = sales(current);
  const lastFourQuartersCents = quarters.reduce((sum, x) => sum + sales(x), 0);
  const single = levelOf(currentQuarterCents);
  const rolling = levelOf(lastFourQuartersCents);
  const order: ThresholdLevel[] = ['under', 'near', 'crossed'];
  const level = order[Math.max(order.indexOf(single), order.indexOf(rolling))]!;
  const crossedBy =
    single === 'crossed' ? 'quarter' : rolling === 'crossed' ? 'four-quarters' : null;
  return { currentQuarterCents, lastFourQuartersCents, quarters, level, crossedBy };
}
