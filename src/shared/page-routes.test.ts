import { describe, expect, it } from 'vitest';
import { isPagePath, pagePaths } from './page-routes.ts';

describe('isPagePath', () => {
  it('knows every listed page, with its parameters filled in', () => {
    for (const pattern of Object.values(pagePaths).flat()) {
      const path = pattern.replace(/:[A-Za-z]+/g, 'abc-123');
      expect(isPagePath(path), path).toBe(true);
    }
  });

  it('matches as React Router does: any case, trailing slashes, encoded segments', () => {
    expect(isPagePath('/Search/')).toBe(true);
    expect(isPagePath('/sea%72ch')).toBe(true);
    expect(isPagePath('/profile/artist/a%2Fb')).toBe(true);
    expect(isPagePath('/reset/%E0%A4%A')).toBe(true);
  });

  it('refuses paths no page has', () => {
    for (const path of [
      '/does-not-exist',
      '/search/more',
      '/profile/artist',
      '/profile/artist/a/b/c',
      '/checkout/only-one',
      '/dashboard/x',
      '/searchx',
    ]) {
      expect(isPagePath(path), path).toBe(false);
    }
  });
});
