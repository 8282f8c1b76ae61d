import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { Db } from '../db/db.ts';
import { publicDataVersion } from './public-cache.queries.ts';

/** The public data version as an SQL expression (it lives with the cache's queries). */
export { readPublicVersion } from './public-cache.queries.ts';

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
  private readonly building = new Map<string, { version: unknown; value: Promise<unknown> }>();

  /** `size`: how many answers to keep; the least recently used goes first. */
  constructor(private readonly size: number) {}

  /**
   * The answer kept under `key` (which names its kind: `profile:<id>`), or a new one, kept
   * unless `keepIf` says it is not whole (a page whose rendering failed is served, not kept).
   * `build` may keep parts of its answer under the same reading of the number (`within`: the
   * lexemes of a search's words, which many searches share), each under a key of its own kind.
   */
  async get<T>(
    db: Db,
    key: string,
    build: (within: Within) => Promise<T>,
    keepIf: (value: T) => boolean = () => true,
  ): Promise<T> {
    return this.getAt(await publicDataVersion(db), key, build, keepIf);
  }

  /**
   * `get` when the caller has read the public data version itself (`readPublicVersion`, in the
   * same statement as other numbers it needs): one round trip fewer.
   */
  async getAt<T>(
    version: unknown,
    key: string,
    build: (within: Within) => Promise<T>,
    keepIf: (value: T) => boolean = () => true,
  ): Promise<T> {
    const hit = this.take(key, version);
    if (hit) return hit.value as T;
    // Requests that miss together wait for one build (a popular page after a change).
    const building = this.building.get(key);
    if (building && building.version === version) return building.value as Promise<T>;
    const value = this.build(key, version, build, keepIf);
    this.building.set(key, { version, value });
    try {
      return await value;
    } finally {
      if (this.building.get(key)?.value === value) this.building.delete(key);
    }
  }

  private async build<T>(
    key: string,
    version: unknown,
    build: (within: Within) => Promise<T>,
    keepIf: (value: T) => boolean,
  ): Promise<T> {
    const within: Within = async <U>(partKey: string, buildPart: () => Promise<U>) => {
      const part = this.take(partKey, version);
      if (part) return part.value as U;
      const value = await buildPart();
      this.keep(partKey, version, value);
      return value;
    };
    const value = await build(within);
    if (keepIf(value)) this.keep(key, version, value);
    return value;
  }

  /** What is kept under `key` at `version`, now the most recently used. */
  private take(key: string, version: unknown) {
    const hit = this.kept.get(key);
    this.kept.delete(key); // kept in order of use
    if (!hit || hit.version !== version) return undefined;
    this.kept.set(key, hit);
    return hit;
  }

  private keep(key: string, version: unknown, value: unknown) {
    if (this.kept.size >= this.size) this.kept.delete(this.kept.keys().next().value!);
    this.kept.set(key, { version, value });
  }
}

/** Keeps a part of an answer under the public data version its answer was read at. */
export type Within = <U>(key: string, build: () => Promise<U>) => Promise<U>;

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

/**
 * Like `keptAnswerSerializer`, without the schema check: for answers built field by field from
 * typed rows (search's artist cards), whose tests check them against the schema. A search no
 * kept answer serves would otherwise pay a full schema parse of its page on every request.
 */
export const keptJsonSerializer: FastifySerializerCompiler<unknown> = () => {
  const written = new WeakMap<object, string>();
  return (data: unknown) => {
    if (typeof data !== 'object' || data === null) return JSON.stringify(data);
    let json = written.get(data);
    if (json === undefined) written.set(data, (json = JSON.stringify(data)));
    return json;
  };
};
