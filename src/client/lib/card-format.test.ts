import { describe, expect, it } from 'vitest';
import { serverTranslator } from '#shared/i18n/catalogues.ts';
import { brandName, cardName } from './card-format.ts';

/** Issue 35: a card brand the app does not know is named in the page's language. */
describe('a card’s brand', () => {
  const french = serverTranslator('fr-CA').t;
  const english = serverTranslator('en-CA').t;

  it('names known brands as they are, and an unknown one as a card in each language', () => {
    expect(brandName('VISA', french)).toBe('Visa');
    expect(brandName('cartes_bancaires', french)).toBe('Carte');
    expect(brandName('cartes_bancaires', english)).toBe('Card');
    expect(brandName('cartes_bancaires')).toBe('Card');
    expect(cardName({ brand: 'link', last4: '4242' }, french)).toBe('Carte se terminant par 4242');
  });
});
