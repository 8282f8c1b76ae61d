import { MESSAGE_PHOTOS_MAX, MESSAGE_TEXT_MAX } from '#shared/domain/messages.ts';
import { plainText } from '#shared/schemas/common.ts';
import { AppError } from '../../app-error.ts';
import type { AppContext } from '../../context.ts';
import type { MessagePhoto } from '../../db/rows.ts';
import {
  processUpload,
  validateBatch,
  type Upload,
} from '../../integrations/images/process-image.ts';
import { deleteImage, storeImage } from '../../integrations/images/store-image.ts';
import { findPartyConversation } from './messages.queries.ts';
import { noConversation, sendMessage } from './messages.service.ts';

const PhotoText = plainText()
  .trim()
  .max(MESSAGE_TEXT_MAX, `must be at most ${MESSAGE_TEXT_MAX} characters`);

/**
 * POST …/messages/photos: up to 3 pictures through the portfolio's pipeline (type judged from
 * the content, metadata dropped, re-encoded), with an optional text. A failure after storing
 * removes the stored files again.
 */
export async function sendPhotoMessage(
  ctx: AppContext,
  userId: string,
  bookingId: string,
  upload: { text: string; files: Upload[] },
) {
  if (!(await findPartyConversation(ctx.db, bookingId, userId))) throw noConversation();
  const parsed = PhotoText.safeParse(upload.text);
  if (!parsed.success) {
    const message = parsed.error.issues[0]!.message;
    throw new AppError('validation', `text ${message}`, { text: message });
  }
  validateBatch(upload.files, MESSAGE_PHOTOS_MAX);
  const processed = [];
  for (const file of upload.files) processed.push(await processUpload(file));
  const photos: MessagePhoto[] = [];
  try {
    for (const image of processed) {
      const stored = await storeImage(ctx.storage, image);
      photos.push({
        id: stored.id,
        width: stored.width,
        height: stored.height,
        widths: stored.variants.map((v) => v.width),
      });
    }
    return await sendMessage(ctx, userId, bookingId, { text: parsed.data, photos });
  } catch (error) {
    await Promise.allSettled(photos.map((p) => deleteImage(ctx.storage, p.id)));
    throw error;
  }
}
