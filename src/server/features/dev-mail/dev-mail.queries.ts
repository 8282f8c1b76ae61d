import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/open-db.ts';
import { devMail } from '../../db/schema/index.ts';

export function listDevMail(db: Db) {
  return db.select().from(devMail).orderBy(desc(devMail.id)).limit(200);
}

export async function findDevMail(db: Db, id: number) {
  const rows = await db.select().from(devMail).where(eq(devMail.id, id));
  return rows[0] ?? null;
}
