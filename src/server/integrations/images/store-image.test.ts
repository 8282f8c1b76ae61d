import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { localFileStorage } from '../storage/local-storage.ts';
import type { FileStorage } from '../storage/storage.ts';
import { processUpload } from './process-image.ts';
import { deleteImage, storeImage, variantKey } from './store-image.ts';

let root: string;
let storage: FileStorage;

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'blush-images-'));
  storage = localFileStorage(root);
});
afterEach(() => rm(root, { recursive: true, force: true }));

/** Every file under the storage root, as keys. */
async function everyFile(): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .sort();
}

async function picture(width: number) {
  const data = await sharp({
    create: { width, height: width / 2, channels: 3, background: '#c0607a' },
  })
    .png()
    .toBuffer();
  return processUpload({ name: 'look.png', data });
}

describe('storeImage and deleteImage', () => {
  it('stores every width under one new id, and deleting the image removes them all', async () => {
    const image = await picture(1200);
    const stored = await storeImage(storage, image);

    expect(stored).toMatchObject({ width: 1200, height: 600 });
    expect(stored.variants).toEqual(
      [320, 640, 1080, 1200].map((width) => ({
        width,
        height: width / 2,
        key: variantKey(stored.id, width),
      })),
    );
    expect(await everyFile()).toEqual(
      [1080, 1200, 320, 640].map((width) => `images/${stored.id}/${width}.webp`),
    );
    const largest = await storage.get(variantKey(stored.id, 1200));
    expect(largest?.contentType).toBe('image/webp');
    largest?.body.destroy();

    const other = await storeImage(storage, await picture(400));
    expect(other.id).not.toBe(stored.id);
    await deleteImage(storage, stored.id);
    expect(await everyFile()).toEqual([
      `images/${other.id}/320.webp`,
      `images/${other.id}/400.webp`,
    ]);
  });

  it('leaves nothing behind when one write fails', async () => {
    const image = await picture(1200);
    let puts = 0;
    const flaky: FileStorage = {
      ...storage,
      async put(key, body) {
        if (++puts === 3) throw new Error('disk full');
        await storage.put(key, body);
      },
    };
    await expect(storeImage(flaky, image)).rejects.toThrow('disk full');
    expect(await everyFile()).toEqual([]);
  });

  it('refuses to delete by anything but an image id', async () => {
    await expect(deleteImage(storage, '..')).rejects.toThrow('Not an image id');
    await expect(deleteImage(storage, 'a/b')).rejects.toThrow('Not an image id');
  });
});
