import { describe, expect, it } from 'vitest';
import {
  canadianPhone,
  CONTROL_CHARACTER,
  email,
  hasControlCharacter,
  newPassword,
  optionalCanadianPhone,
  requiredText,
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
