import { z } from 'zod';

export const TipParams = z.strictObject({ bookingId: z.uuid('is not a valid id') });

/** POST /api/payments/{bookingId}/tip: the amount in cents (a choice or a custom amount). */
export const TipInput = z.strictObject({
  amountCents: z
    .number({ error: 'Choose a tip or type an amount' })
    .int('must be a whole number of cents')
    .positive('Choose a tip or type an amount'),
});
export type TipInput = z.input<typeof TipInput>;

/** A booking's tip as its customer (who may add it) or its artist sees it. */
export const TipView = z.object({
  bookingId: z.uuid(),
  viewer: z.enum(['customer', 'artist']),
  /**
   * open: the customer may tip now; tipped: done; closed: the 7 days are over; not-completed:
   * the service is not completed (yet); unpaid: completed, its charge not through (refused, or
   * still pending).
   */
  status: z.enum(['open', 'tipped', 'closed', 'not-completed', 'unpaid']),
  subtotalCents: z.number().int(),
  minCents: z.number().int(),
  maxCents: z.number().int(),
  choices: z.array(z.object({ percent: z.number().int(), amountCents: z.number().int() })),
  /** Until when a tip can be added (7 days after completion); null before completion. */
  closesAt: z.iso.datetime().nullable(),
  tip: z
    .object({
      amountCents: z.number().int(),
      status: z.enum(['processing', 'succeeded']),
      paidAt: z.iso.datetime().nullable(),
    })
    .nullable(),
});
export type TipView = z.infer<typeof TipView>;
