import type { ServerResponse } from 'node:http';
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import { BOOKING_CHANGES_CHANNEL, readBookingChange } from '../../db/booking-changes.ts';
import type { Database } from '../../db/open-db.ts';
import { RateLimitedError } from '../../app-error.ts';
import { listenOn, type Listener } from '../../jobs/listen.ts';

/** Streams one person may hold open in one process (tabs, devices); more are refused. */
export const MAX_STREAMS_PER_USER = 10;
/** A comment line this often keeps proxies from closing an idle stream. */
const HEARTBEAT_MS = 25_000;

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
  const notify = (payload: string) => {
    const told = readBookingChange(payload);
    if (!told) return;
    for (const res of streams.get(told.bookingId) ?? []) send(res, told.change);
  };
  // After a reconnect: whatever changed meanwhile, the booking and its conversation.
  const notifyAll = () => {
    for (const set of streams.values()) for (const res of set) send(res, 'booking');
  };

  return {
    /** Turns the hijacked reply into a server-sent event stream of one conversation. */
    async open(reply: FastifyReply, bookingId: string, userId: string): Promise<void> {
      if ((perUser.get(userId) ?? 0) >= MAX_STREAMS_PER_USER) {
        throw new RateLimitedError('Too many open conversations. Close one and try again.', 30);
      }
      listener ??= listenOn(database, BOOKING_CHANGES_CHANNEL, notify, notifyAll, log);
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
