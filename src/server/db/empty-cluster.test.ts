import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { EMPTY_CLUSTER, prepareEmptyCluster } from './empty-cluster.ts';
import { openDb } from './open-db.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'blush-cluster-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

it('a new embedded database starts from the prepared cluster, migrated, and keeps its data', async () => {
  await prepareEmptyCluster();
  expect(existsSync(EMPTY_CLUSTER)).toBe(true);
  expect(await prepareEmptyCluster()).toBe('present');

  const first = await openDb({ dataDir });
  expect(existsSync(path.join(dataDir, 'pg', 'PG_VERSION'))).toBe(true);
  const migrated = await first.pglite!.query<{ n: number }>(
    'select count(*)::int as n from drizzle.__drizzle_migrations',
  );
  expect(migrated.rows[0]!.n).toBeGreaterThan(0);
  await first.pglite!.exec("create table kept (note text); insert into kept values ('still here')");
  await first.close();

  // Reopened, it is the same database: the prepared cluster is for new ones only.
  const again = await openDb({ dataDir });
  const kept = await again.pglite!.query<{ note: string }>('select note from kept');
  expect(kept.rows).toEqual([{ note: 'still here' }]);
  await again.close();
});
