import { z } from 'zod';

/**
 * GET /api/book/patch-test/{artistId} (decision 0041): what the checkout needs to lead a
 * customer through an artist's patch test first: the patch test she offers, and the customer's
 * own patch tests with her that still stand (requested, accepted, done or a no-show).
 */
export const PatchTestStatus = z.object({
  offer: z
    .object({
      serviceId: z.uuid(),
      typeOfService: z.string(),
      /** Minutes. */
      durationMinutes: z.number().int(),
    })
    .nullable(),
  /** The standing patch tests' instants, oldest first. */
  standing: z.array(z.iso.datetime()),
});
export type PatchTestStatus = z.infer<typeof PatchTestStatus>;
