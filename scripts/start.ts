/**
 * `npm start`: builds the web app, seeds demo data into a fresh database (outside production),
 * then runs the server. Everything runs on the embedded database unless DATABASE_URL is set.
 */
import { build } from 'vite';
import { openDb } from '#server/db/open-db.ts';
import { EnvError, parseEnv } from '#server/env.ts';
import { openStorage } from '#server/integrations/storage/open-storage.ts';
import { demoLogins, seedDemoIfEmpty } from './seed.ts';

let env;
try {
  env = parseEnv();
} catch (error) {
  if (error instanceof EnvError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

// The end-to-end tests build once and start several servers with --no-build.
if (!process.argv.includes('--no-build'))
  await build({ configFile: 'vite.config.ts', logLevel: 'warn' });

if (env.NODE_ENV !== 'production') {
  const database = await openDb({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  const storage = await openStorage(env);
  let seeded;
  try {
    seeded = await seedDemoIfEmpty({ db: database.db, storage });
  } finally {
    storage.close();
    await database.close();
  }
  console.log(seeded ? '\nDemo data created. Sign in with:' : '\nDemo accounts:');
  const widest = (key: 'label' | 'email') => Math.max(...demoLogins.map((l) => l[key].length));
  for (const { label, email, password } of demoLogins)
    console.log(
      `  ${label.padEnd(widest('label'))}  ${email.padEnd(widest('email'))}  ${password}`,
    );
  console.log(`\nBlush: ${env.PUBLIC_URL}   outgoing mail: ${env.PUBLIC_URL}/dev/mail\n`);
}

await import('#server/main.ts');
