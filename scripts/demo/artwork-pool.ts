/**
 * The demo pictures, drawn and put through the upload pipeline once per process. Drawing and
 * encoding is the slow part of seeding (a few hundred milliseconds a picture), so a pool of
 * distinct designs is made and each picture row stores its own copy of one of them.
 */
import { availableParallelism } from 'node:os';
import { processUpload, type ProcessedImage } from '#server/integrations/images/process-image.ts';
import { renderArtwork, type Design, type Motif } from './artwork.ts';
import { inParallel } from './in-parallel.ts';

export type ArtworkPool = Record<Motif, ProcessedImage[]>;

/** Enough designs that no artist repeats one, few enough to keep `npm start` quick. */
const POOL_SIZES: Record<Motif, number> = { hair: 14, makeup: 14, avatar: 8 };

function designs(): Design[] {
  return (Object.keys(POOL_SIZES) as Motif[]).flatMap((motif, m) =>
    Array.from({ length: POOL_SIZES[motif] }, (_, i): Design => {
      const seed = 1_000 * (m + 1) + i;
      if (motif === 'avatar') return { motif, width: 640, height: 640, seed };
      // Mostly portrait, as phones take them; every third one square.
      return { motif, width: 1080, height: i % 3 === 2 ? 1080 : 1350, seed };
    }),
  );
}

async function buildPool(): Promise<ArtworkPool> {
  const all = designs();
  // sharp works on one thread per call here, so a call per core keeps every core busy.
  const processed = await inParallel(all, Math.max(2, availableParallelism()), async (design) =>
    processUpload({
      name: `${design.motif}-${design.seed}.jpg`,
      data: await renderArtwork(design),
    }),
  );
  const pool: ArtworkPool = { hair: [], makeup: [], avatar: [] };
  all.forEach((design, i) => pool[design.motif].push(processed[i]!));
  return pool;
}

let pool: Promise<ArtworkPool> | undefined;

/** The pool, made on first use (a reset after a seed in one process draws nothing again). */
export function artworkPool(): Promise<ArtworkPool> {
  pool ??= buildPool().catch((error: unknown) => {
    pool = undefined;
    throw error;
  });
  return pool;
}
