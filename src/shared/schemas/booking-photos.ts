import { z } from 'zod';
import { portfolioTags } from '../catalog.ts';

/** The field sent with a booking's photos (multipart): the portfolio tag they will show under. */
export const BookingPhotoFields = z.strictObject({
  tag: z.enum(portfolioTags, { error: 'must be one of the portfolio tags' }),
});
export type BookingPhotoFields = z.infer<typeof BookingPhotoFields>;

/** The customer's one-tap answer: may this photo be shown? */
export const BookingPhotoConsent = z.strictObject({
  allow: z.boolean({ error: 'must be true or false' }),
});
export type BookingPhotoConsent = z.infer<typeof BookingPhotoConsent>;

export const BookingPhotoParams = z.strictObject({ id: z.uuid('is not a valid id') });
export const BookingPhotosParams = z.strictObject({ bookingId: z.uuid('is not a valid id') });

/**
 * A booking's photo as its artist and customer see it. `src` is the private API address (never
 * a public file); `shown` says whether it is in the portfolio now.
 */
export const BookingPhotoView = z.object({
  id: z.uuid(),
  bookingId: z.uuid(),
  tag: z.enum(portfolioTags),
  src: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  consent: z.boolean(),
  shown: z.boolean(),
  addedAt: z.iso.datetime(),
});
export type BookingPhotoView = z.infer<typeof BookingPhotoView>;

export const BookingPhotoList = z.object({ photos: z.array(BookingPhotoView) });
export type BookingPhotoList = z.infer<typeof BookingPhotoList>;
