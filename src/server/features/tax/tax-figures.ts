import {
  emptyQuarter,
  quarters,
  torontoQuarter,
  torontoYearBounds,
  type Quarter,
  type QuarterFigures,
} from '#shared/domain/tax.ts';
import { torontoInstant } from '#shared/domain/toronto-time.ts';
import type { Db } from '../../db/db.ts';
import { firstLedgerLineAt, quarterFigureRows } from './tax.queries.ts';

/** One artist's year: four quarters, each with every figure (zeros where nothing happened). */
export type YearFigures = Map<string, QuarterFigures[]>;

/**
 * Every figure of the statements and of the Part XX return, read from the ledger alone, by
 * artist and calendar quarter (Toronto time). A charge's lines and its refunds' count in the
 * quarter the charge was made, so a later refund changes the quarter (and the year) it
 * reduces — which is what makes an amended return due. Tips and payouts count when made.
 * The commission lines are the platform's: the charge's payment names whose they are.
 */
export async function yearFigures(db: Db, year: number, artistId?: string): Promise<YearFigures> {
  const { from, until } = torontoYearBounds(year);
  const [q2, q3, q4] = [4, 7, 10].map((month) => torontoInstant(year, month, 1).toISOString()) as [
    string,
    string,
    string,
  ];
  const rows = await quarterFigureRows(
    db,
    { from: from.toISOString(), until: until.toISOString(), q2, q3, q4 },
    artistId,
  );
  const figures: YearFigures = new Map();
  for (const row of rows) {
    const list = figures.get(row.artist_id) ?? quarters.map(emptyQuarter);
    figures.set(row.artist_id, list);
    const q = list[Number(row.quarter) - 1]!;
    Object.assign(q, {
      grossCents: Number(row.gross),
      refundsCents: Number(row.refunds),
      commissionCents: Number(row.commission),
      tipsCents: Number(row.tips),
      hstCents: Number(row.hst),
      payoutsCents: Number(row.payouts),
      services: Number(row.services),
    });
    q.considerationCents = q.grossCents - q.refundsCents - q.commissionCents + q.tipsCents;
  }
  return figures;
}

/** Reportable sellers: paid for at least one service in the year (decision 0030). */
export const isReportable = (rows: readonly QuarterFigures[]) =>
  rows.some((q) => q.services > 0 || q.grossCents > 0);

/** The years an artist's ledger lines span, newest first (at least the current one). */
export async function artistYears(db: Db, artistId: string, now = new Date()): Promise<number[]> {
  const firstAt = await firstLedgerLineAt(db, artistId);
  const last = torontoQuarter(now).year;
  const first = firstAt ? torontoQuarter(new Date(firstAt)).year : last;
  const years: number[] = [];
  for (let y = last; y >= first; y--) years.push(y);
  return years;
}

export type { Quarter };
