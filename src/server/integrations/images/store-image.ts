import { randomUUID } from 'node:crypto';
import type { FileStorage } from '../storage/storage.ts';
import type { ProcessedImage } from './process-image.ts';

export interface StoredVariant {
  width: number;
  height: number;
  /** Storage key, served at `fileUrl(key)`. */
  key: string;
}

export interface StoredImage {
  /** Names the image's folder in storage; a new upload always gets a new id. */
  id: string;
  width: number;
  height: number;
  variants: StoredVariant[];
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const imageFolder = (id: string) => `images/${id}/`;

export function variantKey(id: string, width: number): string {
  return `${imageFolder(id)}${width}.webp`;
}

/**
 * Writes every variant of one image under a new id. All or nothing: when one write fails,
 * the others are removed before the error is passed on.
 */
export async function storeImage(
  storage: FileStorage,
  image: ProcessedImage,
): Promise<StoredImage> {
  const id = randomUUID();
  const files = image.variants.map(({ width, height, data }) => ({
    width,
    height,
    key: variantKey(id, width),
    data,
  }));
  const writes = await Promise.allSettled(files.map(({ key, data }) => storage.put(key, data)));
  const failure = writes.find((write) => write.status === 'rejected');
  if (failure) {
    // Best effort: the failed write is the error worth reporting, not a failed clean-up.
    await storage.delete(files.map(({ key }) => key)).catch(() => {});
    throw failure.reason;
  }
  const variants = files.map(({ width, height, key }) => ({ width, height, key }));
  return { id, width: image.width, height: image.height, variants };
}

/** Removes every file of an image, whatever widths it was stored in. */
export async function deleteImage(storage: FileStorage, id: string): Promise<void> {
  // Only ever one image's folder: an id that is not a UUID could name a wider one.
  if (!uuidPattern.test(id)) throw new Error(`Not an image id: ${JSON.stringify(id)}`);
  await storage.delete(await storage.list(imageFolder(id)));
}
