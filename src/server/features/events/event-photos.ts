import { randomUUID } from 'node:crypto';
import { MAX_EVENT_PHOTOS, type EventPhotoView } from '#shared/schemas/event-conversation.ts';
import { AppError } from '../../app-error.ts';
import type { AppContext } from '../../context.ts';
import {
  processUpload,
  validateBatch,
  type ProcessedImage,
  type Upload,
} from '../../integrations/images/process-image.ts';
import { PRIVATE_FOLDER, type StoredFile } from '../../integrations/storage/storage.ts';
import {
  findConversationEvent,
  findEventPhoto,
  insertEventPhotos,
  listEventPhotos,
  type EventPhotoRow,
} from './event-conversation.queries.ts';
import { lockEventById } from './event-team.queries.ts';

/** The folder of the inspiration photos' private files (never served by `/files/*`). */
export const EVENT_PHOTOS_FOLDER = `${PRIVATE_FOLDER}event-photos/`;
const fileKey = (row: Pick<EventPhotoRow, 'id' | 'storedWidth'>) =>
  `${EVENT_PHOTOS_FOLDER}${row.id}/${row.storedWidth}.webp`;

const noEvent = () => new AppError('not_found', 'This event does not exist.');
const noPhoto = () => new AppError('not_found', 'This photo does not exist.');
const open: readonly string[] = ['requested', 'quoted', 'accepted_unpaid', 'accepted'];

const photoView = (row: EventPhotoRow): EventPhotoView => ({
  id: row.id,
  src: `/api/event-photos/${row.id}/file`,
  width: row.width,
  height: row.height,
  addedAt: row.createdAt.toISOString(),
});

/** One variant kept per photo: the first 640 px wide or more, as the portfolio serves. */
function servedVariant(image: ProcessedImage) {
  const sorted = [...image.variants].sort((a, b) => a.width - b.width);
  return sorted.find((v) => v.width >= 640) ?? sorted.at(-1)!;
}

/**
 * POST /api/events/{eventId}/photos: the customer adds inspiration photos to her request (up
 * to 6 in all), checked and re-encoded as booking photos are, and stored privately.
 */
export async function addEventPhotos(
  ctx: AppContext,
  customerId: string,
  eventId: string,
  files: Upload[],
) {
  const event = await findConversationEvent(ctx.db, eventId, customerId);
  if (!event) throw noEvent();
  if (event.customerId !== customerId) {
    throw new AppError('forbidden', 'Only the customer adds inspiration photos.');
  }
  if (!open.includes(event.state)) throw new AppError('conflict', 'This event is over.');
  validateBatch(files, MAX_EVENT_PHOTOS);
  const processed = [];
  for (const file of files) processed.push(await processUpload(file));
  const rows = processed.map((image) => ({
    id: randomUUID(),
    eventId,
    width: image.width,
    height: image.height,
    storedWidth: servedVariant(image).width,
    data: servedVariant(image).data,
  }));
  const written: string[] = [];
  try {
    for (const row of rows) {
      await ctx.storage.put(fileKey(row), row.data);
      written.push(fileKey(row));
    }
    const made = await ctx.db.transaction(async (tx) => {
      // One upload at a time per event, so two together cannot pass the limit.
      await lockEventById(tx, eventId);
      const count = (await listEventPhotos(tx, eventId)).length;
      if (count + rows.length > MAX_EVENT_PHOTOS) {
        throw new AppError('conflict', `An event holds at most ${MAX_EVENT_PHOTOS} photos.`);
      }
      return insertEventPhotos(
        tx,
        rows.map(({ data: _data, ...row }) => row),
      );
    });
    return { photos: made.map(photoView) };
  } catch (error) {
    await ctx.storage.delete(written).catch(() => {});
    throw error;
  }
}

/** GET /api/events/{eventId}/photos: for the customer, the lead and the team who said yes. */
export async function getEventPhotos(ctx: AppContext, userId: string, eventId: string) {
  if (!(await findConversationEvent(ctx.db, eventId, userId))) throw noEvent();
  return { photos: (await listEventPhotos(ctx.db, eventId)).map(photoView) };
}

/** GET /api/event-photos/{photoId}/file: the private file, for the same people only. */
export async function readEventPhotoFile(
  ctx: AppContext,
  userId: string,
  photoId: string,
): Promise<StoredFile> {
  const row = await findEventPhoto(ctx.db, photoId);
  if (!row || !(await findConversationEvent(ctx.db, row.eventId, userId))) throw noPhoto();
  const file = await ctx.storage.get(fileKey(row));
  if (!file) throw noPhoto();
  return file;
}
