import { heldTime } from '#shared/domain/availability.ts';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import PostalMime from 'postal-mime';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { openDb } from '#server/db/open-db.ts';
import { bookings, users } from '#server/db/schema/index.ts';
import { createSession } from '#server/http/sessions.ts';
import { withDatabase } from '#tests/support/global-setup.ts';
import { productionBundleProblems } from '#tests/support/production-bundle.ts';
import { freePort } from '#tests/support/free-port.ts';
import { startSmtpSink, type SmtpSink } from '#tests/support/smtp-sink.ts';
import { startProduct, type StartedProduct } from '#tests/support/start-product.ts';

/** A booking's start `ms` from now, with the time it holds (an hour). */
const appointmentIn = (ms: number) => {
  const appointmentAt = new Date(Date.now() + ms);
  return { appointmentAt, ...heldTime(appointmentAt) };
};

/**
 * Production is a configuration of its own: `npm start` with NODE_ENV=production and the
 * variables README lists, a real SMTP relay, and the database of this run (a fresh database on
 * the PostgreSQL server in CI's second pass, the embedded one otherwise).
 */
/** The processes `npm start` runs here: several where they can share the database. */
const PROCESSES = inject('dbTemplate').kind === 'postgres' ? 2 : 1;

let smtp: SmtpSink;
let server: StartedProduct;
let cleanUp: () => Promise<void>;
/** The PostgreSQL database the processes share (unset on the embedded one). */
let databaseUrl: string | undefined;

