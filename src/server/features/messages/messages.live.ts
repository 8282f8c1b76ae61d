import type { ServerResponse } from 'node:http';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import type { Database, Db } from '../../db/open-db.ts';
import { RateLimitedError } from '../../http/app-error.ts';
import { listenOn, type Listener } from '../../jobs/listen.ts';

/** Every process LISTENs here; the payload is the booking whose conversation changed. */
export const MESSAGES_CHANNEL = 'blush_messages';
/** Streams one person may hold open in one process (tabs, devices); more are refused. */
export const MAX_STREAMS_PER_USER = 10;
/** A comment line this often keeps proxies from closing an idle stream. */
const HEARTBEAT_MS = 25_000;

/** Tells every app process (this one included) that a conversation changed. */
export async function announceChange(db: Db, bookingId: string): Promise<void> {
  await db.execute(sql`select pg_notify(${MESSAGES_CHANNEL}, ${bookingId})`);
}

/**
 * The open conversation streams of this process. One LISTEN connection (opened on the first
 * stream, reconnecting as the job queue's does) fans a change out to the streams of that
 * booking; each stream then tells its browser to fetch the conversation again. After a
 * reconnect every stream is told, since announcements made meanwhile are gone.
 */
export function messageHub(database: Database, log: FastifyBaseLogger) {
  const streams = new Map<string, Set<ServerResponse>>();
  const perUser = new Map<string, number>();
  let listener: Promise<Listener> | null = null;
  let closing = false;

  const send = (res: ServerResponse, event: string) => res.write(`event: ${event}\ndata: {}\n\n`);
  const notify = (bookingId: string) => {
    for (const res of streams.get(bookingId) ?? []) send(res, 'messages');
  };
  const notifyAll = () => {
    for (const set of streams.values()) for (const res of set) send(res, 'messages');
  };

  return {
    /** Turns the hijacked reply into a server-sent event stream of one conversation. */
    async open(reply: FastifyReply, bookingId: string, userId: string): Promise<void> {
      if ((perUser.get(userId) ?? 0) >= MAX_STREAMS_PER_USER) {
        throw new RateLimitedError('Too many open conversations. Close one and try again.', 30);
      }
      listener ??= listenOn(database, MESSAGES_CHANNEL, notify, notifyAll, log);
      await listener;
      reply.hijack();
      const res = reply.raw;
      // Security headers already set on the reply (helmet) go out with the stream; nothing
      // compresses or buffers it (hijacked: no onSend hook runs).
      res.writeHead(200, {
        ...(reply.getHeaders() as Record<string, string>),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        'x-accel-buffering': 'no',
        connection: 'keep-alive',
      });
      if (closing) {
        res.end();
        return;
      }
      const set = streams.get(bookingId) ?? new Set();
      streams.set(bookingId, set);
      set.add(res);
      perUser.set(userId, (perUser.get(userId) ?? 0) + 1);
      send(res, 'ready');
      const heartbeat = setInterval(() => res.write(': ping\n\n'), HEARTBEAT_MS);
      heartbeat.unref();
      res.on('close', () => {
        clearInterval(heartbeat);
        set.delete(res);
        if (set.size === 0) streams.delete(bookingId);
        const left = (perUser.get(userId) ?? 1) - 1;
        if (left > 0) perUser.set(userId, left);
        else perUser.delete(userId);
      });
    },
    /** Ends every stream (a graceful stop must not wait for them) and the LISTEN connection. */
    async close(): Promise<void> {
      closing = true;
      for (const set of streams.values()) for (const res of set) res.end();
      streams.clear();
      if (listener) await (await listener).close();
    },
  };
}
export type MessageHub = ReturnType<typeof messageHub>;
