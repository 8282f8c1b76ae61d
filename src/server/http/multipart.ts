import type { FastifyRequest } from 'fastify';
import { AppError } from '../app-error.ts';

/** A file of a multipart request, read into memory. */
export interface UploadedFile {
  name: string;
  data: Buffer;
}

export interface MultipartLimits {
  /** Named in the 415 answer: "Send the {what} as multipart/form-data." */
  what: string;
  /** Files read; one more is refused with `tooManyFiles`. */
  files: number;
  /** Bytes read of each file. */
  fileSize: number;
  /** Text fields read; one more is refused ("Too many fields."). Unlimited when left out. */
  fields?: number;
  tooManyFiles: string;
  /**
   * A file past `fileSize`: false keeps it cut at `fileSize` for the service to refuse by
   * name; true (the plugin's default) stops the request with 413 as it streams in.
   */
  refuseLongFiles?: boolean;
}

/**
 * The one reader of multipart uploads: the text fields and the files of a request, within the
 * limits, read into memory. The limits are the plugin's, so nothing past them is buffered.
 */
export async function readMultipart(
  request: FastifyRequest,
  limits: MultipartLimits,
): Promise<{ fields: Record<string, string>; files: UploadedFile[] }> {
  if (!request.isMultipart()) {
    throw new AppError('unsupported_media_type', `Send the ${limits.what} as multipart/form-data.`);
  }
  const fields: Record<string, string> = {};
  const files: UploadedFile[] = [];
  try {
    // The plugin reads `throwFileSizeLimit` per request too, though its type does not say so.
    const options = {
      limits: {
        files: limits.files,
        fileSize: limits.fileSize,
        ...(limits.fields === undefined ? {} : { fields: limits.fields }),
      },
      throwFileSizeLimit: limits.refuseLongFiles ?? true,
    };
    const parts = request.parts(options);
    for await (const part of parts) {
      if (part.type === 'file') files.push({ name: part.filename, data: await part.toBuffer() });
      else fields[part.fieldname] = String(part.value);
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT') throw new AppError('bad_request', limits.tooManyFiles);
    if (code === 'FST_FIELDS_LIMIT') throw new AppError('bad_request', 'Too many fields.');
    throw error;
  }
  return { fields, files };
}
