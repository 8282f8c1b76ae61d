import pg from 'pg';
import type { Database } from '../db/open-db.ts';
import { hearInProcess, JOBS_CHANNEL } from './queue.ts';
import type { JobsLog } from './worker.ts';

export interface Listener {
  close(): Promise<void>;
}

const RECONNECT_MIN_MS = 500;
const RECONNECT_MAX_MS = 30_000;

/**
 * Calls `onJob(queue)` when a job is queued on this database by any process. PostgreSQL: a
 * dedicated connection LISTENs (a pooled one would be lent to queries); it reconnects when
 * lost and then calls `onReconnect`, since announcements made meanwhile are gone. PGlite:
 * this process is the only one, so `announce` calls `onJob` itself; the one in-process
 * connection's own LISTEN hears what SQL announces (cron ticks).
 */
export async function listenForJobs(
  database: Database,
  onJob: (queue: string) => void,
  onReconnect: () => void,
  log: JobsLog,
): Promise<Listener> {
  const listener = await listenOn(database, JOBS_CHANNEL, onJob, onReconnect, log);
  if (!database.pglite) return listener;
  const stopHearing = hearInProcess(database.db, onJob);
  return {
    close: () => {
      stopHearing();
      return listener.close();
    },
  };
}

/**
 * The same for any channel (`channel` is a constant identifier, never user input): the live
 * conversation updates listen on their own channel with this connection pattern.
 */
export async function listenOn(
  database: Database,
  channel: string,
  onNotify: (payload: string) => void,
  onReconnect: () => void,
  log: JobsLog,
): Promise<Listener> {
  if (database.pglite) {
    const unlisten = await database.pglite.listen(channel, onNotify);
    return { close: () => unlisten() };
  }
  const connectionString = database.connectionString;
  if (!connectionString) return { close: () => Promise.resolve() };

  let client: pg.Client | undefined;
  let closed = false;
  let retryMs = RECONNECT_MIN_MS;
  let retryTimer: NodeJS.Timeout | undefined;

  const reconnectLater = () => {
    if (closed || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      void connect(true);
    }, retryMs);
    retryTimer.unref();
    retryMs = Math.min(retryMs * 2, RECONNECT_MAX_MS);
  };

  async function connect(again: boolean): Promise<void> {
    const next = new pg.Client({ connectionString });
    next.on('notification', (message) => onNotify(message.payload ?? ''));
    next.on('error', (error) => log.warn({ err: error, channel }, 'LISTEN connection error'));
    next.on('end', () => {
      if (client === next) client = undefined;
      reconnectLater();
    });
    try {
      await next.connect();
      await next.query(`listen ${channel}`);
    } catch (error) {
      log.warn({ err: error, channel }, 'LISTEN connection failed; polling meanwhile');
      await next.end().catch(() => {});
      reconnectLater();
      return;
    }
    if (closed) {
      await next.end().catch(() => {});
      return;
    }
    client = next;
    retryMs = RECONNECT_MIN_MS;
    if (again) onReconnect();
  }

  await connect(false);
  return {
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      const current = client;
      client = undefined;
      await current?.end().catch(() => {});
    },
  };
}
