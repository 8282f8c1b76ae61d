import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Env } from '../env.ts';

/**
 * Personal data at rest (the artists' tax details, the customers' health notes) is sealed with
 * AES-256-GCM (a fresh 12-byte nonce each time; the tag authenticates it and the owner's id, so
 * a row copied to another person does not open). The key is TAX_DATA_KEY, or a key file made
 * in DATA_DIR on first start.
 */
const VERSION = 'v1.';
const keys = new Map<string, Buffer>();

export const KEY_FILE = 'tax-data.key';

function parseKey(text: string): Buffer {
  const trimmed = text.trim();
  return /^[\da-f]{64}$/i.test(trimmed)
    ? Buffer.from(trimmed, 'hex')
    : Buffer.from(trimmed, 'base64');
}

/** The key: from the environment, or DATA_DIR's key file, written (0600) if there is none. */
export function taxDataKey(env: Pick<Env, 'TAX_DATA_KEY' | 'DATA_DIR'>): Buffer {
  if (env.TAX_DATA_KEY) return parseKey(env.TAX_DATA_KEY);
  const path = join(env.DATA_DIR, KEY_FILE);
  const known = keys.get(path);
  if (known) return known;
  mkdirSync(env.DATA_DIR, { recursive: true });
  try {
    // 'wx': of two processes starting at once, one writes and the other reads it.
    writeFileSync(path, randomBytes(32).toString('hex'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const key = parseKey(readFileSync(path, 'utf8'));
  if (key.length !== 32) throw new Error(`${path} must hold a 32-byte key (64 hex digits)`);
  keys.set(path, key);
  return key;
}

export function seal(key: Buffer, ownerId: string, value: unknown): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(ownerId));
  const body = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
  return VERSION + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

export function unseal<T>(key: Buffer, ownerId: string, sealed: string): T {
  if (!sealed.startsWith(VERSION)) throw new Error('unknown sealed format');
  const raw = Buffer.from(sealed.slice(VERSION.length), 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
  decipher.setAAD(Buffer.from(ownerId));
  decipher.setAuthTag(raw.subarray(12, 28));
  const text = Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString();
  return JSON.parse(text) as T;
}
