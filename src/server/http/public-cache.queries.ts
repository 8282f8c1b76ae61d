import { sql } from 'drizzle-orm';
import type { Db } from '../db/db.ts';
import { rowsOf } from '../jobs/queue.ts';

/** The public data version as an SQL expression, to read with other numbers in one statement. */
export const readPublicVersion = sql`(select version from public_data_version)`;

export async function publicDataVersion(db: Db): Promise<unknown> {
  const result = await db.execute(sql`select ${readPublicVersion} as version`);
  return rowsOf<{ version: unknown }>(result)[0]?.version;
}
