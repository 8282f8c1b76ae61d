import { sql } from 'drizzle-orm';
import type { Db } from '../../db/db.ts';

/** The cheapest round trip to the database: what the health route and the benchmark's baseline time. */
export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
