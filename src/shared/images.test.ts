import { describe, expect, it } from 'vitest';
import {
  checkCountBeforeUpload,
  checkFileBeforeUpload,
  fileLabel,
  MAX_IMAGE_BYTES,
  MAX_PROFILE_PICTURES_PER_UPLOAD,
} from './images.ts';

describe('checkFileBeforeUpload', () => {
  it.each([
    ['a PNG', { name: 'a.png', type: 'image/png', size: 1000 }, null],
    ['a JPEG', { name: 'b.jpg', type: 'image/jpeg', size: 1000 }, null],
    ['a GIF', { name: 'c.gif', type: 'image/gif', size: 1000 }, null],
    ['exactly 5 MB', { name: 'd.jpg', type: 'image/jpeg', size: MAX_IMAGE_BYTES }, null],
    [
      'one byte over 5 MB',
      { name: 'big.jpg', type: 'image/jpeg', size: MAX_IMAGE_BYTES + 1 },
      '"big.jpg" is too large, please pick a smaller file (Max. 5MB)',
    ],
    [
      'a WebP',
      { name: 'e.webp', type: 'image/webp', size: 1000 },
      '"image/webp" is not a supported format',
    ],
    [
      'a PDF',
      { name: 'f.pdf', type: 'application/pdf', size: 1000 },
      '"application/pdf" is not a supported format',
    ],
    [
      'a file the browser cannot type',
      { name: 'g', type: '', size: 1000 },
      '"unknown" is not a supported format',
    ],
    [
      'an oversized PDF (the format is the first thing to fix)',
      { name: 'h.pdf', type: 'application/pdf', size: MAX_IMAGE_BYTES * 2 },
      '"application/pdf" is not a supported format',
    ],
  ])('%s', (_case, file, expected) => {
    expect(checkFileBeforeUpload(file)).toBe(expected);
  });
});

describe('checkCountBeforeUpload', () => {
  it.each([
    [5, undefined, null],
    [6, undefined, 'Only 5 images can be uploaded at a time'],
    [3, MAX_PROFILE_PICTURES_PER_UPLOAD, null],
    [4, MAX_PROFILE_PICTURES_PER_UPLOAD, 'Only 3 images can be uploaded at a time'],
  ])('%i files, at most %s', (count, max, expected) => {
    expect(checkCountBeforeUpload(count, max)).toBe(expected);
  });
});

describe('fileLabel', () => {
  it.each([
    ['me.jpg', 'me.jpg'],
    ['C:\\fakepath\\me.jpg', 'me.jpg'],
    ['photos/me.jpg', 'me.jpg'],
    ['bad\u0000\nname.png', 'badname.png'],
    ['', 'file'],
    [`${'x'.repeat(70)}.png`, `${'x'.repeat(59)}…`],
  ])('%j → %j', (name, label) => {
    expect(fileLabel(name)).toBe(label);
  });
});
