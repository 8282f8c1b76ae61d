/**
 * The upload rules for pictures (spec §5 and §9), shared so the browser can refuse a file
 * before sending it and the server words the same refusal the same way. The server still
 * judges every file again from its content; these checks only save a wasted upload.
 */

/** Portfolio uploads take at most this many files at once. */
export const MAX_IMAGES_PER_UPLOAD = 5;
/** The profile picture upload allows fewer. */
export const MAX_PROFILE_PICTURES_PER_UPLOAD = 3;
/** 5 MB, counted the way browsers report File.size (bytes, 1 MB = 1024 × 1024). */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** The formats accepted, as MIME types (what a browser reports for a picked file). */
export const ACCEPTED_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif'] as const;
export type AcceptedImageType = (typeof ACCEPTED_IMAGE_TYPES)[number];
/** The widths (px) stored for `srcset`; a smaller original is never enlarged. */
export const IMAGE_WIDTHS = [320, 640, 1080, 1600] as const;

/**
 * A file name fit for a message: no folder part (some browsers send one), no control
 * characters, and short enough for an alert.
 */
export function fileLabel(name: string): string {
  const base = (name.split(/[\\/]/).pop() ?? '').replace(/\p{Cc}/gu, '').trim() || 'file';
  return base.length > 60 ? `${base.slice(0, 59)}…` : base;
}

export function unsupportedFormatMessage(type: string): string {
  return `"${type || 'unknown'}" is not a supported format`;
}

export function tooLargeMessage(name: string): string {
  return `"${fileLabel(name)}" is too large, please pick a smaller file (Max. 5MB)`;
}

export function tooManyMessage(max: number): string {
  return `Only ${max} images can be uploaded at a time`;
}

export function isAcceptedImageType(type: string): type is AcceptedImageType {
  return (ACCEPTED_IMAGE_TYPES as readonly string[]).includes(type);
}

/** How the browser's checks word a refusal: the spec's English unless the page says otherwise. */
export interface RefusalWords {
  format(type: string): string;
  tooLarge(name: string): string;
  tooMany(max: number): string;
}
const SPEC_WORDS: RefusalWords = {
  format: unsupportedFormatMessage,
  tooLarge: tooLargeMessage,
  tooMany: tooManyMessage,
};

/** The browser's check of one picked file: the spec's message, or null when it may be sent. */
export function checkFileBeforeUpload(
  file: { name: string; type: string; size: number },
  say: RefusalWords = SPEC_WORDS,
): string | null {
  if (!isAcceptedImageType(file.type)) return say.format(file.type);
  if (file.size > MAX_IMAGE_BYTES) return say.tooLarge(file.name);
  return null;
}

/** The browser's check of how many files were picked at once. */
export function checkCountBeforeUpload(
  count: number,
  max: number = MAX_IMAGES_PER_UPLOAD,
  say: RefusalWords = SPEC_WORDS,
): string | null {
  return count > max ? say.tooMany(max) : null;
}
