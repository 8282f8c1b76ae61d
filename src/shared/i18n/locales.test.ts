import { describe, expect, it } from 'vitest';
import {
  localizedPath,
  matchLocale,
  negotiateLocale,
  splitLocalePath,
  toLocale,
} from './locales.ts';

describe('choosing the language', () => {
  it.each([
    ['fr-CA,fr;q=0.9,en;q=0.8', 'fr-CA'],
    ['fr-FR', 'fr-CA'],
    ['en-US,en;q=0.9,fr;q=0.8', 'en-CA'],
    ['de-DE,fr;q=0.5', 'fr-CA'],
    ['fr;q=0.2,en;q=0.9', 'en-CA'],
    ['fr;q=0', 'en-CA'],
    ['zh-CN,ja', 'en-CA'],
    ['', 'en-CA'],
    [';;;q=abc,,', 'en-CA'],
    [undefined, 'en-CA'],
  ])('Accept-Language %j → %s (anything unknown is English)', (header, locale) => {
    expect(negotiateLocale(header)).toBe(locale);
  });

  it.each([
    ['fr', 'fr-CA'],
    ['FR_ca', 'fr-CA'],
    ['en-GB', 'en-CA'],
    ['klingon', null],
    ['', null],
  ])('a chosen %j is %s', (value, locale) => {
    expect(matchLocale(value)).toBe(locale);
  });

  it('falls back to English for anything else', () => {
    expect(toLocale('xx')).toBe('en-CA');
    expect(toLocale(null)).toBe('en-CA');
  });
});

describe('the French address of a page', () => {
  it.each([
    ['/fr', 'fr-CA', '/'],
    ['/fr/', 'fr-CA', '/'],
    ['/fr/search', 'fr-CA', '/search'],
    ['/search', 'en-CA', '/search'],
    ['/france', 'en-CA', '/france'],
    ['/', 'en-CA', '/'],
  ])('%s is %s, page %s', (pathname, locale, path) => {
    expect(splitLocalePath(pathname)).toEqual({ locale, path });
  });

  it('puts French pages under /fr and leaves English ones as they are', () => {
    expect(localizedPath('/', 'fr-CA')).toBe('/fr/');
    expect(localizedPath('/search?categories=Haircut', 'fr-CA')).toBe(
      '/fr/search?categories=Haircut',
    );
    expect(localizedPath('/search', 'en-CA')).toBe('/search');
  });
});
