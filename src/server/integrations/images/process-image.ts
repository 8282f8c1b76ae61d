import sharp from 'sharp';
import {
  fileLabel,
  IMAGE_WIDTHS,
  isAcceptedImageType,
  MAX_IMAGE_BYTES,
  MAX_IMAGES_PER_UPLOAD,
  tooLargeMessage,
  tooManyMessage,
  unsupportedFormatMessage,
} from '#shared/images.ts';
import { AppError } from '../../app-error.ts';
import { detectType } from './detect-type.ts';

/**
 * Decoding stops past this many pixels. A file of a few kilobytes can claim 100 megapixels
 * (a "decompression bomb"), and every decoded pixel costs memory; 50 MP covers the largest
 * photos today's phones save.
 */
export const MAX_IMAGE_PIXELS = 50_000_000;
/** WebP's longest side; since nothing is enlarged, an original may not be longer either. */
export const MAX_IMAGE_SIDE = 16_383;
const WEBP_QUALITY = 80;

export interface Upload {
  name: string;
  data: Buffer;
}

export interface ImageVariant {
  width: number;
  height: number;
  data: Buffer;
  contentType: 'image/webp';
}

export interface ProcessedImage {
  /** The original's size, upright. */
  width: number;
  height: number;
  /** Narrowest first; the last is the original's width when it is below the widest. */
  variants: ImageVariant[];
}

/** The widths to store for an original this wide: never wider than the original itself. */
export function variantWidths(originalWidth: number): number[] {
  const largest = Math.min(originalWidth, Math.max(...IMAGE_WIDTHS));
  return [...IMAGE_WIDTHS.filter((width) => width < largest), largest];
}

/** Refuses an upload of no files or of more than `max`, before any file is looked at. */
export function validateBatch(files: readonly unknown[], max = MAX_IMAGES_PER_UPLOAD): void {
  if (files.length === 0) throw new AppError('bad_request', 'Please pick at least one image.');
  if (files.length > max) throw new AppError('bad_request', tooManyMessage(max));
}

/** A decoder's failure on this file, in words for the person who picked it. */
async function orUnreadable<T>(name: string, work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch {
    const label = fileLabel(name);
    throw new AppError(
      'bad_request',
      `"${label}" could not be read: it may be damaged or incomplete. Please pick another file.`,
    );
  }
}

/**
 * Checks one uploaded file and re-encodes it as WebP in the widths of IMAGE_WIDTHS. Throws an
 * AppError with the message for the person who picked the file. Pure: stores nothing.
 *
 * Metadata never survives: the picture is turned upright from its EXIF orientation, decoded
 * to bare pixels, and every variant is encoded from those pixels, so EXIF (GPS included), XMP,
 * IPTC and comments have nothing to travel with. Colours are converted to sRGB on the way
 * (a phone's wide-gamut profile is applied, not dropped). An animated GIF keeps its first frame.
 */
export async function processUpload({ name, data }: Upload): Promise<ProcessedImage> {
  const type = detectType(data);
  if (!isAcceptedImageType(type)) {
    throw new AppError('unsupported_media_type', unsupportedFormatMessage(type));
  }
  if (data.length > MAX_IMAGE_BYTES) throw new AppError('payload_too_large', tooLargeMessage(name));

  // The header alone gives the dimensions, without decoding a pixel.
  const header = await orUnreadable(name, sharp(data, { limitInputPixels: false }).metadata());
  const { width, height } = header.autoOrient;
  if (width * height > MAX_IMAGE_PIXELS || Math.max(width, height) > MAX_IMAGE_SIDE) {
    throw new AppError(
      'payload_too_large',
      `"${fileLabel(name)}" has too many pixels, please pick a smaller picture (Max. 50 megapixels).`,
    );
  }

  const widths = variantWidths(width);
  // One decode, at the widest size kept. failOn 'error' refuses truncated or corrupt data but
  // tolerates the harmless warnings many cameras' files raise; the pixel limit repeats the
  // check above inside the decoder, in case the header lied.
  const upright = await orUnreadable(
    name,
    sharp(data, { failOn: 'error', limitInputPixels: MAX_IMAGE_PIXELS, autoOrient: true })
      .resize({ width: widths.at(-1), withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true }),
  );

  const { info } = upright;
  const raw = { width: info.width, height: info.height, channels: info.channels };
  const variants: ImageVariant[] = [];
  for (const target of widths) {
    const encoded = await sharp(upright.data, { raw })
      .resize({ width: target })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer({ resolveWithObject: true });
    variants.push({
      width: encoded.info.width,
      height: encoded.info.height,
      data: encoded.data,
      contentType: 'image/webp',
    });
  }
  return { width, height, variants };
}
