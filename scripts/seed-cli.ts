/** `npm run seed [-- --reset]`: seeds demo data into an empty database, or rebuilds it. */
import { openDb } from '#server/db/open-db.ts';
import { parseEnv } from '#server/env.ts';
import { openStorage } from '#server/integrations/storage/open-storage.ts';
import { resetDemo, seedDemoIfEmpty } from './seed.ts';

const env = parseEnv();
if (env.NODE_ENV === 'production') {
  console.error('Refusing to seed demo data when NODE_ENV=production.');
  process.exit(1);
}
const database = await openDb({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
const target = {
  db: database.db,
  storage: await openStorage(env),
  platformHstNumber: env.PLATFORM_HST_NUMBER ?? null,
};
try {
  if (process.argv.includes('--reset')) {
    await resetDemo(target);
    console.log('Demo data rebuilt.');
  } else {
    console.log(
      (await seedDemoIfEmpty(target))
        ? 'Demo data created.'
        : 'The database already has data; use --reset to rebuild it.',
    );
  }
} finally {
  target.storage.close();
  await database.close();
}
