import type { Readable } from 'node:stream';

/**
 * Where uploaded files live: a folder under DATA_DIR by default, an S3-compatible bucket when
 * configured. Keys are paths such as `images/<uuid>/640.webp`; the extension decides the
 * content type, so both stores answer with the same type without keeping a side record.
 * Stored files never change (a new picture gets a new key), hence the year-long cache.
 */
export interface FileStorage {
  readonly kind: 'local' | 's3';
  /** Writes the whole file or nothing: a reader never sees half a file. */
  put(key: string, body: Buffer): Promise<void>;
  /** The file as a stream, or null when there is none under that key. */
  get(key: string): Promise<StoredFile | null>;
  /** Removes these files; a key with no file is not an error. */
  delete(keys: readonly string[]): Promise<void>;
  /** Every key under a folder (`images/<uuid>/`), in no particular order. */
  list(folder: string): Promise<string[]>;
  close(): void;
}

export interface StoredFile {
  body: Readable;
  contentType: string;
  size: number;
}

export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

const contentTypes: Record<string, string> = {
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  pdf: 'application/pdf',
};

/**
 * Keys under this folder are private (artists' credentials): `/files/*` never serves them,
 * only the API routes that check who asks.
 */
export const PRIVATE_FOLDER = 'private/';

export const isPrivateKey = (key: string): boolean => key.startsWith(PRIVATE_FOLDER);

// One path segment: starts with a letter or digit, so `.`, `..` and hidden temp files are
// never keys, and holds no character a URL, a shell or S3 would treat specially.
const segment = '[A-Za-z0-9][A-Za-z0-9._-]{0,127}';
const keyPattern = new RegExp(`^(?:${segment}/){0,8}${segment}\\.([a-z0-9]+)$`);
const folderPattern = new RegExp(`^(?:${segment}/){1,8}$`);

/** The content type of a valid key, or null when the key is not one we store. */
export function contentTypeOf(key: string): string | null {
  const extension = keyPattern.exec(key)?.[1];
  return (extension && contentTypes[extension]) ?? null;
}

export function isValidKey(key: string): boolean {
  return contentTypeOf(key) !== null;
}

/** Keys come from our own code; a bad one is a bug, never a file to touch. */
export function assertValidKey(key: string): string {
  const contentType = contentTypeOf(key);
  if (!contentType) throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
  return contentType;
}

export function assertValidFolder(folder: string): void {
  if (!folderPattern.test(folder)) {
    throw new Error(`Invalid storage folder: ${JSON.stringify(folder)}`);
  }
}
