import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  centsToDollarsText,
  formatCents,
  parseDollars,
  readDollars,
  startingPriceText,
} from './money.ts';
import { openStreetMapUrl } from './maps.ts';

describe('money', () => {
  it.each([
    ['80', 8000],
    ['79.5', 7950],
    ['79.50', 7950],
    ['0.01', 1],
    ['999999', 99_999_900],
    [' 12 ', 1200],
  ])('parses %s dollars as %i cents', (text, cents) => {
    expect(parseDollars(text)).toBe(cents);
  });

  it.each(['', 'abc', '-5', '1.234', '1,50', '.5', '1e3', '0x10'])('refuses %j', (text) => {
    expect(parseDollars(text)).toBeNull();
  });

  it('formats cents as Canadian dollars and back as typed', () => {
    expect(formatCents(10500)).toBe('$105.00');
    expect(formatCents(7)).toBe('$0.07');
    expect(centsToDollarsText(8000)).toBe('80');
    expect(centsToDollarsText(7950)).toBe('79.50');
    expect(centsToDollarsText(705)).toBe('7.05');
  });

  it('writes a starting price the way the spec shows it', () => {
    expect(startingPriceText(8000)).toBe('$80 /cad start');
    expect(startingPriceText(7950)).toBe('$79.50 /cad start');
    expect(startingPriceText(123456)).toBe('$1,234.56 /cad start');
    expect(startingPriceText(12075, true)).toBe('$120.75 /cad start + HST');
  });

  it('links a place on OpenStreetMap', () => {
    expect(openStreetMapUrl({ lat: 43.6452, lng: -79.3957 })).toBe(
      'https://www.openstreetmap.org/?mlat=43.64520&mlon=-79.39570#map=15/43.64520/-79.39570',
    );
  });
});

describe('money in Canadian French (Intl, decision 0037)', () => {
  // Intl puts a no-break space between the groups and before the symbol.
  const spaced = (text: string) => text.replaceAll(' ', '\u00a0');

  it.each([
    [123450, '$1,234.50', spaced('1 234,50 $')],
    [10500, '$105.00', spaced('105,00 $')],
    [7, '$0.07', spaced('0,07 $')],
  ])('%i cents is %s in English and %s in French', (cents, english, french) => {
    expect(formatCents(cents, 'en-CA')).toBe(english);
    expect(formatCents(cents, 'fr-CA')).toBe(french);
  });

  it('says a starting price the French way', () => {
    expect(startingPriceText(8000, false, 'fr-CA')).toBe(`à partir de ${spaced('80 $')}`);
    expect(startingPriceText(7950, false, 'fr-CA')).toBe(`à partir de ${spaced('79,50 $')}`);
    expect(startingPriceText(8000, true, 'fr-CA')).toBe(`à partir de ${spaced('80 $')} + TVH`);
  });
});

describe('an amount typed in each language (issue 35)', () => {
  const nbsp = '\u00a0';
  const narrow = '\u202f';
  it.each([
    ['en-CA', '79.50', 7950],
    ['en-CA', '$79.50', 7950],
    ['en-CA', '$ 79.50', 7950],
    ['en-CA', '1,234.50', 123450],
    ['en-CA', '$1,234.50', 123450],
    ['en-CA', '1,234', 123400],
    ['en-CA', '1 234.50', 123450],
    ['en-CA', '12,345,678', 1_234_567_800],
    ['fr-CA', '79,50', 7950],
    ['fr-CA', '79,5', 7950],
    ['fr-CA', '79,50 $', 7950],
    ['fr-CA', '79,50$', 7950],
    ['fr-CA', '79.50', 7950],
    ['fr-CA', '1 234,50', 123450],
    ['fr-CA', `1${nbsp}234,50${nbsp}$`, 123450],
    ['fr-CA', `1${narrow}234,50${narrow}$`, 123450],
    ['fr-CA', ' 80 ', 8000],
  ] as const)('%s reads %j as %i cents', (locale, text, cents) => {
    expect(readDollars(text, locale)).toBe(cents);
    expect(parseDollars(text, locale)).toBe(cents);
  });

  it.each([
    // The other language's way: refused with its own message, never read wrong.
    ['en-CA', '79,50'],
    ['en-CA', '1 234,50'],
    ['fr-CA', '1,234.50'],
    ['fr-CA', '1,234'],
    ['fr-CA', '$1,234.50'],
    ['fr-CA', '79,505'],
  ] as const)('%s finds %j unclear', (locale, text) => {
    expect(readDollars(text, locale)).toBe('unclear');
    expect(parseDollars(text, locale)).toBeNull();
  });

  it.each([
    ['en-CA', '1.234'],
    ['en-CA', '1,23,456'],
    ['en-CA', '12,34.50'],
    ['en-CA', '$$5'],
    ['en-CA', '5 $ 5'],
    ['en-CA', '-5'],
    ['fr-CA', '1.234'],
    ['fr-CA', '1.234,50'],
    ['fr-CA', '12 34'],
    ['fr-CA', 'quatre-vingts'],
    ['fr-CA', ''],
  ] as const)('%s refuses %j', (locale, text) => {
    expect(readDollars(text, locale)).toBeNull();
  });

  const cents = fc.integer({ min: 0, max: 99_999_999_999 });
  const locale = fc.constantFrom('en-CA' as const, 'fr-CA' as const);

  it('reads back every amount Intl writes, in its own language', () => {
    fc.assert(
      fc.property(cents, locale, (amount, language) => {
        expect(readDollars(formatCents(amount, language), language)).toBe(amount);
      }),
    );
  });

  it('reads back the way an artist edits it, in both languages, and the sent form in both', () => {
    fc.assert(
      fc.property(cents, locale, (amount, language) => {
        expect(readDollars(centsToDollarsText(amount, language), language)).toBe(amount);
        // "79.50", what the browser sends, is the same amount on either page.
        expect(readDollars(centsToDollarsText(amount), language)).toBe(amount);
      }),
    );
  });

  it('never reads one text as two different amounts in the two languages', () => {
    const typed = fc.stringMatching(/^\$?[0-9][0-9 ,.]{0,9}( ?\$)?$/);
    fc.assert(
      fc.property(typed, (text) => {
        const english = readDollars(text, 'en-CA');
        const french = readDollars(text, 'fr-CA');
        if (typeof english === 'number' && typeof french === 'number') expect(french).toBe(english);
      }),
    );
  });
});
