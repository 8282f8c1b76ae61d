import path from 'node:path';
import type { Env } from '../../env.ts';
import { localFileStorage } from './local-storage.ts';
import type { FileStorage } from './storage.ts';

type StorageEnv = Pick<
  Env,
  | 'DATA_DIR'
  | 'S3_BUCKET'
  | 'S3_ENDPOINT'
  | 'S3_REGION'
  | 'S3_ACCESS_KEY_ID'
  | 'S3_SECRET_ACCESS_KEY'
>;

/**
 * The bucket when S3_BUCKET is set (env.ts then guarantees its keys), otherwise
 * `DATA_DIR/uploads`. The AWS SDK is loaded only in the first case: it adds a noticeable
 * start-up cost that the embedded setup and most tests need not pay.
 */
export async function openStorage(env: StorageEnv): Promise<FileStorage> {
  const { S3_BUCKET: bucket, S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secret } = env;
  if (!bucket) return localFileStorage(path.join(env.DATA_DIR, 'uploads'));
  if (!accessKeyId || !secret) throw new Error('S3_BUCKET is set without its access keys');
  const { s3FileStorage } = await import('./s3-storage.ts');
  return s3FileStorage({
    bucket,
    region: env.S3_REGION,
    accessKeyId,
    secretAccessKey: secret,
    endpoint: env.S3_ENDPOINT,
  });
}
