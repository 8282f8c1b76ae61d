import { describe, expect, it } from 'vitest';
import {
  cardBehaviour,
  cardBrand,
  decodeSimulatedToken,
  encodeSimulatedToken,
  expiryError,
  luhnValid,
  testCards,
  tokeniseSimulatedCard,
  type SimulatedCardToken,
} from './test-cards.ts';

/** The JSON inside a token, read without the module's own decoder. */
const tokenJson = (token: string): string =>
  Buffer.from(token.slice('simtok_'.length), 'base64url').toString('utf8');

const toToken = (value: unknown): string =>
  'simtok_' + Buffer.from(JSON.stringify(value), 'utf8').toString('base64url');

const card: SimulatedCardToken = {
  brand: 'visa',
  last4: '4242',
  expMonth: 12,
  expYear: 2030,
  fingerprint: '0123456789abcdef0123456789abcdef',
  behaviour: 'succeeds',
};

describe('luhnValid', () => {
  it.each(testCards.map((c) => [c.label, c.number]))('accepts %s (%s)', (_label, number) => {
    expect(luhnValid(number)).toBe(true);
  });

  it.each([
    ['a wrong check digit', '4242424242424241'],
    ['a wrong check digit on a decline card', '4000000000000003'],
    ['two swapped digits', '4242424242424224'],
    ['too few digits', '42424242424'],
    ['too many digits', '42424242424242424242'],
    ['spaces', '4242 4242 4242 4242'],
    ['letters', '4242424242424a42'],
    ['nothing', ''],
  ])('refuses %s (%j)', (_name, number) => {
    expect(luhnValid(number)).toBe(false);
  });
});

describe('cardBrand', () => {
  it.each([
    ['4242424242424242', 'visa'],
    ['4000000000000002', 'visa'],
    ['5555555555554444', 'mastercard'],
    ['5105105105105100', 'mastercard'],
    ['2223003122003222', 'mastercard'],
    ['378282246310005', 'amex'],
    ['371449635398431', 'amex'],
    ['6011111111111117', 'discover'],
    ['6500000000000002', 'discover'],
    ['3056930009020004', 'unknown'],
    ['9999999999999995', 'unknown'],
  ])('%s is %s', (number, brand) => {
    expect(cardBrand(number)).toBe(brand);
  });
});

describe('cardBehaviour', () => {
  it.each([
    ['4242424242424242', 'succeeds'],
    ['5555555555554444', 'succeeds'],
    ['378282246310005', 'succeeds'],
    ['4000000000000002', 'declined'],
    ['4000000000009995', 'insufficient_funds'],
    ['4000000000000069', 'expired_card'],
    ['4000000000000127', 'incorrect_cvc'],
    ['4000000000000119', 'processing_error'],
    ['4000000000000341', 'charge_declined'],
    ['4111111111111111', 'succeeds'], // any other valid number
  ])('%s %s', (number, behaviour) => {
    expect(cardBehaviour(number)).toBe(behaviour);
  });
});

describe('expiryError', () => {
  const now = new Date('2026-05-15T12:00:00Z');
  const past = "Your card's expiration date is in the past.";

  it.each<[string, number, number, string | null]>([
    ['this month', 5, 2026, null],
    ['next month', 6, 2026, null],
    ['next year', 1, 2027, null],
    ['twenty years on', 5, 2046, null],
    ['last month', 4, 2026, past],
    ['last December', 12, 2025, past],
    ['last year', 5, 2025, past],
    ['month 13', 13, 2026, "Your card's expiration month is invalid."],
    ['month 0', 0, 2026, "Your card's expiration month is invalid."],
    ['a fractional month', 5.5, 2026, "Your card's expiration month is invalid."],
    ['twenty-one years on', 1, 2047, "Your card's expiration year is invalid."],
    ['no year', 5, Number.NaN, "Your card's expiration year is invalid."],
    ['a fractional year', 5, 2030.5, "Your card's expiration year is invalid."],
  ])('%s (%i/%i)', (_name, month, year, error) => {
    expect(expiryError(month, year, now)).toBe(error);
  });

  it('counts the month from the first instant of the month (UTC)', () => {
    expect(expiryError(4, 2026, new Date('2026-04-30T23:59:59.999Z'))).toBeNull();
    expect(expiryError(4, 2026, new Date('2026-05-01T00:00:00Z'))).toBe(past);
  });
});

