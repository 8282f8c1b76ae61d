import type { z } from 'zod';
import type { TagsInput } from '#shared/schemas/profile.ts';
import { AppError } from '../../app-error.ts';
import type { AppContext } from '../../context.ts';
import type { Actor } from '../../http/sessions.ts';
import { imageView } from '../../integrations/images/image-view.ts';
import { fromBookingOf } from '../../booking-photos/from-booking.ts';
import {
  processUpload,
  validateBatch,
  type Upload,
} from '../../integrations/images/process-image.ts';
import {
  deleteImage,
  storeImage,
  type StoredImage,
} from '../../integrations/images/store-image.ts';
import {
  countOwnPortfolio,
  countPortfolio,
  deleteImageRow,
  deleteOwnImage,
  findPortfolio,
  findProfileImageId,
  hasProfile,
  insertImages,
  isListedArtist,
  setImageTag,
  setProfileImageId,
} from './images.queries.ts';

/** A portfolio holds at most this many pictures, so a profile page stays quick to load. */
const MAX_PORTFOLIO = 60;
const missing = () => new AppError('not_found', 'This picture does not exist.');

/**
 * Judges and re-encodes every file first, then stores them: one bad file refuses the whole
 * upload and leaves nothing behind, and a failed write removes what was already written.
 */
async function storeAll(ctx: AppContext, files: Upload[]): Promise<StoredImage[]> {
  const processed = [];
  for (const file of files) processed.push(await processUpload(file));
  const stored: StoredImage[] = [];
  try {
    for (const image of processed) stored.push(await storeImage(ctx.storage, image));
  } catch (error) {
    await Promise.allSettled(stored.map((image) => deleteImage(ctx.storage, image.id)));
    throw error;
  }
  return stored;
}

async function insertRows(
  ctx: AppContext,
  userId: string,
  kind: 'portfolio' | 'profile',
  stored: StoredImage[],
) {
  try {
    return await insertImages(
      ctx.db,
      stored.map((image) => ({
        id: image.id,
        userId,
        kind,
        width: image.width,
        height: image.height,
        widths: image.variants.map((v) => v.width),
      })),
    );
  } catch (error) {
    await Promise.allSettled(stored.map((image) => deleteImage(ctx.storage, image.id)));
    throw error;
  }
}

export async function listOwnImages(ctx: AppContext, userId: string) {
  const rows = await findPortfolio(ctx.db, userId);
  const fromBooking = await fromBookingOf(
    ctx.db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => ({ ...imageView(row), fromBooking: fromBooking.get(row.id) ?? null }));
}

/** An artist's portfolio, public only while the artist is verified and not blocked. */
export async function listArtistImages(ctx: AppContext, userId: string, actor: Actor | null) {
  const privileged = actor?.id === userId || actor?.role === 'Admin';
  if (!privileged && !(await isListedArtist(ctx.db, userId))) {
    throw new AppError('not_found', 'This artist profile does not exist.');
  }
  return listOwnImages(ctx, userId);
}

export async function uploadPortfolio(ctx: AppContext, userId: string, files: Upload[]) {
  validateBatch(files);
  if (!(await hasProfile(ctx.db, userId)))
    throw new AppError('not_found', 'Start your artist profile before adding pictures.');
  const count = await countPortfolio(ctx.db, userId);
  if (count + files.length > MAX_PORTFOLIO) {
    throw new AppError('conflict', `A portfolio holds at most ${MAX_PORTFOLIO} pictures.`);
  }
  const rows = await insertRows(ctx, userId, 'portfolio', await storeAll(ctx, files));
  return { message: 'Pictures Added', images: rows.map(imageView) };
}

/** Tags the caller's own pictures; one that is not theirs stops the whole change (404). */
export async function tagImages(ctx: AppContext, userId: string, tags: z.output<typeof TagsInput>) {
  await ctx.db.transaction(async (tx) => {
    const ids = [...new Set(tags.map((t) => t._id))];
    const owned = await countOwnPortfolio(tx, userId, ids);
    if (owned !== ids.length) throw missing();
    for (const { _id, tag } of tags) {
      await setImageTag(tx, _id, tag);
    }
  });
  return { message: 'Tags Saved' };
}

/** Deletes a picture and its files: the owner's own, or any for an admin. */
export async function removeImage(ctx: AppContext, actor: Actor, imageId: string, ownerId: string) {
  if (ownerId !== actor.id && actor.role !== 'Admin') throw missing();
  if (!(await deleteOwnImage(ctx.db, ownerId, imageId))) throw missing();
  await deleteImage(ctx.storage, imageId);
  return { message: 'Picture Removed' };
}

/**
 * A new profile picture from the first of up to 3 files (spec §9). It replaces the current one,
 * whose files are deleted; `replacing` (the spec's cloudId) must name it when there is one, so
 * a stale page cannot replace a picture it has not seen.
 */
export async function setProfilePicture(
  ctx: AppContext,
  userId: string,
  files: Upload[],
  replacing: string,
) {
  validateBatch(files, 3);
  const old = await findProfileImageId(ctx.db, userId);
  if (old !== null && old !== replacing) {
    throw new AppError('conflict', 'Your profile picture changed meanwhile. Reload and try again.');
  }
  const [row] = await insertRows(ctx, userId, 'profile', await storeAll(ctx, files.slice(0, 1)));
  await setProfileImageId(ctx.db, userId, row!.id);
  if (old) {
    await deleteImageRow(ctx.db, userId, old);
    await deleteImage(ctx.storage, old);
  }
  return { message: 'Profile picture updated', image: imageView(row!) };
}
