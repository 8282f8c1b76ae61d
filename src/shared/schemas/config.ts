import { z } from 'zod';

/** GET /api/config: the settings the browser needs (none of them secret). */
export const PublicConfig = z.object({
  /** Map tiles, e.g. `https://tile.openstreetmap.org/{z}/{x}/{y}.png`. */
  mapTileUrl: z.string(),
});
export type PublicConfig = z.infer<typeof PublicConfig>;
