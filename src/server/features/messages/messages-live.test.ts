import { heldTime } from '#shared/domain/availability.ts';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '#server/app.ts';
import { openDb, type Database } from '#server/db/open-db.ts';
import { bookings } from '#server/db/schema/index.ts';
import { makeArtist, makeQuickCustomer } from '#tests/support/fixtures/bookings.fixtures.ts';
import { MAX_STREAMS_PER_USER } from './messages.live.ts';
import type { App } from '#server/context.ts';
import { bearer, openTestDb, testEnv, type TestApp } from '#tests/support/test-app.ts';

/** A booking's start `ms` from now, with the time it holds (an hour). */
const appointmentIn = (ms: number) => {
  const appointmentAt = new Date(Date.now() + ms);
  return { appointmentAt, ...heldTime(appointmentAt) };
};

/**
 * Live conversations across app processes: the customer's stream is served by one app, the
 * artist posts to another, and only PostgreSQL's NOTIFY connects them. On PostgreSQL each app
 * has its own pool and LISTEN connection, as two processes on one server do; on PGlite (one
 * connection, one process) the same test runs in-process.
 */
const onPostgres = inject('dbTemplate').kind === 'postgres';

let database: Database & { drop(): Promise<void> };
let second: Database | undefined;
const apps: App[] = [];
let one: App;
let two: App;

async function start(db: Database) {
  const app = await buildApp({ env: testEnv({ LOG_LEVEL: 'error' }), database: db });
  await app.listen({ port: 0, host: '127.0.0.1' });
  apps.push(app);
  return app;
}
const base = (app: App) => {
  const address = app.server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
};

beforeAll(async () => {
  database = await openTestDb();
  second =
    onPostgres && database.connectionString
      ? await openDb({ databaseUrl: database.connectionString, migrate: false, poolSize: 2 })
      : undefined;
  one = await start(database);
  two = await start(second ?? database);
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await second?.close();
  await database.drop();
});

/** Reads server-sent events from a stream until `until` sees the one it waits for. */
async function waitForEvent(response: Response, event: string, timeoutMs: number): Promise<number> {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  const started = Date.now();
  let buffer = '';
  const timer = setTimeout(() => void reader.cancel(), timeoutMs);
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) throw new Error(`stream ended before "${event}"`);
      buffer += decoder.decode(value, { stream: true });
      if (buffer.includes(`event: ${event}\n`)) return Date.now() - started;
    }
  } finally {
    clearTimeout(timer);
    reader.releaseLock();
  }
}

describe('a conversation stream', () => {
  it('shows a message and an acceptance made through another app process at once', async () => {
    const t = { app: one, database } as unknown as TestApp;
    const artist = await makeArtist(t);
    const customer = await makeQuickCustomer(t);
    const [row] = await database.db
      .insert(bookings)
      .values({
        customerId: customer.id,
        artistId: artist.id,
        ...appointmentIn(86_400_000),
        services: [
          {
            serviceId: artist.services[0]!.id,
            typeOfService: 'Blowout',
            quantity: 1,
            amountCents: 8000,
          },
        ],
        subtotalCents: 8000,
        feeCents: 400,
        totalCents: 8400,
        place: 'artistSite',
        idempotencyKey: randomUUID(),
        respondBy: new Date(Date.now() + 3_600_000),
      })
      .returning({ id: bookings.id });
    const path = `/api/book/item/${row!.id}/messages`;

    // A stranger's stream is refused like the conversation itself.
    const stranger = await makeQuickCustomer(t);
    const refused = await fetch(`${base(one)}${path}/stream`, { headers: bearer(stranger.token) });
    expect(refused.status).toBe(404);

    const stream = await fetch(`${base(one)}${path}/stream`, { headers: bearer(customer.token) });
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(stream.headers.get('content-encoding')).toBeNull();
    expect(stream.headers.get('content-security-policy')).toBeTruthy();
    await waitForEvent(stream, 'ready', 2000);

    const posted = await fetch(`${base(two)}${path}`, {
      method: 'POST',
      headers: { ...bearer(artist.token), 'content-type': 'application/json' },
      body: JSON.stringify({ text: 'See you Saturday!' }),
    });
    expect(posted.status).toBe(200);
    expect(await waitForEvent(stream, 'messages', 3000)).toBeLessThan(2000);

    // The artist accepts through the other process: the customer's open booking hears it, to
    // show its new state and code without a reload.
    const accepted = await fetch(`${base(two)}/api/book/booking/${row!.id}/request`, {
      method: 'POST',
      headers: { ...bearer(artist.token), 'content-type': 'application/json' },
      body: JSON.stringify({ state: 'accepted' }),
    });
    expect(accepted.status).toBe(200);
    expect(await waitForEvent(stream, 'booking', 3000)).toBeLessThan(2000);

    // A graceful stop ends the open stream instead of waiting for it.
    const stopping = Date.now();
    await one.close();
    expect(Date.now() - stopping).toBeLessThan(5000);
  });

  it('refuses an 11th open stream of one person with a 429', async () => {
    const t = { app: two, database: second ?? database } as unknown as TestApp;
    const artist = await makeArtist(t);
    const customer = await makeQuickCustomer(t);
    const [row] = await database.db
      .insert(bookings)
      .values({
        customerId: customer.id,
        artistId: artist.id,
        ...appointmentIn(86_400_000),
        services: [],
        subtotalCents: 8000,
        feeCents: 400,
        totalCents: 8400,
        place: 'artistSite',
        idempotencyKey: randomUUID(),
        respondBy: new Date(Date.now() + 3_600_000),
      })
      .returning({ id: bookings.id });
    const url = `${base(two)}/api/book/item/${row!.id}/messages/stream`;
    const controller = new AbortController();
    try {
      const open = [];
      for (let i = 0; i < MAX_STREAMS_PER_USER; i++) {
        const stream = await fetch(url, {
          headers: bearer(customer.token),
          signal: controller.signal,
        });
        expect(stream.status).toBe(200);
        open.push(stream);
      }
      const refused = await fetch(url, { headers: bearer(customer.token) });
      expect(refused.status).toBe(429);
      // Another person is not counted against them.
      const other = await fetch(url, { headers: bearer(artist.token), signal: controller.signal });
      expect(other.status).toBe(200);
    } finally {
      controller.abort();
    }
  });
});
