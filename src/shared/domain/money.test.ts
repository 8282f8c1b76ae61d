import { describe, expect, it } from 'vitest';
import { centsToDollarsText, formatCents, parseDollars, startingPriceText } from './money.ts';
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
