import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { bodyTag } from './compression.ts';
import { PageBody, pageEncoding } from './page-body.ts';

const html = `<!doctype html><html lang="fr-CA"><body>${'<p>Réservez</p>'.repeat(300)}</body></html>`;

describe('a page body', () => {
  it('holds its UTF-8 bytes and the tag any answer with that content gets', () => {
    const body = new PageBody(html);
    expect(body.bytes.toString()).toBe(html);
    expect(body.etag).toBe(bodyTag(html));
  });

  it('compresses each encoding once, on the first ask, and decodes to the page', () => {
    for (const thorough of [false, true]) {
      const body = new PageBody(html, thorough);
      const br = body.as('br');
      expect(br.encoding).toBe('br');
      expect(brotliDecompressSync(br.bytes).toString()).toBe(html);
      // The same bytes, not compressed again.
      expect(body.as('br').bytes).toBe(br.bytes);
      const gzip = body.as('gzip');
      expect(gzip.encoding).toBe('gzip');
      expect(gunzipSync(gzip.bytes).toString()).toBe(html);
      expect(body.as('gzip').bytes).toBe(gzip.bytes);
      expect(body.as(null)).toEqual({ bytes: body.bytes, encoding: null });
    }
  });

  it('leaves a page under 1 KB as it is', () => {
    const small = new PageBody('<p>hi</p>');
    expect(small.as('br')).toEqual({ bytes: small.bytes, encoding: null });
  });
});

describe('the encoding a browser accepts', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['x-gzip', 'gzip'],
    ['br;q=0.5, gzip', 'gzip'],
    ['BR', 'br'],
    ['br;q=0, gzip;q=0.1', 'gzip'],
    ['*', 'br'],
    ['*;q=0.5, br;q=0', 'gzip'],
    ['deflate', null],
    ['identity', null],
    ['br;q=0, gzip;q=0', null],
    ['', null],
    [undefined, null],
  ])('%s → %s', (header, expected) => {
    expect(pageEncoding(header)).toBe(expected);
  });
});
