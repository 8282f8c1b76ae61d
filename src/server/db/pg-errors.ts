/** PostgreSQL's error itself, through the wrappers drizzle and the drivers add. */
function databaseError(error: unknown): { code: string; constraint?: unknown } | undefined {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const found = e as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (typeof found.code === 'string' && /^[0-9A-Z]{5}$/.test(found.code)) {
      return { code: found.code, constraint: found.constraint };
    }
    e = found.cause;
  }
  return undefined;
}

/** PostgreSQL's SQLSTATE of an error. */
export const sqlState = (error: unknown) => databaseError(error)?.code;

/** Whether the error is the constraint (or unique index) `name` refusing a row. */
export const violates = (error: unknown, name: string) => databaseError(error)?.constraint === name;

/** An exclusion constraint refused the row (bookings_no_overlap). */
export const isExclusionViolation = (error: unknown) => sqlState(error) === '23P01';
