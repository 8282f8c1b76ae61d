import { sql, type SQL } from 'drizzle-orm';
import {
  emptyQuarter,
  quarters,
  torontoQuarter,
  torontoYearBounds,
  type Quarter,
  type QuarterFigures,
} from '#shared/domain/tax.ts';
import { torontoInstant } from '#shared/domain/toronto-time.ts';
import type { Db } from '../../db/open-db.ts';
import { rowsOf as rowsFrom } from '../../jobs/queue.ts';

const rowsOf = async <T>(db: Db, query: SQL): Promise<T[]> => rowsFrom<T>(await db.execute(query));

/** One artist's year: four quarters, each with every figure (zeros where nothing happened). */
export type YearFigures = Map<string, QuarterFigures[]>;

interface Row {
  artist_id: string;
  quarter: number;
  gross: string | number;
  refunds: string | number;
  commission: string | number;
  tips: string | number;
  hst: string | number;
  payouts: string | number;
  services: string | number;
}

/**
 * Every figure of the statements and of the Part XX return, read from the ledger alone, by
 * artist and calendar quarter (Toronto time). A charge's lines and its refunds' count in the
 * quarter the charge was made, so a later refund changes the quarter (and the year) it
 * reduces — which is what makes an amended return due. Tips and payouts count when made.
 * The commission lines are the platform's: the charge's payment names whose they are.
 */
export async function yearFigures(db: Db, year: number, artistId?: string): Promise<YearFigures> {
  const { from, until } = torontoYearBounds(year);
  const [q2, q3, q4] = [4, 7, 10].map((month) => torontoInstant(year, month, 1).toISOString());
  const rows = await rowsOf<Row>(
    db,
    sql`
    with charge_at as (
      select payment_id, min(created_at) as at from ledger_entries
      where payment_id is not null and refund_id is null group by payment_id
    ), lines as (
      select e.account, e.amount_cents::bigint as amount, e.payment_id, e.refund_id, e.payout_id,
        coalesce(p.artist_id, e.user_id) as artist_id, p.kind, coalesce(c.at, e.created_at) as at
      from ledger_entries e
      left join payments p on p.id = e.payment_id
      left join charge_at c on c.payment_id = e.payment_id
      where e.account in ('artist_payable', 'commission', 'artist_hst')
    ), scoped as (
      select *, case when at < ${q2}::timestamptz then 1 when at < ${q3}::timestamptz then 2
        when at < ${q4}::timestamptz then 3 else 4 end as quarter
      from lines
      where at >= ${from.toISOString()}::timestamptz and at < ${until.toISOString()}::timestamptz
        and artist_id is not null ${artistId ? sql`and artist_id = ${artistId}` : sql``}
    ), services as (
      select artist_id, quarter, payment_id from scoped
      where kind = 'service' and account in ('artist_payable', 'commission')
      group by artist_id, quarter, payment_id having sum(amount) < 0
    )
    select s.artist_id, s.quarter,
      sum(case when payment_id is not null and refund_id is null
        and account in ('artist_payable', 'commission') then -amount else 0 end) as gross,
      sum(case when refund_id is not null
        and account in ('artist_payable', 'commission') then amount else 0 end) as refunds,
      sum(case when payment_id is not null and account = 'commission' then -amount else 0 end)
        as commission,
      sum(case when payment_id is null and payout_id is null and account = 'artist_payable'
        then -amount else 0 end) as tips,
      sum(case when account = 'artist_hst' then -amount else 0 end) as hst,
      sum(case when payout_id is not null and account = 'artist_payable' then amount else 0 end)
        as payouts,
      (select count(*) from services v where v.artist_id = s.artist_id and v.quarter = s.quarter)
        as services
    from scoped s group by s.artist_id, s.quarter`,
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
  const [row] = await rowsOf<{ first: string | Date | null }>(
    db,
    sql`select min(e.created_at) as first from ledger_entries e
      left join payments p on p.id = e.payment_id
      where coalesce(p.artist_id, e.user_id) = ${artistId}`,
  );
  const last = torontoQuarter(now).year;
  const first = row?.first ? torontoQuarter(new Date(row.first)).year : last;
  const years: number[] = [];
  for (let y = last; y >= first; y--) years.push(y);
  return years;
}

export type { Quarter };
