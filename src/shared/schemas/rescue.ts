import { z } from 'zod';
import { bookingStates } from '../domain/bookings.ts';
import { fellThroughReasons, timesOfDay } from '../domain/rescue.ts';
import { BookingServiceLine, servicePlaces } from './booking.ts';

/** One artist who could take a booking's place, priced and timed by the server. */
export const Alternative = z.object({
  artistId: z.uuid(),
  name: z.string(),
  rating: z.number().nullable(),
  reviewCount: z.number().int(),
  /** "within an hour": her usual response time; null before her first answer. */
  responseText: z.string().nullable(),
  appointmentAt: z.iso.datetime(),
  services: z.array(BookingServiceLine),
  subtotalCents: z.number().int(),
  feeCents: z.number().int(),
  totalCents: z.number().int(),
  place: z.enum(servicePlaces),
  street: z.string().nullable(),
  /** The saved card the booking will use; null when the customer has none left. */
  card: z.object({ brand: z.string(), last4: z.string() }).nullable(),
  /** Whether the time is still free now. */
  free: z.boolean(),
});
export type Alternative = z.infer<typeof Alternative>;

/** GET /api/rescue/{bookingId}: what the customer of a booking that fell through is offered. */
export const RescueView = z.object({
  /** Null: the booking did not fall through. */
  reason: z.enum(fellThroughReasons).nullable(),
  /** False while the alternatives are still being looked for. */
  ready: z.boolean(),
  alternatives: z.array(Alternative),
  rebookedBookingId: z.uuid().nullable(),
});
export type RescueView = z.infer<typeof RescueView>;

/** POST /api/rescue/{bookingId}/book: book one of the alternatives as offered. */
export const BookAlternativeInput = z.strictObject({
  artistId: z.uuid(),
  /** One per tap: a double tap books once. */
  idempotencyKey: z.uuid(),
});
export type BookAlternativeInput = z.input<typeof BookAlternativeInput>;
export const BookAlternativeAnswer = z.object({
  bookingId: z.uuid(),
  state: z.enum(bookingStates),
});

/** POST /api/waitlist: "Tell me if a time opens" on a full day of an artist. */
export const WaitlistInput = z.strictObject({
  artistId: z.uuid(),
  day: z.iso.date({ error: 'Choose a day' }),
  timeOfDay: z.enum(timesOfDay).optional(),
});
export type WaitlistInput = z.input<typeof WaitlistInput>;
export const WaitlistAnswer = z.object({
  day: z.iso.date(),
  timeOfDay: z.enum(timesOfDay).nullable(),
  message: z.string(),
});
export type WaitlistAnswer = z.infer<typeof WaitlistAnswer>;

/** GET /api/artists/{artistId}/response-time */
export const ResponseTime = z.object({
  minutes: z.number().int().nullable(),
  text: z.string().nullable(),
});
export type ResponseTime = z.infer<typeof ResponseTime>;

/** GET /api/admin/rescue: the last 30 days. */
export const RescueOverview = z.object({
  fellThrough: z.number().int(),
  rebookedWithinDay: z.number().int(),
  waitlistNotified: z.number().int(),
  waitlistBooked: z.number().int(),
});
export type RescueOverview = z.infer<typeof RescueOverview>;
