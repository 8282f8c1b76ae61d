import { firstStartsByPart, SEARCH_HORIZON_DAYS } from '#shared/domain/artist-search.ts';
import { DEFAULT_SCHEDULE, freeSlots, type Schedule } from '#shared/domain/availability.ts';
import { addCalendarDays, torontoDay } from '#shared/domain/toronto-time.ts';
import type { Db } from '../../db/open-db.ts';
import { findBusyOfArtists } from './artist-search.queries.ts';
import {
  analyzeFacts,
  findStale,
  lookAtFacts,
  readVersions,
  recentBookings,
  writeFacts,
  type StaleRow,
} from './search-facts.queries.ts';

export { readVersions };

/**
 * Keeps `artist_search_facts` (decision 0038) true: every artist has a row (a trigger makes it
 * with her profile); a row marked stale by a trigger, from an earlier Toronto day, or whose
 * first free start has gone past its notice is worked out again, in batches (three reads and
 * one write a batch, whatever it holds). A search that finds every row fresh costs one small
 * read; the nightly job works out the new day for everyone.
 */

const DAY = 86_400_000;
const MINUTE = 60_000;
/** A booking of no known length (an artist without services) is looked for as an hour. */
export const DEFAULT_MINUTES = 60;
/** Artists worked out per batch of reads. */
const BATCH = 1000;
/** A refresh of this many rows or more renews the table's statistics. */
const ANALYZE_AFTER = 500;

/**
 * The facts' version: the sequence every change a trigger marks raises (answers are kept under
 * it). A sequence's last value counts a change as it commits, without waiting for it.
 */
async function factsVersion(db: Db): Promise<string> {
  return (await readVersions(db)).facts;
}

/**
 * What this process last saw: at that version, on that Toronto day, no row was stale, and
 * none would be by time alone before `until` (the earliest first start to pass its notice).
 * While all three still hold, a search need not look at the rows at all.
 */
let seen: { version: string; day: string; until: number } | null = null;

/** One artist's facts: her first start in each part of each kept day, from her free times. */
function factsOf(schedule: Schedule, starts: Date[], today: string) {
  const kept = firstStartsByPart(starts, today);
  const next = starts[0] ?? null;
  const notice = schedule.minNoticeMinutes * MINUTE;
  return {
    computed_day: today,
    next_free_at: next?.toISOString() ?? null,
    // Past this instant her first start is inside her notice: then worked out again.
    valid_until: next ? new Date(next.getTime() - notice).toISOString() : null,
    first_starts: `{${kept.map((s) => (s ? s.getTime() / MINUTE : 'NULL')).join(',')}}`,
  };
}

async function refreshBatch(db: Db, rows: StaleRow[], now: Date) {
  const today = torontoDay(now);
  const last = addCalendarDays(today, SEARCH_HORIZON_DAYS);
  const ids = rows.map((r) => r.id);
  const busy = await findBusyOfArtists(
    db,
    ids,
    new Date(now.getTime() - DAY),
    new Date(Date.parse(`${addCalendarDays(last, 3)}T00:00:00Z`)),
  );
  const recent = await recentBookings(db, ids);
  // Artists with the same hours, notice and service length and no bookings have the same
  // facts: worked out once a batch (most artists keep the default hours).
  const shared = new Map<string, ReturnType<typeof factsOf>>();
  const factsFor = (row: StaleRow) => {
    const schedule = row.schedule ?? DEFAULT_SCHEDULE;
    const minutes = row.minutes ?? DEFAULT_MINUTES;
    const held = busy.get(row.id) ?? [];
    const work = () =>
      factsOf(
        schedule,
        freeSlots({ schedule, from: today, to: last, minutes, now, busy: held }),
        today,
      );
    if (held.length > 0) return work();
    const key = `${minutes}:${JSON.stringify(schedule)}`;
    let facts = shared.get(key);
    if (!facts) shared.set(key, (facts = work()));
    return facts;
  };
  const facts = rows.map((row) => ({
    artist_id: row.id,
    version: Number(row.version),
    ...factsFor(row),
    recent_bookings: recent.get(row.id) ?? 0,
  }));
  await writeFacts(db, facts);
}

/** The refresh this process is running, if any: searches finding stale rows meanwhile wait. */
let running: Promise<unknown> = Promise.resolve();

/**
 * Brings every artist's kept facts up to date; answers how many it worked out and the facts'
 * version. A search that finds none stale goes on at once (one read of one row when nothing
 * changed since the last look, else one of a narrow table). Otherwise one
 * refresh at a time in a process: twenty searches arriving together after a change work it
 * out once, not twenty times (each looks again once the one before has finished).
 */
export async function refreshSearchFacts(
  db: Db,
  now: Date,
  /** The facts' version, when the caller has just read it (`readVersions`). */
  known?: string,
): Promise<{ worked: number; version: string }> {
  const version = known ?? (await factsVersion(db));
  const day = torontoDay(now);
  if (seen && seen.version === version && seen.day === day && now.getTime() < seen.until) {
    return { worked: 0, version };
  }
  const look = await lookAtFacts(db, now);
  if (!look.stale) {
    seen = { version, day, until: look.until };
    return { worked: 0, version };
  }
  seen = null;
  const mine = running.then(async () => {
    const rows = await findStale(db, now);
    for (let i = 0; i < rows.length; i += BATCH) {
      await refreshBatch(db, rows.slice(i, i + BATCH), now);
    }
    // Many rows new at once (a first start, a new day): the planner learns the table again.
    if (rows.length >= ANALYZE_AFTER) await analyzeFacts(db);
    return { worked: rows.length, version };
  });
  running = mine.catch(() => undefined);
  return mine;
}
