/**
 * `npm run create-admin -- --email you@example.com [--first-name Amara] [--last-name Okafor]`
 * Promotes that account to Admin, or creates it. Uses the same database as `npm start`
 * (DATABASE_URL, or the embedded one under DATA_DIR — stop the server first for that one).
 */
import { parseArgs } from 'node:util';
import { email } from '#shared/schemas/common.ts';
import { openDb } from '#server/db/open-db.ts';
import { parseEnv } from '#server/env.ts';
import { createOrPromoteAdmin } from '#server/features/people/admins.ts';

const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    'first-name': { type: 'string', default: 'Blush' },
    'last-name': { type: 'string', default: 'Admin' },
  },
});
const address = email.safeParse(values.email ?? '');
if (!address.success) {
  console.error('Usage: npm run create-admin -- --email you@example.com');
  process.exit(1);
}

const env = parseEnv();
const database = await openDb({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
try {
  const result = await createOrPromoteAdmin(database.db, {
    email: address.data,
    firstName: values['first-name'].slice(0, 30),
    lastName: values['last-name'].slice(0, 30),
  });
  if (result.outcome === 'created') {
    console.log(`Created admin ${address.data} with the password: ${result.password}`);
    console.log('Sign in and change it with "Forgot your password?".');
  } else if (result.outcome === 'promoted') {
    console.log(`${address.data} is now an admin. Their current sessions keep working.`);
  } else {
    console.log(`${address.data} was already an admin.`);
  }
} finally {
  await database.close();
}
