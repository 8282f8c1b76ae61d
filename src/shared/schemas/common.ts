import { z } from 'zod';

/** The spec's message for a missing value (§5). */
export const REQUIRED = 'is required';

/** A required, trimmed text field with the spec's messages. */
export function requiredText(max: number) {
  return z
    .string({ error: REQUIRED })
    .trim()
    .min(1, REQUIRED)
    .max(max, `must be at most ${max} characters`);
}

export const email = z
  .string({ error: REQUIRED })
  .trim()
  .min(1, REQUIRED)
  .max(64, 'must be at most 64 characters')
  .pipe(z.email('must be a valid e-mail address'));
