/**
 * The demo artists in two steps: their pictures' files first, written by the same
 * `storeImage` an upload uses, then their rows, inside the caller's transaction. The caller
 * removes the files when the rows cannot be written, so a failed seed leaves nothing behind.
 */
import type { Db } from '#server/db/open-db.ts';
import {
  images,
  profileEducation,
  profiles,
  profileServices,
  users,
} from '#server/db/schema/index.ts';
import { deleteImage, storeImage } from '#server/integrations/images/store-image.ts';
import type { FileStorage } from '#server/integrations/storage/storage.ts';
import { artistRows, type ArtistRows } from './artist-rows.ts';
import { demoArtists } from './artists.ts';
import { artworkPool } from './artwork-pool.ts';
import { inParallel } from './in-parallel.ts';

/** Writes in flight at once: enough to hide a bucket's latency, few enough for a laptop. */
const WRITES = 16;

export interface PreparedArtists {
  artists: ArtistRows[];
  images: Array<typeof images.$inferInsert & { id: string }>;
  /** Deletes every file written, for when the rows could not be. */
  removeFiles(): Promise<void>;
}

/** Draws the pictures (once per process) and stores a copy of one for every picture row. */
export async function storeArtistPictures(
  storage: FileStorage,
  { now, passwordHash }: { now: Date; passwordHash: string },
): Promise<PreparedArtists> {
  const pool = await artworkPool();
  const poolSizes = {
    hair: pool.hair.length,
    makeup: pool.makeup.length,
    avatar: pool.avatar.length,
  };
  const artists = demoArtists.map((artist, index) =>
    artistRows(artist, index, { now, passwordHash, poolSizes }),
  );
  const planned = artists.flatMap((artist) =>
    artist.pictures.map((picture) => ({ artist, picture })),
  );

  const stored: string[] = [];
  const removeFiles = async () => {
    await inParallel(stored, WRITES, (id) => deleteImage(storage, id));
  };
  try {
    // Each row gets files of its own: deleting one picture must not take another's files.
    const files = await inParallel(planned, WRITES, async ({ picture }) => {
      const image = await storeImage(storage, pool[picture.motif][picture.design]!);
      stored.push(image.id);
      return image;
    });
    const imageRows = planned.map(({ artist, picture }, i) => ({
      id: files[i]!.id,
      userId: artist.user.id,
      kind: picture.kind,
      tag: picture.tag,
      width: files[i]!.width,
      height: files[i]!.height,
      widths: files[i]!.variants.map((v) => v.width),
      createdAt: picture.createdAt,
    }));
    for (const artist of artists) {
      // Each artist's profile picture is planned first.
      artist.user.profileImageId = imageRows.find((row) => row.userId === artist.user.id)!.id;
    }
    return { artists, images: imageRows, removeFiles };
  } catch (error) {
    await removeFiles().catch(() => {});
    throw error;
  }
}

export async function insertArtists(tx: Db, { artists, images: pictures }: PreparedArtists) {
  await tx.insert(users).values(artists.map((a) => a.user));
  await tx.insert(profiles).values(artists.map((a) => a.profile));
  await tx.insert(profileServices).values(artists.flatMap((a) => a.services));
  const education = artists.flatMap((a) => a.education);
  if (education.length) await tx.insert(profileEducation).values(education);
  await tx.insert(images).values(pictures);
}
