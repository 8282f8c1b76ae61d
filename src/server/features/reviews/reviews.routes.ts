import { MessageBody } from '#shared/schemas/error.ts';
import {
  CommentParams,
  ReplyInput,
  ReviewCommentInput,
  ReviewCommentParams,
  ReviewCommentView,
  ReviewParams,
  ReviewQuery,
  ReviewView,
  ReviewVisit,
  VisitParams,
} from '#shared/schemas/review.ts';
import { actorOf } from '../../http/access.ts';
import type { App, AppContext } from '../../context.ts';
import { routeLimit } from '../../http/rate-limit.ts';
import {
  addComment,
  deleteComment,
  getReview,
  getVisit,
  replyToComment,
} from './reviews.service.ts';

const tags = ['reviews'];

export function reviewRoutes(app: App, ctx: AppContext): void {
  app.get(
    '/api/review/:id',
    {
      config: { access: 'public' },
      schema: {
        summary: "An artist's reviews (the id is the artist's): average, count, newest first",
        tags,
        params: ReviewParams,
        querystring: ReviewQuery,
        response: { 200: ReviewView },
      },
    },
    (request) => getReview(ctx, request.params.id, request.query.page),
  );

  app.get(
    '/api/review/:reviewId/visit/:bookingId',
    {
      config: { access: 'user' },
      schema: {
        summary: 'Whether I may review this visit, and what it was',
        tags,
        params: VisitParams,
        response: { 200: ReviewVisit },
      },
    },
    (request) =>
      getVisit(ctx, actorOf(request).id, request.params.reviewId, request.params.bookingId),
  );

  app.post(
    '/api/review/comment/:reviewId',
    {
      config: { access: 'user', rateLimit: routeLimit('reviewComment') },
      schema: {
        summary: 'Review a completed booking with this artist (once per booking)',
        tags,
        params: ReviewCommentParams,
        body: ReviewCommentInput,
        response: { 200: ReviewCommentView },
      },
    },
    (request) => addComment(ctx, actorOf(request).id, request.params.reviewId, request.body),
  );

  app.delete(
    '/api/review/comment/:reviewId/:commentId',
    {
      config: { access: 'user' },
      schema: {
        summary: 'Delete a review (its author or an admin)',
        tags,
        params: CommentParams,
        response: { 200: MessageBody },
      },
    },
    (request) =>
      deleteComment(ctx, actorOf(request), request.params.reviewId, request.params.commentId),
  );

  app.put(
    '/api/review/comment/:reviewId/:commentId/reply',
    {
      config: { access: 'user', rateLimit: routeLimit('reviewReply') },
      schema: {
        summary: 'Post or edit my public reply to a review of me',
        tags,
        params: CommentParams,
        body: ReplyInput,
        response: { 200: ReviewCommentView },
      },
    },
    (request) => replyToComment(ctx, actorOf(request).id, request.params, request.body),
  );

  app.delete(
    '/api/review/comment/:reviewId/:commentId/reply',
    {
      config: { access: 'user' },
      schema: {
        summary: 'Remove my reply to a review of me',
        tags,
        params: CommentParams,
        response: { 200: ReviewCommentView },
      },
    },
    (request) => replyToComment(ctx, actorOf(request).id, request.params, null),
  );
}
