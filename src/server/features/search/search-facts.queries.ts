import { sql } from 'drizzle-orm';
import type { Schedule } from '#shared/domain/availability.ts';
import { RECENT_BOOKING_DAYS } from '#shared/domain/artist-search.ts';
import { torontoDay } from '#shared/domain/toronto-time.ts';
import type { Db } from '../../db/db.ts';
import { readPublicVersion } from '../../http/public-cache.ts';
import { rowsOf } from './search.queries.ts';

/** The SQL of `artist_search_facts` (decision 0038); `artist-search-facts.ts` holds the rules. */

export interface StaleRow {
  id: string;
  schedule: Schedule | null;
  minutes: number | null;
  version: string | number;
}

/** One artist's worked-out facts, as written. */
export interface FactsRow {
  artist_id: string;
  version: number;
  computed_day: string;
  next_free_at: string | null;
  valid_until: string | null;
  first_starts: string;
  recent_bookings: number;
}

/**
 * The facts' version and the public data version, in one statement (a search needs both
 * before anything else: one round trip, not two).
 */
export async function readVersions(db: Db): Promise<{ facts: string; publicData: unknown }> {
  const [row] = await rowsOf<{ facts: string | number | null; public_data: unknown }>(
    db,
    sql`select (select last_value from search_facts_version_seq) as facts,
      ${readPublicVersion} as public_data`,
  );
  return { facts: String(row?.facts ?? 0), publicData: row?.public_data };
}

/** Whether a row is stale now, and when the next one will be by time alone. */
export async function lookAtFacts(db: Db, now: Date): Promise<{ stale: boolean; until: number }> {
  const [row] = await rowsOf<{ stale: boolean | null; until: string | null }>(
    db,
    sql`select bool_or(${staleRow(now)}) as stale, min(f.valid_until)::text as until
      from artist_search_facts f`,
  );
  return {
    stale: Boolean(row?.stale),
    until: row?.until ? Date.parse(row.until) : Infinity,
  };
}

const staleRow = (now: Date) =>
  sql`(f.stale or f.computed_day is distinct from ${torontoDay(now)}
    or f.valid_until <= ${now.toISOString()}::timestamptz)`;

/** The artists whose kept facts are not true any more, with what working them out needs. */
export async function findStale(db: Db, now: Date): Promise<StaleRow[]> {
  return rowsOf<StaleRow>(
    db,
    sql`select f.artist_id as id, p.schedule, f.version, (
        select ps.duration_minutes from profile_services ps
        where ps.user_id = f.artist_id order by ps.amount_cents, ps.id limit 1
      ) as minutes
      from artist_search_facts f
      join profiles p on p.user_id = f.artist_id
      where ${staleRow(now)}`,
  );
}

export async function recentBookings(db: Db, ids: string[]): Promise<Map<string, number>> {
  const rows = await rowsOf<{ a: string; n: string | number }>(
    db,
    sql`select b.artist_id as a, count(*) as n from bookings b
      where b.artist_id = any(${`{${ids.join(',')}}`}::uuid[])
        and b.created_at > now() - make_interval(days => ${RECENT_BOOKING_DAYS})
      group by b.artist_id`,
  );
  return new Map(rows.map((r) => [r.a, Number(r.n)]));
}

/** Writes worked-out facts, only over the version read: a change committed meanwhile keeps its row stale. */
export async function writeFacts(db: Db, facts: FactsRow[]): Promise<void> {
  await db.execute(sql`insert into artist_search_facts (artist_id, version, stale, computed_day,
      next_free_at, valid_until, first_starts, recent_bookings)
    select x.artist_id, x.version, false, x.computed_day, x.next_free_at, x.valid_until,
      x.first_starts::int[], x.recent_bookings
    from json_to_recordset(${JSON.stringify(facts)}::json) as x(artist_id uuid, version bigint,
      computed_day text, next_free_at timestamptz, valid_until timestamptz, first_starts text,
      recent_bookings int)
    on conflict (artist_id) do update set stale = false, computed_day = excluded.computed_day,
      next_free_at = excluded.next_free_at, valid_until = excluded.valid_until,
      first_starts = excluded.first_starts, recent_bookings = excluded.recent_bookings
    where artist_search_facts.version = excluded.version`);
}

/** Renews the table's statistics (after many rows changed at once). */
export async function analyzeFacts(db: Db): Promise<void> {
  await db.execute(sql`analyze artist_search_facts`);
}
