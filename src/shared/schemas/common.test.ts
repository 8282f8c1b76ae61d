import { describe, expect, it } from 'vitest';
import {
  canadianPhone,
  CONTROL_CHARACTER,
  email,
  hasControlCharacter,
  newPassword,
  optionalCanadianPhone,
  requiredLine,
  requiredText,
  textProblem,
  BROKEN_CHARACTER,
  INVISIBLE_CHARACTER,
  ONE_LINE,
} from './common.ts';

describe('canadianPhone', () => {
  it.each([
    ['416 555 0123', '+14165550123'],
    ['(647) 555-0199', '+16475550199'],
    ['+1 604 555 0100', '+16045550100'],
    ['1-902-555-0111', '+19025550111'],
    ['+14165550123', '+14165550123'],
  ])('normalises %s to E.164', (input, expected) => {
    expect(canadianPhone.parse(input)).toBe(expected);
  });

  it.each([
    ['a US area code', '212 555 0123'],
    ['nine digits', '416 555 012'],
    ['twelve digits', '+1 416 555 01234'],
    ['another country code', '+44 416 555 0123'],
    ['an exchange starting with 1', '416 155 0123'],
    ['letters only', 'call me'],
  ])('refuses %s', (_name, input) => {
    const result = canadianPhone.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('must be a Canadian phone number');
  });

  it('says "is required" when empty', () => {
    expect(canadianPhone.safeParse('  ').error?.issues[0]?.message).toBe('is required');
  });
});

describe('optionalCanadianPhone', () => {
  it("takes nothing, or a number with the number's own message", () => {
    expect(optionalCanadianPhone.parse('  ')).toBe('');
    expect(optionalCanadianPhone.parse('416 555 0123')).toBe('+14165550123');
    expect(optionalCanadianPhone.safeParse('555').error?.issues.map((i) => i.message)).toEqual([
      'must be a Canadian phone number',
    ]);
  });
});

describe('newPassword', () => {
  it('accepts 6 to 128 characters', () => {
    expect(newPassword.safeParse('x'.repeat(6)).success).toBe(true);
    expect(newPassword.safeParse('x'.repeat(128)).success).toBe(true);
    expect(newPassword.safeParse('x'.repeat(5)).error?.issues[0]?.message).toBe(
      'must be at least 6 characters',
    );
    expect(newPassword.safeParse('x'.repeat(129)).success).toBe(false);
  });
});

describe('control characters', () => {
  it('refuses C0 controls and DEL but keeps tab, line feed and carriage return', () => {
    for (const c of ['\u0000', '\u0001', '\u0008', '\u000b', '\u000c', '\u001b', '\u007f']) {
      expect(hasControlCharacter(`a${c}b`), JSON.stringify(c)).toBe(true);
    }
    expect(hasControlCharacter('line one\r\n\tline two é 😀')).toBe(false);
  });

  it('is the first message of the shared text fields', () => {
    for (const schema of [requiredText(30), email, newPassword, canadianPhone]) {
      expect(schema.safeParse('416\u0000555 0123').error?.issues[0]?.message).toBe(
        CONTROL_CHARACTER,
      );
    }
    expect(requiredText(300).parse('Hello,\n\tworld')).toBe('Hello,\n\tworld');
  });
});

describe('the text rule', () => {
  const cases: Array<[string, string, string | null, string | null]> = [
    // [what, text, as one line, as long text]
    ['a lone high surrogate', 'a\ud800', BROKEN_CHARACTER, BROKEN_CHARACTER],
    ['a lone low surrogate', '\udc00a', BROKEN_CHARACTER, BROKEN_CHARACTER],
    ['two highs', '\ud83d\ud83d', BROKEN_CHARACTER, BROKEN_CHARACTER],
    ['NEXT LINE (C1)', 'a\u0085b', CONTROL_CHARACTER, CONTROL_CHARACTER],
    ['a C1 control', '\u009b', CONTROL_CHARACTER, CONTROL_CHARACTER],
    ['DEL', '\u007f', CONTROL_CHARACTER, CONTROL_CHARACTER],
    ['a right-to-left override', 'gpj.\u202Eexe', INVISIBLE_CHARACTER, INVISIBLE_CHARACTER],
    ['a left-to-right embedding', '\u202Aa', INVISIBLE_CHARACTER, INVISIBLE_CHARACTER],
    ['an isolate', 'a\u2066b\u2069', INVISIBLE_CHARACTER, INVISIBLE_CHARACTER],
    ['a zero-width space', 'An\u200Bna', INVISIBLE_CHARACTER, INVISIBLE_CHARACTER],
    ['a zero-width non-joiner', 'a\u200Cb', INVISIBLE_CHARACTER, INVISIBLE_CHARACTER],
    ['a word joiner', 'a\u2060b', INVISIBLE_CHARACTER, INVISIBLE_CHARACTER],
    ['a byte order mark', '\uFEFFAnna', INVISIBLE_CHARACTER, INVISIBLE_CHARACTER],
    ['a zero-width joiner (emoji)', '👩\u200D🎤', INVISIBLE_CHARACTER, null],
    ['a line break', 'a\nb', ONE_LINE, null],
    ['a tab', 'a\tb', ONE_LINE, null],
    ['a variation selector', '❤\uFE0F', null, null],
    ['an emoji pair and accents', 'Zoë 😀 Ñ 東京', null, null],
    ['Arabic and Hebrew', 'مرحبا שלום', null, null],
  ];
  it.each(cases)('%s', (_what, text, line, long) => {
    expect(textProblem(text, 'line')).toBe(line);
    expect(textProblem(text, 'long')).toBe(long);
  });

  it('is the message of the one-line and long fields', () => {
    expect(requiredLine(30).safeParse('Anna\u202E').error?.issues[0]?.message).toBe(
      INVISIBLE_CHARACTER,
    );
    expect(requiredLine(30).safeParse('An\nna').error?.issues[0]?.message).toBe(ONE_LINE);
    expect(requiredText(300).parse('Love it 👩\u200D🎤\nsee you')).toBe(
      'Love it 👩\u200D🎤\nsee you',
    );
    expect(requiredText(300).safeParse('\ud800').error?.issues[0]?.message).toBe(BROKEN_CHARACTER);
  });
});
