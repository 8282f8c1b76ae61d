import { Readable } from 'node:stream';
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import {
  assertValidFolder,
  assertValidKey,
  IMMUTABLE_CACHE_CONTROL,
  isValidKey,
  type FileStorage,
} from './storage.ts';

export interface S3Options {
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** An S3-compatible service (MinIO, R2, a local test server); unset means AWS itself. */
  endpoint?: string | undefined;
}

/** DeleteObjects takes at most this many keys per request. */
const DELETE_BATCH = 1000;

function isNotFound(error: unknown): boolean {
  return error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404;
}

/** A bucket on AWS S3 or any S3-compatible service, through the AWS SDK. */
export function s3FileStorage(options: S3Options): FileStorage {
  const { bucket } = options;
  const client = new S3Client({
    region: options.region,
    ...(options.endpoint
      ? // Self-hosted services rarely have a DNS name per bucket: address it in the path.
        { endpoint: options.endpoint, forcePathStyle: true }
      : {}),
    // Explicit keys: the SDK must not go looking in the environment or ~/.aws on its own.
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
    // Checksums only where S3 requires them: many S3-compatible services reject the newer
    // default (a CRC32 header on every upload).
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // Without these a stalled connection would hold a request (and its upload) forever.
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 60_000 },
  });

  return {
    kind: 's3',

    async put(key, body) {
      const contentType = assertValidKey(key);
      // One PutObject is all-or-nothing on S3: no temporary name is needed.
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: key,
          Body: body,
          ContentType: contentType,
          // Also right if the bucket is later served directly or through a CDN.
          CacheControl: IMMUTABLE_CACHE_CONTROL,
        }),
      );
    },

    async get(key) {
      const contentType = assertValidKey(key);
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        const { Body: body, ContentLength: size } = object;
        if (body instanceof Readable && size !== undefined) return { body, contentType, size };
        if (body instanceof Readable) body.destroy();
        throw new Error(`S3 answered ${key} without a body or its length`);
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },

    async delete(keys) {
      keys.forEach(assertValidKey);
      for (let start = 0; start < keys.length; start += DELETE_BATCH) {
        const batch = keys.slice(start, start + DELETE_BATCH);
        const result = await client.send(
          new DeleteObjectsCommand({
            Bucket: bucket,
            Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true },
          }),
        );
        // A batch delete answers 200 even when some keys failed; those are listed instead.
        const failed = result.Errors?.[0];
        if (failed) throw new Error(`S3 could not delete ${failed.Key}: ${failed.Message}`);
      }
    },

    async list(folder) {
      assertValidFolder(folder);
      const keys: string[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: bucket, Prefix: folder, ContinuationToken: token }),
        );
        for (const { Key } of page.Contents ?? []) if (Key && isValidKey(Key)) keys.push(Key);
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return keys;
    },

    close() {
      client.destroy();
    },
  };
}
