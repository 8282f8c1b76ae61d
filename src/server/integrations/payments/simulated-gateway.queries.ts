import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/db.ts';
import { simulatedGatewayObjects as objects } from '../../db/schema/index.ts';

/* The simulated provider's books: one row per object, found by id or by idempotency key. */

export type ObjectKind = (typeof objects.$inferSelect)['kind'];

/** An object's data, by id and kind. */
export async function findObjectData(db: Db, id: string, kind: ObjectKind) {
  const [row] = await db
    .select({ data: objects.data })
    .from(objects)
    .where(and(eq(objects.id, id), eq(objects.kind, kind)));
  return row?.data;
}

/** Stores an object; null when its idempotency key was used already. */
export async function insertObject(
  db: Db,
  values: { id: string; kind: ObjectKind; idempotencyKey: string | null; data: object },
) {
  const [inserted] = await db
    .insert(objects)
    .values({ ...values, data: values.data as Record<string, unknown> })
    .onConflictDoNothing({ target: objects.idempotencyKey })
    .returning({ id: objects.id });
  return inserted ?? null;
}

/** The object first stored under an idempotency key, with its kind and data. */
export async function findObjectByKey(db: Db, idempotencyKey: string) {
  const [existing] = await db
    .select({ id: objects.id, data: objects.data, kind: objects.kind })
    .from(objects)
    .where(eq(objects.idempotencyKey, idempotencyKey));
  return existing ?? null;
}

/** The id of the object first stored under an idempotency key, if any. */
export async function findObjectIdByKey(db: Db, idempotencyKey: string) {
  const [row] = await db
    .select({ id: objects.id })
    .from(objects)
    .where(eq(objects.idempotencyKey, idempotencyKey));
  return row;
}

/** Merges `patch` into an object's data. */
export async function patchObject(db: Db, id: string, patch: Record<string, unknown>) {
  await db
    .update(objects)
    .set({ data: sql`${objects.data} || ${JSON.stringify(patch)}::jsonb` })
    .where(eq(objects.id, id));
}
