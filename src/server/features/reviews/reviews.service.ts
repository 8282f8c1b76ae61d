import { FORMER_CLIENT, REVIEWS_PAGE_SIZE } from '#shared/domain/reviews.ts';
import type {
  ReplyInput,
  ReviewCommentInput,
  ReviewCommentView,
  ReviewView,
  ReviewVisit,
} from '#shared/schemas/review.ts';
import { recordAudit } from '../../audit/audit-log.ts';
import { AppError } from '../../app-error.ts';
import type { AppContext } from '../../context.ts';
import type { Actor } from '../../http/sessions.ts';
import { imageView } from '../../integrations/images/image-view.ts';
import {
  findArtist,
  findCustomerBooking,
  findLiveComment,
  insertComment,
  listComments,
  lockArtist,
  markCommentDeleted,
  recountRating,
  setReply,
  type CommentRow,
} from './reviews.queries.ts';

const noArtist = () => new AppError('not_found', 'This artist does not exist.');
const noComment = () => new AppError('not_found', 'This comment does not exist.');

/** "Bridal Makeup, Blowout": what the reviewed visit was for. */
const servicesOf = (services: Array<{ typeOfService: string }>) =>
  [...new Set(services.map((s) => s.typeOfService))].join(', ');

/** A review as anyone sees it: first name and initial; "Former client" once the account is gone. */
function commentView(row: CommentRow): ReviewCommentView {
  const { comment } = row;
  const gone = row.authorDeletedAt !== null;
  return {
    _id: comment.id,
    user: gone ? null : comment.authorId,
    name: gone ? FORMER_CLIENT : `${row.firstName} ${row.lastName.charAt(0)}.`,
    profileImage: !gone && row.avatar ? imageView(row.avatar).src : null,
    subject: comment.subject,
    text: comment.text,
    rating: comment.rating,
    date: comment.createdAt.toISOString(),
    service: servicesOf(row.services),
    reply:
      comment.replyText && comment.repliedAt
        ? { text: comment.replyText, date: comment.repliedAt.toISOString() }
        : null,
  };
}

/** GET /api/review/{id}: the artist's average, count and one page of reviews, newest first. */
export async function getReview(ctx: AppContext, artistId: string, page: number) {
  const artist = await findArtist(ctx.db, artistId);
  if (!artist) throw noArtist();
  const rows = await listComments(
    ctx.db,
    artistId,
    REVIEWS_PAGE_SIZE + 1,
    (page - 1) * REVIEWS_PAGE_SIZE,
  );
  return {
    _id: artistId,
    ratingAverage: artist.ratingAverage,
    reviewCount: artist.reviewCount,
    comments: rows.slice(0, REVIEWS_PAGE_SIZE).map(commentView),
    page,
    nextPage: rows.length > REVIEWS_PAGE_SIZE ? page + 1 : null,
  } satisfies ReviewView;
}

/** GET /api/review/{reviewId}/visit/{bookingId}: whether the caller may review that visit. */
export async function getVisit(
  ctx: AppContext,
  customerId: string,
  artistId: string,
  bookingId: string,
): Promise<ReviewVisit> {
  const artist = await findArtist(ctx.db, artistId);
  if (!artist) throw noArtist();
  const booking = await findCustomerBooking(ctx.db, customerId, artistId, bookingId);
  const completed = booking?.state === 'completed' ? booking : null;
  return {
    artist: {
      id: artist.id,
      firstName: artist.firstName,
      lastName: artist.lastName,
      profileImage: artist.avatar ? imageView(artist.avatar).src : null,
    },
    status: !completed ? 'no-completed-booking' : completed.commentId ? 'already-reviewed' : 'open',
    booking: completed
      ? {
          id: completed.id,
          appointmentAt: completed.appointmentAt.toISOString(),
          services: completed.services.map((s) => ({
            typeOfService: s.typeOfService,
            quantity: s.quantity,
          })),
        }
      : null,
  };
}

/**
 * POST /api/review/comment/{reviewId}: a customer reviews one of their completed bookings with
 * the artist, once. The review and the artist's new average and count commit together, under
 * the artist's row lock, so reviews arriving at once each count every review before them.
 */
export async function addComment(
  ctx: AppContext,
  authorId: string,
  artistId: string,
  input: ReviewCommentInput,
): Promise<ReviewCommentView> {
  const commentId = await ctx.db.transaction(async (tx) => {
    if (!(await lockArtist(tx, artistId))) throw noArtist();
    const booking = await findCustomerBooking(tx, authorId, artistId, input.bookingId);
    if (booking?.state !== 'completed') {
      throw new AppError(
        'forbidden',
        'Only a customer with a completed booking with this artist can review it.',
      );
    }
    const id = await insertComment(tx, {
      artistId,
      authorId,
      bookingId: booking.id,
      rating: input.rating,
      subject: input.subject,
      text: input.text,
    });
    if (!id) throw new AppError('conflict', 'You have already reviewed this booking.');
    await recountRating(tx, artistId);
    return id;
  });
  return commentView((await findLiveComment(ctx.db, artistId, commentId))!);
}

/** DELETE /api/review/comment/{reviewId}/{commentId}: by its author or an admin; others get 404. */
export async function deleteComment(
  ctx: AppContext,
  actor: Actor,
  artistId: string,
  commentId: string,
) {
  await ctx.db.transaction(async (tx) => {
    const hasProfile = await lockArtist(tx, artistId);
    const by = { userId: actor.id, admin: actor.role === 'Admin' };
    if (!(await markCommentDeleted(tx, artistId, commentId, by))) throw noComment();
    if (hasProfile) await recountRating(tx, artistId);
    // An admin's deletion (a reported comment, from the help inbox) is audited with it.
    if (by.admin) {
      await recordAudit(tx, {
        actorId: actor.id,
        action: 'delete-comment',
        targetUserId: artistId,
        subjectId: commentId,
      });
    }
  });
  return { message: 'Comment Removed' };
}

/**
 * PUT or DELETE …/reply: the artist answers one of their own reviews (text) or takes the
 * answer back (null). Anyone else is told the comment does not exist.
 */
export async function replyToComment(
  ctx: AppContext,
  artistId: string,
  { reviewId, commentId }: { reviewId: string; commentId: string },
  input: ReplyInput | null,
): Promise<ReviewCommentView> {
  const mine = reviewId === artistId;
  if (!mine || !(await setReply(ctx.db, artistId, commentId, input?.text ?? null))) {
    throw noComment();
  }
  return commentView((await findLiveComment(ctx.db, artistId, commentId))!);
}
