import { z } from 'zod';

/** The spec's message for a missing value (§5). */
export const REQUIRED = 'is required';

/** What a field with a control character says, in forms and in the API's 400. */
export const CONTROL_CHARACTER = 'must not contain control characters';
/** What a one-line field (a name, a subject) with a line break or a tab says. */
export const ONE_LINE = 'must be on one line';
/** Bidi overrides and isolates, zero-width characters: they reverse or hide text. */
export const INVISIBLE_CHARACTER = 'must not contain invisible or text-reversing characters';
/** Half of a UTF-16 pair without its other half: not a character at all. */
export const BROKEN_CHARACTER = 'must not contain a broken character (a lone surrogate)';

/** Where text is typed: one line (names, subjects, titles…) or several (messages, bios…). */
export type TextKind = 'line' | 'long';

const ZWJ = 0x200d;
const isSurrogate = (code: number) => code >= 0xd800 && code <= 0xdfff;
const isLineBreakOrTab = (code: number) => code === 0x09 || code === 0x0a || code === 0x0d;
/** C0 but tab and line breaks, DEL, and C1 (U+0080–U+009F, with U+0085 NEXT LINE). */
const isControl = (code: number) =>
  (code < 0x20 && !isLineBreakOrTab(code)) || (code >= 0x7f && code <= 0x9f);
/**
 * Bidi embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069), zero-width space,
 * non-joiner and joiner (U+200B–U+200D), word joiner (U+2060) and the byte order mark (U+FEFF).
 */
const isInvisible = (code: number) =>
  (code >= 0x202a && code <= 0x202e) ||
  (code >= 0x2066 && code <= 0x2069) ||
  (code >= 0x200b && code <= 0x200d) ||
  code === 0x2060 ||
  code === 0xfeff;

/**
 * What is wrong with `text` as a field of `kind`, or null: the one text rule of every input.
 * Everywhere: no lone UTF-16 surrogate (PostgreSQL's json refuses one), no C0 or C1 control
 * character but tab and line breaks (never typed; they break e-mails and logs, and PostgreSQL
 * refuses NUL), no bidi override or isolate and no zero-width character (a name shown
 * reversed or hidden). Long text keeps the zero-width joiner (U+200D), which emoji sequences
 * are made of (variation selectors are never refused); one line of text also refuses tabs and
 * line breaks.
 */
export function textProblem(text: string, kind: TextKind = 'long'): string | null {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || (code >= 0x7f && code <= 0x9f)) {
      if (isControl(code)) return CONTROL_CHARACTER;
      if (kind === 'line') return ONE_LINE;
    } else if (isSurrogate(code)) {
      const next = text.charCodeAt(i + 1);
      if (code > 0xdbff || !(next >= 0xdc00 && next <= 0xdfff)) return BROKEN_CHARACTER;
      i++; // a whole pair: an emoji or another astral character
    } else if (isInvisible(code) && !(code === ZWJ && kind === 'long')) {
      return INVISIBLE_CHARACTER;
    }
  }
  return null;
}

/**
 * Whether text holds a C0 control character other than tab, line feed and carriage return,
 * DEL or a C1 control character.
 */
export const hasControlCharacter = (text: string) => textProblem(text) === CONTROL_CHARACTER;

/**
 * A string that keeps the text rule (`textProblem`): the start of every text field of a
 * request, so forms and the API say the same. `error` is the message for a missing or
 * non-string value (zod's own when not given); `kind` 'line' for a one-line field.
 */
export const plainText = (error?: string, kind: TextKind = 'long') =>
  z.string(error === undefined ? undefined : { error }).superRefine((value, ctx) => {
    const problem = textProblem(value, kind);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/** One line of text: a name, a subject, a title. */
export const lineText = (error?: string) => plainText(error, 'line');

/** A required, trimmed text field with the spec's messages (several lines allowed). */
export function requiredText(max: number, kind: TextKind = 'long') {
  return plainText(REQUIRED, kind)
    .trim()
    .min(1, REQUIRED)
    .max(max, `must be at most ${max} characters`);
}

/** A required, trimmed one-line field (a name, a subject). */
export const requiredLine = (max: number) => requiredText(max, 'line');

export const email = lineText(REQUIRED)
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
export const canadianPhone = lineText(REQUIRED)
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
export const optionalCanadianPhone = lineText(REQUIRED)
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
