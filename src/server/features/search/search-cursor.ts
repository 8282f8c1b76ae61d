import { createHash } from 'node:crypto';
import { z } from 'zod';
import { AppError } from '../../app-error.ts';

/**
 * Keyset cursors: the last result's sort key and picture id, plus a fingerprint of the search
 * they belong to, as base64url JSON. Opaque to clients; checked on the way back in, so a
 * broken, edited or foreign cursor is a 400, never a wrong page or a 500.
 */

/** How results are ordered once the query is known (relevance without text is newest). */
export type OrderBy = 'relevance' | 'newest' | 'price' | 'rating';

/**
 * The sort key's value: for relevance the tier and the picture's date, for newest the date
 * (ISO, with the database's microseconds), for price the cents, for rating the average.
 */
export type SortKey = number | string | [number, string];

export interface After {
  key: SortKey;
  id: string;
  /** Pictures the first page lifted ahead (the spread over artists), not to be shown again. */
  shown?: string[] | undefined;
}

/** A real UTC instant with microseconds: not 30 February, which PostgreSQL would refuse. */
const isoMicros = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/)
  .refine((v) => {
    const time = Date.parse(v);
    return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 19) === v.slice(0, 19);
  });

const keyOf: Record<OrderBy, z.ZodType<SortKey>> = {
  relevance: z.tuple([z.number().int().min(1).max(2), isoMicros]),
  newest: isoMicros,
  price: z.number().int().min(0).max(2_147_483_647),
  rating: z.number().min(0).max(5),
};

const Payload = z.strictObject({
  /** Fingerprint of the search (query, filters and order). */
  f: z.string(),
  k: z.unknown(),
  i: z.uuid(),
  x: z.array(z.uuid()).max(12).optional(),
});

/** A short digest of everything that shapes the result list, cursor aside. */
export function searchFingerprint(search: Record<string, unknown>): string {
  const stable = JSON.stringify(Object.entries(search).sort(([a], [b]) => a.localeCompare(b)));
  return createHash('sha256').update(stable).digest('base64url').slice(0, 12);
}

export function encodeCursor(fingerprint: string, after: After): string {
  const payload = {
    f: fingerprint,
    k: after.key,
    i: after.id,
    ...(after.shown?.length ? { x: after.shown } : {}),
  };
  return Buffer.from(JSON.stringify(payload)).toString('base64url');
}

const refuse = (why: string) =>
  new AppError('validation', 'Please check the highlighted fields (querystring).', {
    cursor: `${why}; start again from the first page`,
  });

export function decodeCursor(cursor: string, fingerprint: string, orderBy: OrderBy): After {
  let json: unknown;
  try {
    if (!/^[A-Za-z0-9_-]+$/.test(cursor)) throw new Error('not base64url');
    json = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw refuse('is not a valid cursor');
  }
  const payload = Payload.safeParse(json);
  if (!payload.success) throw refuse('is not a valid cursor');
  if (payload.data.f !== fingerprint) throw refuse('belongs to another search');
  const key = keyOf[orderBy].safeParse(payload.data.k);
  if (!key.success) throw refuse('is not a valid cursor');
  return { key: key.data, id: payload.data.i, shown: payload.data.x };
}
