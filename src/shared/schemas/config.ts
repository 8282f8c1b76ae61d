import { z } from 'zod';

/** GET /api/config: the settings the browser needs (none of them secret). */
export const MoneyPolicySchema = z.object({
  customerFeeBps: z.number().int(),
  commissionBps: z.number().int(),
  promotion: z.object({
    startsAt: z.iso.datetime(),
    artists: z.number().int(),
    months: z.number().int(),
  }),
  cancellation: z.array(
    z.object({ minHoursBefore: z.number().nullable(), chargePercent: z.number().int() }),
  ),
  payout: z.object({ weekday: z.number().int().min(0).max(6), hour: z.number().int() }),
  lateDeclineHours: z.number().int(),
  noShowPercent: z.number().int(),
});

export const PublicConfig = z.object({
  /** Map tiles, e.g. `https://tile.openstreetmap.org/{z}/{x}/{y}.png`. */
  mapTileUrl: z.string(),
  /** Fee, commission, promotion, cancellation and payout day, as the server applies them. */
  policy: MoneyPolicySchema,
});
export type PublicConfig = z.infer<typeof PublicConfig>;
