import { randomUUID } from 'node:crypto';
import { bookingPhotoProblem, MAX_BOOKING_PHOTOS } from '#shared/domain/booking-photos.ts';
import { BookingPhotoFields, type BookingPhotoView } from '#shared/schemas/booking-photos.ts';
import { AppError } from '../../app-error.ts';
import type { AppContext } from '../../context.ts';
import type { Actor } from '../../http/sessions.ts';
import {
  processUpload,
  validateBatch,
  type ProcessedImage,
  type Upload,
} from '../../integrations/images/process-image.ts';
import { deleteImage, variantKey } from '../../integrations/images/store-image.ts';
import { PRIVATE_FOLDER, type StoredFile } from '../../integrations/storage/storage.ts';
import {
  countBookingPhotos,
  deletePortfolioImage,
  findBookingParties,
  findBookingPhoto,
  insertBookingPhotos,
  insertPortfolioImage,
  listBookingPhotosOf,
  lockBooking,
  lockBookingPhoto,
  setPhotoConsent,
  type BookingPhotoRow as Row,
} from './booking-photos.queries.ts';

const missing = () => new AppError('not_found', 'This photo does not exist.');
const noBooking = () => new AppError('not_found', 'This booking does not exist.');

/** The folder of every booking photo's private files (the demo's reset empties it). */
export const BOOKING_PHOTOS_FOLDER = `${PRIVATE_FOLDER}booking-photos/`;

/** Where a photo's private files live: never under `images/`, so `/files/*` never serves them. */
export const privateKey = (id: string, width: number) =>
  `${BOOKING_PHOTOS_FOLDER}${id}/${width}.webp`;

/** The width the API serves: the first of 640 or more, as the portfolio's default. */
const servedWidth = (widths: readonly number[]) => {
  const sorted = [...widths].sort((a, b) => a - b);
  return sorted.find((w) => w >= 640) ?? sorted.at(-1)!;
};

export function bookingPhotoView(row: Row): BookingPhotoView {
  return {
    id: row.id,
    bookingId: row.bookingId,
    tag: row.tag,
    src: `/api/booking-photos/${row.id}/file`,
    width: row.width,
    height: row.height,
    consent: row.consent,
    shown: row.imageId !== null,
    addedAt: row.createdAt.toISOString(),
  };
}

/** The multipart field, by the same schema as the form. */
function parseFields(sent: Record<string, string>): BookingPhotoFields {
  const parsed = BookingPhotoFields.safeParse(sent);
  if (parsed.success) return parsed.data;
  throw new AppError(
    'validation',
    'Please check the highlighted fields.',
    Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0] ?? 'body'), i.message])),
  );
}

/** Writes every variant of each photo privately; a failed write removes what was written. */
async function storePrivately(ctx: AppContext, processed: ProcessedImage[]) {
  const written: string[] = [];
  const stored = [];
  try {
    for (const image of processed) {
      const id = randomUUID();
      for (const variant of image.variants) {
        const key = privateKey(id, variant.width);
        await ctx.storage.put(key, variant.data);
        written.push(key);
      }
      stored.push({ id, image });
    }
  } catch (error) {
    await ctx.storage.delete(written).catch(() => {});
    throw error;
  }
  return { stored, written };
}

/**
 * POST /api/bookings/:bookingId/photos: the artist adds photos to her completed booking. They
 * are private and unshown: the customer's answer is no until she says yes.
 */
export async function addBookingPhotos(
  ctx: AppContext,
  artistId: string,
  bookingId: string,
  sent: Record<string, string>,
  files: Upload[],
) {
  const booking = await findBookingParties(ctx.db, bookingId);
  if (!booking) throw noBooking();
  const problem = bookingPhotoProblem(booking, artistId);
  if (problem === 'not-yours') {
    throw new AppError('forbidden', 'Only the artist of this booking can add photos to it.');
  }
  if (problem === 'not-completed') {
    throw new AppError(
      'conflict',
      'Photos can be added once the service is completed: this booking is not completed.',
    );
  }
  validateBatch(files);
  const processed = [];
  for (const file of files) processed.push(await processUpload(file));
  const { tag } = parseFields(sent);
  const { stored, written } = await storePrivately(ctx, processed);
  try {
    const rows = await ctx.db.transaction(async (tx) => {
      // One at a time per booking, so two uploads together cannot pass the limit.
      await lockBooking(tx, bookingId);
      const count = await countBookingPhotos(tx, bookingId);
      if (count + stored.length > MAX_BOOKING_PHOTOS) {
        throw new AppError('conflict', `A booking holds at most ${MAX_BOOKING_PHOTOS} photos.`);
      }
      return insertBookingPhotos(
        tx,
        stored.map(({ id, image }) => ({
          id,
          bookingId,
          artistId,
          customerId: booking.customerId,
          tag,
          width: image.width,
          height: image.height,
          widths: image.variants.map((v) => v.width),
        })),
      );
    });
    return { photos: rows.map(bookingPhotoView) };
  } catch (error) {
    await ctx.storage.delete(written).catch(() => {});
    throw error;
  }
}

