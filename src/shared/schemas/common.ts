import { z } from 'zod';

/** The spec's message for a missing value (§5). */
export const REQUIRED = 'is required';

/** What a field with a control character says, in forms and in the API's 400. */
export const CONTROL_CHARACTER = 'must not contain control characters';

/**
 * Whether text holds a C0 control character other than tab, line feed and carriage return, or
 * DEL. They are never typed, break e-mails and logs, and PostgreSQL refuses NUL in text (a
 * 500). The server applies the same rule to every string of every request (input-guard.ts).
 */
export function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === 0x7f || (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d)) {
      return true;
    }
  }
  return false;
}

/**
 * A string without control characters: the start of every text field of a request. `error`
 * is the message for a missing or non-string value (zod's own when not given).
 */
export const plainText = (error?: string) =>
  z
    .string(error === undefined ? undefined : { error })
    .refine((value) => !hasControlCharacter(value), CONTROL_CHARACTER);

/** A required, trimmed text field with the spec's messages. */
export function requiredText(max: number) {
  return plainText(REQUIRED).trim().min(1, REQUIRED).max(max, `must be at most ${max} characters`);
}

export const email = plainText(REQUIRED)
  .trim()
  .min(1, REQUIRED)
  .max(64, 'must be at most 64 characters')
  .pipe(z.email('must be a valid e-mail address'));

/** Canadian area codes (CRTC numbering plan), so a US or other NANP number is refused. */
const canadianAreaCodes = new Set(
  (
    '204 226 236 249 250 257 263 289 306 343 354 365 367 368 382 387 403 416 418 428 431 437 ' +
    '438 450 460 468 474 506 514 519 548 579 581 584 587 604 613 639 647 672 683 705 709 742 ' +
    '753 778 780 782 807 819 825 867 873 879 902 905 942'
  ).split(' '),
);

/**
 * A Canadian phone number in any common spelling ("416 555 0123", "+1 (416) 555-0123"),
 * normalised to E.164: "+1" and 10 digits, the spec's 11 characters of digits.
 */
export const canadianPhone = plainText(REQUIRED)
  .trim()
  .min(1, REQUIRED)
  .max(20, 'must be at most 20 characters')
  .transform((value) => value.replace(/\D/g, ''))
  .transform((digits) => (digits.length === 10 ? `1${digits}` : digits))
  .refine(
    (digits) => /^1[2-9]\d{2}[2-9]\d{6}$/.test(digits) && canadianAreaCodes.has(digits.slice(1, 4)),
    'must be a Canadian phone number',
  )
  .transform((digits) => `+${digits}`);

/**
 * A Canadian phone number or nothing (''). Not a union: a union would answer "Invalid input"
 * instead of the number's own message.
 */
export const optionalCanadianPhone = plainText(REQUIRED)
  .trim()
  .transform((value, ctx) => {
    if (value === '') return '';
    const parsed = canadianPhone.safeParse(value);
    if (parsed.success) return parsed.data;
    for (const { message } of parsed.error.issues) ctx.addIssue({ code: 'custom', message });
    return z.NEVER;
  });

/** A new password (registration and reset): 6 to 128 characters. */
export const newPassword = plainText(REQUIRED)
  .min(1, REQUIRED)
  .min(6, 'must be at least 6 characters')
  .max(128, 'must be at most 128 characters');
