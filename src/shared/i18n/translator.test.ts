import { describe, expect, it } from 'vitest';
import { icuFormat } from './icu-format.ts';
import { createTranslator, type Catalogue } from './translator.ts';

const english = {
  'validation.maxChars': 'must be at most {max, plural, one {# character} other {# characters}}',
  'home.title': 'Find the artist behind your best look.',
} as Catalogue;
const french = {
  'validation.maxChars':
    '{max, plural, one {doit compter au plus # caractère} other {doit compter au plus # caractères}}',
} as Catalogue;

describe('the translator', () => {
  it('speaks ICU plurals in each language', () => {
    const fr = createTranslator('fr-CA', french, { format: icuFormat, fallback: english });
    const en = createTranslator('en-CA', english, { format: icuFormat });
    expect(fr.t('validation.maxChars', { max: 1 })).toBe('doit compter au plus 1 caractère');
    expect(fr.t('validation.maxChars', { max: 1000 })).toBe(
      'doit compter au plus 1\u00a0000 caractères',
    );
    expect(en.t('validation.maxChars', { max: 1 })).toBe('must be at most 1 character');
    expect(en.t('validation.maxChars', { max: 64 })).toBe('must be at most 64 characters');
  });

  it('gives the English text for a missing translation, with one warning per key', () => {
    const warned: string[] = [];
    const fr = createTranslator('fr-CA', french, {
      format: icuFormat,
      fallback: english,
      warn: (key, locale) => warned.push(`${locale} ${key}`),
    });
    expect(fr.t('home.title')).toBe('Find the artist behind your best look.');
    expect(fr.t('home.title')).toBe('Find the artist behind your best look.');
    expect(warned).toEqual(['fr-CA home.title']);
  });

  it('never gives a blank: a key in no catalogue comes out as itself', () => {
    const fr = createTranslator('fr-CA', {}, { format: icuFormat });
    expect(fr.t('home.how')).toBe('home.how');
  });
});