describe('simulated tokens', () => {
  it('round-trip through encode and decode', () => {
    const token = encodeSimulatedToken(card);
    expect(token.startsWith('simtok_')).toBe(true);
    expect(JSON.parse(tokenJson(token))).toEqual(card);
    expect(decodeSimulatedToken(token)).toEqual(card);
  });

  it.each(['expired_card', 'charge_declined'] as const)('round-trip a %s card', (behaviour) => {
    const other: SimulatedCardToken = { ...card, brand: 'amex', last4: '0005', behaviour };
    expect(decodeSimulatedToken(encodeSimulatedToken(other))).toEqual(other);
  });

  const valid = encodeSimulatedToken(card);

  it.each([
    ['nothing', ''],
    ['the prefix alone', 'simtok_'],
    ['another provider’s token', 'tok_visa'],
    ['a token without its prefix', valid.slice('simtok_'.length)],
    ['a truncated token', valid.slice(0, -6)],
    ['a character that is not base64', valid.slice(0, 20) + '!' + valid.slice(21)],
    ['base64 that is not JSON', 'simtok_' + Buffer.from('not json').toString('base64url')],
    ['JSON null', toToken(null)],
    ['a JSON array', toToken([card])],
    ['a JSON string', toToken('visa 4242')],
    ['an unknown brand', toToken({ ...card, brand: 'jcb' })],
    ['a long last4', toToken({ ...card, last4: '424242' })],
    ['a numeric last4', toToken({ ...card, last4: 4242 })],
    ['month 13', toToken({ ...card, expMonth: 13 })],
    ['month 0', toToken({ ...card, expMonth: 0 })],
    ['a month as text', toToken({ ...card, expMonth: '12' })],
    ['a fractional year', toToken({ ...card, expYear: 2030.5 })],
    ['a short fingerprint', toToken({ ...card, fingerprint: 'abc' })],
    [
      'an upper-case fingerprint',
      toToken({ ...card, fingerprint: card.fingerprint.toUpperCase() }),
    ],
    ['an unknown behaviour', toToken({ ...card, behaviour: 'always_free' })],
    ['a missing field', toToken({ ...card, behaviour: undefined })],
  ])('decode refuses %s', (_name, token) => {
    expect(decodeSimulatedToken(token)).toBeNull();
  });

  it('decode keeps only the card’s fields, whatever else a token carries', () => {
    const decoded = decodeSimulatedToken(toToken({ ...card, number: '4242424242424242' }));
    expect(decoded).toEqual(card);
    expect(Object.keys(decoded ?? {}).sort()).toEqual(Object.keys(card).sort());
  });
});

describe('tokeniseSimulatedCard', () => {
  const brands: Record<string, string> = {
    '4242424242424242': 'visa',
    '5555555555554444': 'mastercard',
    '378282246310005': 'amex',
  };

  it.each(testCards.map((c) => [c.label, c.number, c.behaviour]))(
    '%s: the token carries no card number',
    async (_label, number, behaviour) => {
      const token = await tokeniseSimulatedCard({ number, expMonth: 8, expYear: 2031 });
      const json = tokenJson(token);
      const allButLast4 = number.slice(0, -4);
      expect(token).not.toContain(number);
      expect(token).not.toContain(allButLast4);
      expect(json).not.toContain(number);
      expect(json).not.toContain(allButLast4);
      expect(JSON.parse(json)).not.toHaveProperty('number');
      expect(decodeSimulatedToken(token)).toEqual({
        brand: brands[number] ?? 'visa',
        last4: number.slice(-4),
        expMonth: 8,
        expYear: 2031,
        fingerprint: expect.stringMatching(/^[0-9a-f]{32}$/) as string,
        behaviour,
      });
    },
  );

  it('gives the same card the same fingerprint, however it is typed', async () => {
    const fingerprint = async (number: string, expMonth = 8) =>
      decodeSimulatedToken(await tokeniseSimulatedCard({ number, expMonth, expYear: 2031 }))
        ?.fingerprint;
    const plain = await fingerprint('4242424242424242');
    expect(plain).toMatch(/^[0-9a-f]{32}$/);
    expect(await fingerprint('4242424242424242')).toBe(plain);
    expect(await fingerprint('4242 4242 4242 4242')).toBe(plain);
    expect(await fingerprint('4242-4242-4242-4242', 9)).toBe(plain);
  });

  it('gives different cards different fingerprints', async () => {
    const numbers = [...testCards.map((c) => c.number), '4111111111111111', '4242424242424241'];
    const fingerprints = await Promise.all(
      numbers.map(
        async (number) =>
          decodeSimulatedToken(await tokeniseSimulatedCard({ number, expMonth: 8, expYear: 2031 }))
            ?.fingerprint,
      ),
    );
    expect(fingerprints.every((f) => typeof f === 'string')).toBe(true);
    expect(new Set(fingerprints).size).toBe(numbers.length);
  });
});
