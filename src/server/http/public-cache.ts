import { sql } from 'drizzle-orm';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { Db } from '../db/open-db.ts';
import { rowsOf } from '../jobs/queue.ts';

async function publicDataVersion(db: Db): Promise<unknown> {
  const result = await db.execute(sql`select version from public_data_version`);
  return rowsOf<{ version: unknown }>(result)[0]?.version;
}

/**
 * Answers built only from what visitors may read (listed profiles, their pictures, search),
 * kept by the app while that data is unchanged. Every committed change to it bumps
 * `public_data_version` (migration 0016), so a request reads that one number, as cheap as
 * GET /api/health's `select 1`, and a kept answer serves only while the number is the one it
 * was built at: every process sees every change, however many processes there are. The number
 * is read before the answer is built, so an answer is never older than its number: a change
 * racing a build costs one more build, never a stale answer.
 */
export class PublicCache {
  private readonly kept = new Map<string, { version: unknown; value: unknown }>();

  /** `size`: how many answers to keep; the least recently used goes first. */
  constructor(private readonly size: number) {}

  /**
   * The answer kept under `key` (which names its kind: `profile:<id>`), or a new one, kept
   * unless `keepIf` says it is not whole (a page whose rendering failed is served, not kept).
   */
  async get<T>(
    db: Db,
    key: string,
    build: () => Promise<T>,
    keepIf: (value: T) => boolean = () => true,
  ): Promise<T> {
    const version = await publicDataVersion(db);
    const hit = this.kept.get(key);
    this.kept.delete(key); // kept in order of use
    if (hit && hit.version === version) {
      this.kept.set(key, hit);
      return hit.value as T;
    }
    const value = await build();
    if (!keepIf(value)) return value;
    if (this.kept.size >= this.size) this.kept.delete(this.kept.keys().next().value!);
    this.kept.set(key, { version, value });
    return value;
  }
}

/**
 * A route's serializer for kept answers: each answer object is checked against the response
 * schema and written once, then its JSON is reused (kept answers are never changed in place).
 */
export const keptAnswerSerializer: FastifySerializerCompiler<unknown> = (route) => {
  const serialize = serializerCompiler(route as Parameters<typeof serializerCompiler>[0]);
  const written = new WeakMap<object, string>();
  return (data: unknown) => {
    if (typeof data !== 'object' || data === null) return serialize(data);
    let json = written.get(data);
    if (json === undefined) written.set(data, (json = serialize(data)));
    return json;
  };
};
