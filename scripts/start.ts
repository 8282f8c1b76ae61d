/**
 * `npm start`: builds the web app for production when its sources changed, seeds demo data
 * into an empty database (outside production) and prints the demo logins, then serves: itself,
 * or with PROCESSES above 1 through that many worker processes sharing the port (the worker
 * branch below), the database prepared before they start.
 * Everything runs on the embedded database unless DATABASE_URL is set. The settings are read
 * once, here, before anything else runs.
 */
import cluster from 'node:cluster';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { openDb } from '#server/db/open-db.ts';
import { readEnvOrExit } from '#server/env.ts';
import { buildClient } from './build-client.ts';

const env = readEnvOrExit();

if (cluster.isWorker) {
  const [{ serve }, database] = await Promise.all([
    import('#server/serve.ts'),
    openDb({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR }),
  ]);
  await serve(env, database);
} else {
  await startPrimary();
}

async function startPrimary() {
  /** In production every line is JSON, as the server's own log lines are. */
  const say = (msg: string) =>
    console.log(
      env.NODE_ENV === 'production' ? JSON.stringify({ level: 30, time: Date.now(), msg }) : msg,
    );
  // The build runs in its own process while this one opens the database and seeds it.
  const building = buildClient({ log: say }).catch((error: Error) => {
    console.error(error.message);
    process.exit(1);
  });
  // A new embedded database gets the demo data: its pictures are drawn while it is created (a
  // failure here is left to the seed, which draws again).
  const newDatabase = !env.DATABASE_URL && !existsSync(path.join(env.DATA_DIR, 'pg', 'PG_VERSION'));
  if (env.NODE_ENV !== 'production' && newDatabase)
    import('./demo/artwork-pool.ts').then(({ artworkPool }) => artworkPool()).catch(() => {});
  // The database opens before the server's code loads: PGlite compiles its WebAssembly on other
  // threads while this one loads the rest.
  const opening = openDb({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  const [{ serve, SERVER_CLOSING }, database] = await Promise.all([
    import('#server/serve.ts'),
    opening,
  ]);

  if (env.NODE_ENV !== 'production') {
    const [{ openStorage }, { demoLogins, seedDemoIfEmpty }] = await Promise.all([
      import('#server/integrations/storage/open-storage.ts'),
      import('./seed.ts'),
    ]);
    const storage = await openStorage(env);
    let seeded;
    try {
      seeded = await seedDemoIfEmpty({
        db: database.db,
        storage,
        platformHstNumber: env.PLATFORM_HST_NUMBER ?? null,
      });
    } finally {
      storage.close();
    }
    console.log(seeded ? '\nDemo data created. Sign in with:' : '\nDemo accounts:');
    const widest = (key: 'label' | 'email') => Math.max(...demoLogins.map((l) => l[key].length));
    for (const { label, email, password } of demoLogins)
      console.log(
        `  ${label.padEnd(widest('label'))}  ${email.padEnd(widest('email'))}  ${password}`,
      );
    console.log(`\nBlush: ${env.PUBLIC_URL}   outgoing mail: ${env.PUBLIC_URL}/dev/mail\n`);
  }

  await building;
  if (env.PROCESSES === 1) {
    await serve(env, database);
    return;
  }
  // Migrated and seeded: the workers open the database themselves.
  await database.close();
  runWorkers(env.PROCESSES, SERVER_CLOSING, say);
}

/**
 * Keeps `count` workers serving, each replaced if it dies. A stop signal sent to the whole
 * process group (Ctrl-C, systemd, a supervisor) reaches the workers themselves, and each
 * closes gracefully, saying so; the primary passes a signal on only to a worker that has not
 * begun closing a moment later (a signal sent to the primary alone), since a second signal
 * would cut a worker's graceful close short.
 */
function runWorkers(count: number, closingMessage: string, say: (message: string) => void) {
  let stopping = false;
  const closing = new Set<number>();
  const start = () => {
    const worker = cluster.fork();
    let served = false;
    worker.on('listening', () => (served = true));
    worker.on('message', (message: unknown) => {
      if (message === closingMessage) closing.add(worker.id);
    });
    worker.on('exit', (code, signal) => {
      if (stopping) return;
      const how = signal ?? `exit code ${code}`;
      if (served) {
        say(`A server process ended (${how}); starting another.`);
        start();
        return;
      }
      // One that cannot start (a port taken, a database refused) would fail again at once.
      say(`A server process could not start (${how}); stopping.`);
      stopping = true;
      process.exitCode = 1;
      for (const other of Object.values(cluster.workers ?? {})) other?.process.kill('SIGTERM');
    });
  };
  for (let i = 0; i < count; i++) start();
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      stopping = true;
      setTimeout(() => {
        for (const worker of Object.values(cluster.workers ?? {}))
          if (worker && !closing.has(worker.id)) worker.process.kill(signal);
      }, 500).unref();
    });
  }
}
