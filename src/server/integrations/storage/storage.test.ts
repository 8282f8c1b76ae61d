import { mkdir, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from '../../env.ts';
import { localFileStorage } from './local-storage.ts';
import { openStorage } from './open-storage.ts';
import { s3FileStorage, type S3Options } from './s3-storage.ts';
import type { FileStorage } from './storage.ts';

// s3rver ships no types; this is the part of it the tests use.
interface S3rver {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
}
const S3rver = createRequire(import.meta.url)('s3rver') as new (options: {
  address: string;
  port: number;
  silent: boolean;
  directory: string;
  configureBuckets: Array<{ name: string }>;
}) => S3rver;

const BUCKET = 'blush-test';
let scratch: string;
let server: S3rver;
let s3: S3Options;

beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), 'blush-storage-'));
  // A real S3 API on a random local port, files in the scratch folder: the SDK is exercised
  // end to end (signing, path-style addressing, errors) without any outside service.
  server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: path.join(scratch, 's3'),
    configureBuckets: [{ name: BUCKET }],
  });
  const { port } = await server.run();
  s3 = {
    bucket: BUCKET,
    region: 'ca-central-1',
    endpoint: `http://127.0.0.1:${port}`,
    accessKeyId: 'S3RVER', // s3rver's fixed test credentials
    secretAccessKey: 'S3RVER',
  };
});

afterAll(async () => {
  await server?.close();
  await rm(scratch, { recursive: true, force: true });
});

const text = async (storage: FileStorage, key: string) => {
  const file = await storage.get(key);
  return file && Buffer.concat(await file.body.toArray()).toString();
};

describe.each([
  ['local', () => localFileStorage(path.join(scratch, 'local'))],
  ['S3', () => s3FileStorage(s3)],
])('%s file storage', (_kind, open) => {
  let storage: FileStorage;
  beforeAll(() => {
    storage = open();
  });
  afterAll(() => storage.close());

  it('gives back what was put, with its content type and size', async () => {
    await storage.put('images/one/320.webp', Buffer.from('small picture'));
    const file = await storage.get('images/one/320.webp');
    expect(file).toMatchObject({ contentType: 'image/webp', size: 13 });
    expect(Buffer.concat(await file!.body.toArray()).toString()).toBe('small picture');
  });

  it('replaces a file put twice under one key', async () => {
    await storage.put('images/twice/a.png', Buffer.from('first'));
    await storage.put('images/twice/a.png', Buffer.from('second'));
    expect(await text(storage, 'images/twice/a.png')).toBe('second');
  });

  it('answers null for a key with no file', async () => {
    expect(await storage.get('images/none/320.webp')).toBeNull();
  });

  it('lists a folder, and only that folder', async () => {
    await storage.put('images/abc/320.webp', Buffer.from('1'));
    await storage.put('images/abc/640.webp', Buffer.from('2'));
    await storage.put('images/abcd/320.webp', Buffer.from('3'));
    expect((await storage.list('images/abc/')).sort()).toEqual([
      'images/abc/320.webp',
      'images/abc/640.webp',
    ]);
    expect(await storage.list('images/empty/')).toEqual([]);
  });

  it('deletes files, and takes missing ones in its stride', async () => {
    await storage.put('images/gone/320.webp', Buffer.from('1'));
    await storage.put('images/gone/640.webp', Buffer.from('2'));
    await storage.delete(['images/gone/320.webp', 'images/gone/640.webp', 'images/x/1.webp']);
    await storage.delete([]);
    expect(await storage.get('images/gone/320.webp')).toBeNull();
    expect(await storage.list('images/gone/')).toEqual([]);
  });

  it.each([
    '../escape.webp',
    '/etc/passwd.png',
    'images/../../escape.webp',
    'images//double.webp',
    'images/.hidden.webp',
    'images\\windows.webp',
    'images/no-extension',
    'images/script.html',
    'images/UPPER.WEBP',
    '',
  ])('refuses the key %j everywhere', async (key) => {
    await expect(storage.put(key, Buffer.from('x'))).rejects.toThrow('Invalid storage key');
    await expect(storage.get(key)).rejects.toThrow('Invalid storage key');
    await expect(storage.delete([key])).rejects.toThrow('Invalid storage key');
  });

  it.each(['images', '/images/', '../', 'images/../', ''])(
    'refuses to list the folder %j',
    async (folder) => {
      await expect(storage.list(folder)).rejects.toThrow('Invalid storage folder');
    },
  );
});

describe('local file storage on disk', () => {
  it('leaves no temporary file behind, and no empty folder after a delete', async () => {
    const root = path.join(scratch, 'disk');
    const storage = localFileStorage(root);
    await storage.put('images/tidy/320.webp', Buffer.from('x'));
    expect(await readdir(path.join(root, 'images/tidy'))).toEqual(['320.webp']);
    await storage.delete(['images/tidy/320.webp']);
    expect(await readdir(root)).toEqual([]);
  });

  it('cleans up its temporary file when a write fails', async () => {
    const root = path.join(scratch, 'failing');
    const storage = localFileStorage(root);
    // A folder where the file should go: the final rename cannot replace it.
    await mkdir(path.join(root, 'images/blocked/320.webp'), { recursive: true });
    await expect(storage.put('images/blocked/320.webp', Buffer.from('x'))).rejects.toThrow();
    expect(await readdir(path.join(root, 'images/blocked'))).toEqual(['320.webp']);
    expect(await storage.get('images/blocked/320.webp')).toBeNull();
  });
});

describe('S3 objects', () => {
  it('carry their content type and the long cache lifetime, for direct or CDN serving', async () => {
    const storage = s3FileStorage(s3);
    await storage.put('images/head/320.webp', Buffer.from('x'));
    storage.close();
    const client = new S3Client({
      region: s3.region,
      endpoint: s3.endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
    });
    const head = await client.send(
      new HeadObjectCommand({ Bucket: BUCKET, Key: 'images/head/320.webp' }),
    );
    client.destroy();
    expect(head).toMatchObject({
      ContentType: 'image/webp',
      CacheControl: 'public, max-age=31536000, immutable',
    });
  });
});

describe('openStorage', () => {
  it('keeps files in DATA_DIR/uploads unless a bucket is configured', async () => {
    const dataDir = path.join(scratch, 'data');
    const storage = await openStorage(parseEnv({ DATA_DIR: dataDir }));
    expect(storage.kind).toBe('local');
    await storage.put('images/here/320.webp', Buffer.from('on disk'));
    expect(await readFile(path.join(dataDir, 'uploads/images/here/320.webp'), 'utf8')).toBe(
      'on disk',
    );
  });

  it('uses the bucket when S3_BUCKET is set', async () => {
    const env = parseEnv({
      S3_BUCKET: s3.bucket,
      S3_ENDPOINT: s3.endpoint,
      S3_ACCESS_KEY_ID: s3.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
    });
    const storage = await openStorage(env);
    expect(storage.kind).toBe('s3');
    await storage.put('images/there/320.webp', Buffer.from('in the bucket'));
    expect(await text(storage, 'images/there/320.webp')).toBe('in the bucket');
    storage.close();
  });
});
