import type {
  bookingMessages,
  images,
  payments,
  profileEducation,
  profileServices,
} from './schema/index.ts';

/**
 * The shapes of whole rows that code outside the queries files names (to turn a row into an
 * answer, for example). Only types: reading and writing rows stays in `*.queries.ts`.
 */
export type ImageRow = typeof images.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export type ProfileServiceRow = typeof profileServices.$inferSelect;
export type ProfileEducationRow = typeof profileEducation.$inferSelect;
export type BookingMessageRow = typeof bookingMessages.$inferSelect;
export type { MessagePhoto } from './schema/index.ts';

/** `rows` of a raw statement (both drivers answer `execute` with `{ rows }`). */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
