import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { bodyTag, COMPRESS_THRESHOLD_BYTES } from './compression.ts';

/** The encodings a page is sent in, as `registerCompression` compresses answers. */
export type PageEncoding = 'br' | 'gzip';

/**
 * A page's HTML as it is sent: its UTF-8 bytes and its ETag made once, and each encoding a
 * browser asks for compressed once, on the first request that asks for it. A kept page
 * (decision 0032) holds one, so the requests it answers cost no encoding, hashing or
 * compressing: a page weighs some 150 KB (its first-screen CSS, its markup and the data it
 * was rendered from), which took each request milliseconds to hash and to compress
 * (decision 0047).
 */
export class PageBody {
  readonly bytes: Buffer;
  /** The same tag `registerCompression` gives any answer with this content. */
  readonly etag: string;
  private readonly encoded = new Map<PageEncoding, Buffer>();

  /**
   * `thorough`: compressed harder, for a page that is kept (compressed once for many
   * visitors); otherwise as quickly as `registerCompression` compresses an answer.
   */
  constructor(
    html: string,
    private readonly thorough = false,
  ) {
    this.bytes = Buffer.from(html);
    this.etag = bodyTag(this.bytes);
  }

  /** The bytes to send for `encoding` (null: as they are), and the encoding they are in. */
  as(encoding: PageEncoding | null): { bytes: Buffer; encoding: PageEncoding | null } {
    if (encoding === null || this.bytes.length < COMPRESS_THRESHOLD_BYTES) {
      return { bytes: this.bytes, encoding: null };
    }
    let bytes = this.encoded.get(encoding);
    if (!bytes) {
      bytes = encoding === 'br' ? this.brotli() : gzipSync(this.bytes);
      this.encoded.set(encoding, bytes);
    }
    return { bytes, encoding };
  }

  private brotli(): Buffer {
    return brotliCompressSync(this.bytes, {
      params: {
        // 6 takes some 3 ms for a 150 KB page and saves a tenth on 4 (per request, 2 ms).
        [constants.BROTLI_PARAM_QUALITY]: this.thorough ? 6 : 4,
        [constants.BROTLI_PARAM_SIZE_HINT]: this.bytes.length,
      },
    });
  }
}

/**
 * The encoding to send for an `Accept-Encoding` header: brotli, else gzip, whichever the
 * browser ranks higher (brotli on a tie); none when it accepts neither (`q=0` refuses one,
 * `*` stands for any not named).
 */
export function pageEncoding(header: string | undefined): PageEncoding | null {
  const weights = new Map<string, number>();
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    const weight = q === undefined ? 1 : Number(q);
    if (name && !Number.isNaN(weight)) weights.set(name.trim(), weight);
  }
  const any = weights.get('*') ?? 0;
  const br = weights.get('br') ?? any;
  const gzip = weights.get('gzip') ?? weights.get('x-gzip') ?? any;
  if (br <= 0 && gzip <= 0) return null;
  return br >= gzip ? 'br' : 'gzip';
}
