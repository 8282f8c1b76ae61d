import { z } from 'zod';
import { MAX_RATING, MIN_RATING, REPLY_MAX, SUBJECT_MAX, TEXT_MAX } from '../domain/reviews.ts';
import { requiredLine, requiredText } from './common.ts';

/**
 * A review (spec §3) is an artist's: its id is the artist's user id, as a profile's is. Its
 * comments are customers' reviews of completed bookings.
 */
export const ReviewParams = z.strictObject({ id: z.uuid() });
export const ReviewCommentParams = z.strictObject({ reviewId: z.uuid() });
export const CommentParams = z.strictObject({ reviewId: z.uuid(), commentId: z.uuid() });
/** GET /api/review/{reviewId}/visit/{bookingId}: may the caller review that visit? */
export const VisitParams = z.strictObject({ reviewId: z.uuid(), bookingId: z.uuid() });

/** GET /api/review/{id}?page=n: the newest reviews first, a page at a time (from 1). */
export const ReviewQuery = z.strictObject({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

const rating = z
  .number({ error: 'is required' })
  .int(`must be a whole number from ${MIN_RATING} to ${MAX_RATING}`)
  .min(MIN_RATING, `must be ${MIN_RATING} to ${MAX_RATING}`)
  .max(MAX_RATING, `must be ${MIN_RATING} to ${MAX_RATING}`);

/**
 * POST /api/review/comment/{reviewId}: the spec's {text, subject, rating}, and the completed
 * booking it reviews (one review per booking; the server checks it is the caller's).
 */
export const ReviewCommentInput = z.strictObject({
  subject: requiredLine(SUBJECT_MAX),
  text: requiredText(TEXT_MAX),
  rating,
  bookingId: z.uuid(),
});
export type ReviewCommentInput = z.infer<typeof ReviewCommentInput>;

/** PUT /api/review/comment/{reviewId}/{commentId}/reply: the artist's public answer. */
export const ReplyInput = z.strictObject({ text: requiredText(REPLY_MAX) });
export type ReplyInput = z.infer<typeof ReplyInput>;

/** One review as anyone sees it. A deleted account's shows as "Former client", with no user. */
export const ReviewCommentView = z.object({
  _id: z.uuid(),
  /** The author's user id (null once the account is deleted): they and admins may delete. */
  user: z.uuid().nullable(),
  name: z.string(),
  /** The author's picture, or null for initials. */
  profileImage: z.string().nullable(),
  subject: z.string(),
  text: z.string(),
  rating: z.number().int(),
  date: z.iso.datetime(),
  /** "Verified visit": what the reviewed booking was for ("Bridal Makeup, Blowout"). */
  service: z.string(),
  reply: z.object({ text: z.string(), date: z.iso.datetime() }).nullable(),
});
export type ReviewCommentView = z.infer<typeof ReviewCommentView>;

/** GET /api/review/{id}: the average (1–5, null before the first review), the count, a page. */
export const ReviewView = z.object({
  _id: z.uuid(),
  ratingAverage: z.number().nullable(),
  reviewCount: z.number().int(),
  comments: z.array(ReviewCommentView),
  page: z.number().int(),
  nextPage: z.number().int().nullable(),
});
export type ReviewView = z.infer<typeof ReviewView>;

/** Why the caller may not review a visit, or 'open' when they may. */
export const visitStatuses = ['open', 'already-reviewed', 'no-completed-booking'] as const;

/** GET /api/review/{reviewId}/visit/{bookingId}: what the review comment page shows. */
export const ReviewVisit = z.object({
  artist: z.object({
    id: z.uuid(),
    firstName: z.string(),
    lastName: z.string(),
    profileImage: z.string().nullable(),
  }),
  status: z.enum(visitStatuses),
  /** The caller's completed booking with the artist (null when there is none by that id). */
  booking: z
    .object({
      id: z.uuid(),
      appointmentAt: z.iso.datetime(),
      services: z.array(z.object({ typeOfService: z.string(), quantity: z.number().int() })),
    })
    .nullable(),
});
export type ReviewVisit = z.infer<typeof ReviewVisit>;