/** The booking as its artist or its customer sees it; anyone else is told it does not exist. */
async function bookingOf(ctx: AppContext, actor: Actor, bookingId: string) {
  const booking = await findBookingParties(ctx.db, bookingId);
  if (!booking || (booking.artistId !== actor.id && booking.customerId !== actor.id)) {
    throw noBooking();
  }
  return booking;
}

/** GET /api/bookings/:bookingId/photos: the booking's photos, for its artist and its customer. */
export async function listBookingPhotos(ctx: AppContext, actor: Actor, bookingId: string) {
  await bookingOf(ctx, actor, bookingId);
  const rows = await listBookingPhotosOf(ctx.db, bookingId);
  return { photos: rows.map(bookingPhotoView) };
}

/** A photo of a booking the caller is the artist or the customer of; otherwise a 404. */
async function photoFor(ctx: AppContext, actor: Actor, id: string): Promise<Row> {
  const row = await findBookingPhoto(ctx.db, id);
  if (!row || (row.artistId !== actor.id && row.customerId !== actor.id)) throw missing();
  return row;
}

/** GET /api/booking-photos/:id/file: the private file, for the booking's two people only. */
export async function readBookingPhotoFile(
  ctx: AppContext,
  actor: Actor,
  id: string,
): Promise<StoredFile> {
  const row = await photoFor(ctx, actor, id);
  const file = await ctx.storage.get(privateKey(row.id, servedWidth(row.widths)));
  if (!file) throw missing();
  return file;
}

/** Copies a photo's private files to a new public picture's place; returns what was written. */
async function copyToPublic(ctx: AppContext, row: Row, imageId: string): Promise<void> {
  try {
    for (const width of row.widths) {
      const file = await ctx.storage.get(privateKey(row.id, width));
      if (!file) throw missing();
      const data = Buffer.concat((await file.body.toArray()) as Buffer[]);
      await ctx.storage.put(variantKey(imageId, width), data);
    }
  } catch (error) {
    await deleteImage(ctx.storage, imageId).catch(() => {});
    throw error;
  }
}

/** She allows it: a public copy under a new id joins the artist's portfolio. Idempotent. */
async function allowPhoto(ctx: AppContext, row: Row, now: Date): Promise<Row> {
  if (row.imageId) return row;
  const imageId = randomUUID();
  await copyToPublic(ctx, row, imageId);
  const after = await ctx.db.transaction(async (tx) => {
    const locked = await lockBookingPhoto(tx, row.id);
    if (!locked) throw missing();
    // Allowed meanwhile by another tap: that copy stands, this one goes.
    if (locked.imageId) return { row: locked, used: false };
    await insertPortfolioImage(tx, {
      id: imageId,
      userId: locked.artistId,
      kind: 'portfolio',
      tag: locked.tag,
      width: locked.width,
      height: locked.height,
      widths: locked.widths,
    });
    const updated = await setPhotoConsent(tx, row.id, {
      consent: true,
      consentChangedAt: now,
      imageId,
    });
    return { row: updated, used: true };
  });
  if (!after.used) await deleteImage(ctx.storage, imageId).catch(() => {});
  return after.row;
}

/**
 * She withdraws: the public picture and its files go, in the same transaction as her answer;
 * the public data version moves with it (the images and booking_photos triggers), so every
 * kept page and answer that showed it is built again. Idempotent.
 */
async function withdrawPhoto(ctx: AppContext, row: Row, now: Date): Promise<Row> {
  const { updated, imageId } = await ctx.db.transaction(async (tx) => {
    const locked = await lockBookingPhoto(tx, row.id);
    if (!locked) throw missing();
    const changed = await setPhotoConsent(tx, row.id, {
      consent: false,
      consentChangedAt: now,
      imageId: null,
    });
    if (locked.imageId) await deletePortfolioImage(tx, locked.imageId);
    return { updated: changed, imageId: locked.imageId };
  });
  if (imageId) await deleteImage(ctx.storage, imageId);
  return updated;
}

/** PUT /api/booking-photos/:id/consent: the customer's answer, yes or no, at any time. */
export async function answerConsent(
  ctx: AppContext,
  actor: Actor,
  id: string,
  allow: boolean,
  now = new Date(),
) {
  const row = await photoFor(ctx, actor, id);
  if (row.customerId !== actor.id) {
    throw new AppError('forbidden', 'Only the customer of this booking can answer for her photo.');
  }
  const after = allow ? await allowPhoto(ctx, row, now) : await withdrawPhoto(ctx, row, now);
  return { photo: bookingPhotoView(after) };
}
