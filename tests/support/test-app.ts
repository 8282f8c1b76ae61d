import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '#server/app.ts';
import { openDb, type Database, type Db } from '#server/db/open-db.ts';
import type { PaymentGateway } from '#server/integrations/payments/gateway.ts';
import { desc, eq, sql } from 'drizzle-orm';
import { devMail, users } from '#server/db/schema/index.ts';
import { parseEnv, type Env } from '#server/env.ts';
import { hashPassword } from '#server/accounts/passwords.ts';
import { createSession } from '#server/http/sessions.ts';
import type { App } from '#server/context.ts';
import { withDatabase } from './global-setup.ts';

/** A fresh database for one test file: a copy of the migrated template. */
export async function openTestDb(): Promise<Database & { drop(): Promise<void> }> {
  const template = inject('dbTemplate');
  if (template.kind === 'pglite') {
    const database = await openDb({
      loadDataDir: new Blob([readFileSync(template.file)]),
      migrate: false,
    });
    return { ...database, drop: () => database.close() };
  }
  const name = `blush_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: template.url });
  await admin.connect();
  await admin.query(`create database ${name} template ${template.name}`);
  await admin.end();
  const database = await openDb({
    databaseUrl: withDatabase(template.url, name),
    migrate: false,
    poolSize: 4,
  });
  return {
    ...database,
    async drop() {
      await database.close();
      const dropper = new pg.Client({ connectionString: template.url });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

export function testEnv(overrides: Record<string, string> = {}): Env {
  return parseEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    PUBLIC_URL: 'https://blush.test',
    CLIENT_DIR: '/nonexistent',
    // A fixed key, so that no test writes a key file into ./data.
    TAX_DATA_KEY: 'a3'.repeat(32),
    ...overrides,
  });
}

export interface TestApp {
  app: App;
  database: Database;
  /** Creates a confirmed user and a session for them. */
  signUp(
    fields?: Partial<{ email: string; role: 'Admin' | 'user'; password: string }>,
  ): Promise<{ id: string; email: string; token: string; password: string }>;
  close(): Promise<void>;
}

let counter = 0;

/** Builds the whole app on a fresh database copy, the way `npm start` does. */
export async function createTestApp(
  env: Record<string, string> = {},
  options: { gateway?: (db: Db) => PaymentGateway } = {},
): Promise<TestApp> {
  const database = await openTestDb();
  const app = await buildApp({
    env: testEnv(env),
    database,
    jobPollingSeconds: 0.5,
    ...(options.gateway ? { gateway: options.gateway(database.db) } : {}),
  });
  await app.ready();
  return {
    app,
    database,
    async signUp(fields = {}) {
      const email =
        fields.email ?? `user${++counter}-${randomBytes(3).toString('hex')}@example.com`;
      const password = fields.password ?? 'correct horse';
      const [row] = await database.db
        .insert(users)
        .values({
          email,
          firstName: 'Test',
          lastName: 'User',
          role: fields.role ?? 'user',
          passwordHash: await hashPassword(password),
          emailConfirmedAt: new Date(),
        })
        .returning({ id: users.id });
      const token = await createSession(database.db, row!.id);
      return { id: row!.id, email, token, password };
    },
    async close() {
      await app.close();
      await database.drop();
    },
  };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Waits until `probe` returns a value (jobs run in the background). */
export async function eventually<T>(
  probe: () => Promise<T | undefined | null>,
  timeoutMs = 10_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('timed out waiting for a condition');
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * The newest stored e-mail to `to` whose subject matches (and newer than `after`), once the
 * job has sent it, with the token of its first `/confirmation/` or `/reset/` link.
 */
export async function mailTo(
  database: Database,
  to: string,
  subject: RegExp,
  /** Wait for a message newer than this one (the jobs send in the background). */
  after?: { id: number },
) {
  const mail = await eventually(async () => {
    const rows = await database.db
      .select()
      .from(devMail)
      .where(eq(sql`lower(${devMail.to})`, to.toLowerCase()))
      .orderBy(desc(devMail.id));
    return rows.find((row) => subject.test(row.subject) && row.id > (after?.id ?? 0));
  });
  const link = /https?:\/\/\S+\/(?:confirmation|reset)\/([\w-]+)/.exec(mail.text);
  return { ...mail, token: link?.[1] ?? null };
}
