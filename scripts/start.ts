/**
 * `npm start`: builds the web app for production when its sources changed, seeds demo data
 * into an empty database (outside production) and prints the demo logins, then serves.
 * Everything runs on the embedded database unless DATABASE_URL is set. The settings are read
 * once, here, before anything else runs.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { openDb } from '#server/db/open-db.ts';
import { readEnvOrExit } from '#server/env.ts';
import { buildClient } from './build-client.ts';

const env = readEnvOrExit();
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
const [{ serve }, database] = await Promise.all([import('#server/serve.ts'), opening]);

if (env.NODE_ENV !== 'production') {
  const [{ openStorage }, { demoLogins, seedDemoIfEmpty }] = await Promise.all([
    import('#server/integrations/storage/open-storage.ts'),
    import('./seed.ts'),
  ]);
  const storage = await openStorage(env);
  let seeded;
  try {
    seeded = await seedDemoIfEmpty({ db: database.db, storage });
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
await serve(env, database);
