import { describe, expect, it } from 'vitest';
import { detectType } from './detect-type.ts';

const bytes = (...parts: Array<string | number[]>) =>
  Buffer.concat(parts.map((part) => Buffer.from(part as string, 'latin1')));

describe('detectType', () => {
  it.each([
    ['PNG', bytes([0x89], 'PNG\r\n\x1a\n', [0, 0, 0, 13]), 'image/png'],
    ['JPEG', bytes([0xff, 0xd8, 0xff, 0xe0]), 'image/jpeg'],
    ['GIF 89a', bytes('GIF89a', [1, 0]), 'image/gif'],
    ['GIF 87a', bytes('GIF87a', [1, 0]), 'image/gif'],
    ['WebP', bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 '), 'image/webp'],
    ['iPhone HEIC', bytes([0, 0, 0, 24], 'ftypheic'), 'image/heic'],
    ['HEIF', bytes([0, 0, 0, 24], 'ftypmif1'), 'image/heic'],
    ['AVIF', bytes([0, 0, 0, 28], 'ftypavif'), 'image/avif'],
    ['MP4', bytes([0, 0, 0, 32], 'ftypisom'), 'video/mp4'],
    ['TIFF (Intel)', bytes('II', [0x2a, 0]), 'image/tiff'],
    ['TIFF (Motorola)', bytes('MM', [0, 0x2a]), 'image/tiff'],
    ['PDF', bytes('%PDF-1.7\n'), 'application/pdf'],
    ['ZIP (a .docx)', bytes('PK', [3, 4]), 'application/zip'],
    [
      'SVG',
      bytes('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg">'),
      'image/svg+xml',
    ],
    ['plain text', bytes('Bridal trial, Saturday 10am\r\n'), 'text/plain'],
    ['UTF-8 text', Buffer.from('Crème brûlée 💄'), 'text/plain'],
    // Only the first 1024 bytes are looked at; here they end in the middle of the "é".
    ['text cut inside a character', Buffer.from(`${'a'.repeat(1023)}é`), 'text/plain'],
    ['binary noise', bytes([0, 159, 146, 150, 1, 2]), 'unknown'],
    ['an empty file', Buffer.alloc(0), 'unknown'],
    ['a lone JPEG prefix', bytes([0xff, 0xd8]), 'unknown'],
  ])('%s → %s', (_case, data, type) => {
    expect(detectType(data)).toBe(type);
  });
});