async function productionDatabase(): Promise<{
  env: Record<string, string>;
  drop(): Promise<void>;
}> {
  const template = inject('dbTemplate');
  if (template.kind === 'pglite') {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'blush-production-'));
    return {
      env: { DATA_DIR: dataDir },
      drop: () => Promise.resolve(rmSync(dataDir, { recursive: true })),
    };
  }
  const name = `blush_production_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: template.url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  return {
    // On a PostgreSQL server, as more than one process: nothing one needs is in another's memory.
    env: { DATABASE_URL: withDatabase(template.url, name), PROCESSES: String(PROCESSES) },
    async drop() {
      const dropper = new pg.Client({ connectionString: template.url });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

beforeAll(async () => {
  smtp = await startSmtpSink();
  const database = await productionDatabase();
  databaseUrl = database.env.DATABASE_URL;
  const port = await freePort();
  server = await startProduct({
    command: 'npm start',
    cwd: process.cwd(),
    port,
    env: {
      PATH: process.env.PATH!,
      HOME: process.env.HOME ?? tmpdir(),
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: 'https://blush.example',
      SMTP_URL: smtp.url,
      // No MAIL_FROM: production sends as hello@ PUBLIC_URL's host.
      ...database.env,
    },
  });
  cleanUp = async () => {
    await server.stop();
    await database.drop();
  };
}, 180_000);

afterAll(async () => {
  await cleanUp?.();
  await smtp?.close();
});

describe('npm start with NODE_ENV=production', () => {
  const email = `new-${randomBytes(3).toString('hex')}@example.com`;

  it('registers, mails the confirmation over SMTP and signs the person in', async () => {
    const register = await fetch(`${server.baseUrl}/api/user/send`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        firstName: 'Ada',
        lastName: 'Lovelace',
        email,
        password: 'a long pass 1',
      }),
    });
    expect(register.status).toBe(200);

    const deadline = Date.now() + 15_000;
    let mail: Awaited<ReturnType<typeof PostalMime.parse>> | undefined;
    while (!mail && Date.now() < deadline) {
      for (const raw of smtp.messages) {
        const parsed = await PostalMime.parse(raw);
        if (parsed.to?.[0]?.address === email) mail = parsed;
      }
      if (!mail) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(mail?.from?.address).toBe('hello@blush.example');
    // Its Message-ID is at the sender's domain, named by the e-mail job's key.
    expect(mail?.messageId).toMatch(/^<job\.[\w-]+@blush\.example>$/);
    const token = /https:\/\/blush\.example\/confirmation\/([\w-]+)/.exec(mail!.text ?? '')?.[1];
    expect(token).toBeTruthy();

    const confirm = await fetch(`${server.baseUrl}/api/user/register/${token}`);
    expect(confirm.status).toBe(200);
    const login = await fetch(`${server.baseUrl}/api/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'a long pass 1' }),
    });
    expect(login.status).toBe(200);
  });

  it('seeds no demo data and serves no /dev/mail', async () => {
    const demo = await fetch(`${server.baseUrl}/api/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@blush.local', password: 'blush-admin' }),
    });
    expect(demo.status).toBe(401);
    expect((await fetch(`${server.baseUrl}/dev/mail`)).status).toBe(404);
    expect((await fetch(`${server.baseUrl}/dev/mail.json`)).status).toBe(404);
    expect(server.output()).not.toMatch(/Demo (data|accounts)/);
  });

  it("serves React's production build with HSTS on an https address", async () => {
    expect(await productionBundleProblems(server.baseUrl)).toEqual([]);
    const page = await fetch(`${server.baseUrl}/search`);
    expect(page.headers.get('strict-transport-security')).toBe(
      'max-age=31536000; includeSubDomains',
    );
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(csp).toContain('upgrade-insecure-requests');
    expect(page.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(page.headers.get('permissions-policy')).toContain('camera=()');
  });

  it('sends the built scripts as the build compressed them, and pages compressed', async () => {
    const html = await (await fetch(`${server.baseUrl}/`)).text();
    const entry = /src="(\/assets\/[^"]+\.js)"/.exec(html)![1]!;
    for (const encoding of ['br', 'gzip']) {
      const script = await fetch(`${server.baseUrl}${entry}`, {
        headers: { 'accept-encoding': encoding },
      });
      expect(script.headers.get('content-encoding'), encoding).toBe(encoding);
      expect(script.headers.get('vary')).toMatch(/accept-encoding/i);
      expect(script.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      // fetch decompresses: what arrives is the script itself.
      expect(await script.text()).toContain('Minified React error');
    }
    const page = await fetch(`${server.baseUrl}/search`, { headers: { 'accept-encoding': 'br' } });
    expect(page.headers.get('content-encoding')).toBe('br');
    const again = await fetch(`${server.baseUrl}/search`, {
      headers: { 'if-none-match': page.headers.get('etag')! },
    });
    expect(again.status).toBe(304);
  });

  it('renders public pages on the server, and the same content as the same page', async () => {
    const home = await (await fetch(`${server.baseUrl}/`)).text();
    expect(home).toContain('<div id="root" data-rendered="server">');
    expect(home).toContain('Find the artist behind your best look.');
    expect(home).toContain('<script type="application/json" id="server-data">');
    const search = await fetch(`${server.baseUrl}/search`);
    const again = await fetch(`${server.baseUrl}/search`);
    expect(again.headers.get('etag')).toBe(search.headers.get('etag'));
    const login = await (await fetch(`${server.baseUrl}/login`)).text();
    expect(login).toContain('<div id="root"></div>');
  });

  it('serves from each of its processes, a session made on one honoured by the others', async () => {
    const login = await fetch(`${server.baseUrl}/api/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'a long pass 1' }),
    });
    const { token } = (await login.json()) as { token: string };
    // A connection of its own each time: the processes take turns by connection.
    for (let i = 0; i < 20; i++) {
      const status = await new Promise<number | undefined>((resolve, reject) =>
        http
          .get(
            `${server.baseUrl}/api/user`,
            {
              agent: false,
              headers: { authorization: `Bearer ${token}` },
            },
            (res) => resolve(res.resume().statusCode),
          )
          .on('error', reject),
      );
      expect(status).toBe(200);
    }
    const lines = server
      .output()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { pid: number; msg: string; req?: { url: string } });
    const pids = (test: (line: { msg: string; req?: { url: string } }) => boolean) =>
      new Set(lines.filter(test).map((line) => line.pid)).size;
    expect(pids((line) => /is ready/.test(line.msg))).toBe(PROCESSES);
    expect(pids((line) => line.req?.url === '/api/user')).toBe(PROCESSES);
  });

  it('logs JSON, one object a line', () => {
    // npm's own two lines (`> blush@… start`, `> node …`) aside.
    const lines = server
      .output()
      .split('\n')
      .filter((line) => line.trim() && !line.startsWith('> '));
    const messages = lines.map((line) => {
      try {
        return (JSON.parse(line) as { msg?: unknown }).msg;
      } catch {
        return `not JSON: ${line}`;
      }
    });
    expect(messages.filter((m) => String(m).startsWith('not JSON'))).toEqual([]);
    expect(messages.some((m) => /is ready/.test(String(m)))).toBe(true);
  });

  it.runIf(PROCESSES > 1)(
    'shows a message live to conversation streams on every process (LISTEN/NOTIFY)',
    async () => {
      const database = await openDb({ databaseUrl: databaseUrl!, migrate: false, poolSize: 1 });
      const { db } = database;
      const open: http.ClientRequest[] = [];
      try {
        const [customer, artist] = await db
          .insert(users)
          .values(
            ['Cleo', 'Ava'].map((firstName) => ({
              email: `${firstName.toLowerCase()}-${randomBytes(3).toString('hex')}@example.com`,
              firstName,
              lastName: 'Live',
              emailConfirmedAt: new Date(),
            })),
          )
          .returning({ id: users.id });
        const [booking] = await db
          .insert(bookings)
          .values({
            customerId: customer!.id,
            artistId: artist!.id,
            ...appointmentIn(86_400_000),
            services: [],
            subtotalCents: 8000,
            feeCents: 400,
            totalCents: 8400,
            place: 'artistSite',
            idempotencyKey: crypto.randomUUID(),
            respondBy: new Date(Date.now() + 3_600_000),
          })
          .returning({ id: bookings.id });
        const path = `/api/book/item/${booking!.id}/messages`;
        const customerToken = await createSession(db, customer!.id);
        const artistToken = await createSession(db, artist!.id);

        // Streams on connections of their own: the processes take them in turn.
        const streams = Array.from({ length: 6 }, () => {
          let text = '';
          const seen = async (event: string) => {
            const deadline = Date.now() + 5000;
            while (!text.includes(`event: ${event}\n`)) {
              if (Date.now() > deadline) throw new Error(`no "${event}" event`);
              await new Promise((r) => setTimeout(r, 20));
            }
          };
          const request = http.get(
            `${server.baseUrl}${path}/stream`,
            { agent: false, headers: { authorization: `Bearer ${customerToken}` } },
            (res) => res.on('data', (chunk: Buffer) => (text += chunk.toString())),
          );
          request.on('error', () => {});
          open.push(request);
          return { seen };
        });
        await Promise.all(streams.map((s) => s.seen('ready')));

        const posted = await fetch(`${server.baseUrl}${path}`, {
          method: 'POST',
          headers: { authorization: `Bearer ${artistToken}`, 'content-type': 'application/json' },
          body: JSON.stringify({ text: 'Across processes' }),
        });
        expect(posted.status).toBe(200);
        await Promise.all(streams.map((s) => s.seen('messages')));

        const lines = server
          .output()
          .split('\n')
          .filter((line) => line.startsWith('{'))
          .map((line) => JSON.parse(line) as { pid: number; req?: { url: string } });
        const streamPids = new Set(
          lines.filter((line) => line.req?.url === `${path}/stream`).map((line) => line.pid),
        );
        expect(streamPids.size).toBe(PROCESSES);
      } finally {
        for (const request of open) request.destroy();
        await database.close();
      }
    },
  );
});
