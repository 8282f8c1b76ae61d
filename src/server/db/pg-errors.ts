/** PostgreSQL's SQLSTATE of an error, through the wrappers drizzle and the drivers add. */
export function sqlState(error: unknown): string | undefined {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/** An exclusion constraint refused the row (bookings_no_overlap). */
export const isExclusionViolation = (error: unknown) => sqlState(error) === '23P01';
