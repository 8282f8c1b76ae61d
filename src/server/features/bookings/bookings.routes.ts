import {
  ArtistIdParams,
  BookingBadges,
  BookingIdParams,
  BookingList,
  BookingTerms,
  BookingView,
  BookProposalInput,
  ChangeStateInput,
  ChangeStateParams,
  CompleteAnswer,
  CompleteInput,
  CompleteParams,
  CreateBookingAnswer,
  CreateBookingInput,
} from '#shared/schemas/booking.ts';
import { actorOf } from '../../http/access.ts';
import type { App, AppContext } from '../../context.ts';
import { routeLimit } from '../../http/rate-limit.ts';
import { getBadges, getBooking, getBookingTerms, listBookings } from './bookings.service.ts';
import { changeBookingState } from './change-booking-state.ts';
import { bookProposal } from './book-proposal.ts';
import { completeBooking } from './complete-booking.ts';
import { createBooking } from './create-booking.ts';
import { markNoShow } from './mark-no-show.ts';
import { PatchTestStatus } from '#shared/schemas/patch-tests.ts';
import { patchTestStatus } from './patch-test-check.ts';

const tags = ['bookings'];

export function bookingRoutes(app: App, ctx: AppContext): void {
  app.get(
    '/api/book/terms',
    {
      config: { access: 'public' },
      schema: {
        summary: 'The customer fee and the cancellation policy',
        tags,
        response: { 200: BookingTerms },
      },
    },
    () => getBookingTerms(ctx),
  );

  app.post(
    '/api/book/create-book/:artistId',
    {
      config: { access: 'user', rateLimit: routeLimit('createBooking') },
      schema: {
        summary: 'Place an order: a booking request to the artist, priced by the server',
        tags,
        params: ArtistIdParams,
        body: CreateBookingInput,
        response: { 200: CreateBookingAnswer },
      },
    },
    (request) => createBooking(ctx, actorOf(request).id, request.params.artistId, request.body),
  );

  app.get(
    '/api/book/patch-test/:artistId',
    {
      config: { access: 'user' },
      schema: {
        summary: 'My patch tests with this artist, and the patch test she offers',
        tags,
        params: ArtistIdParams,
        response: { 200: PatchTestStatus },
      },
    },
    (request) => patchTestStatus(ctx, actorOf(request).id, request.params.artistId),
  );

  app.get(
    '/api/book',
    {
      config: { access: 'user' },
      schema: {
        summary: 'My bookings as artist, newest first',
        tags,
        response: { 200: BookingList },
      },
    },
    (request) => listBookings(ctx, actorOf(request).id, 'artist'),
  );

  app.get(
    '/api/book/user-bookings',
    {
      config: { access: 'user' },
      schema: {
        summary: 'My bookings as customer, newest first',
        tags,
        response: { 200: BookingList },
      },
    },
    (request) => listBookings(ctx, actorOf(request).id, 'customer'),
  );

  app.get(
    '/api/book/item/:bookingId',
    {
      config: { access: 'user' },
      schema: {
        summary: 'One of my bookings (as artist or customer)',
        tags,
        params: BookingIdParams,
        response: { 200: BookingView },
      },
    },
    (request) => getBooking(ctx, actorOf(request).id, request.params.bookingId),
  );

  app.get(
    '/api/book/badges',
    {
      config: { access: 'user' },
      schema: {
        summary: 'Badge counts: requests to answer, bookings to see',
        tags,
        response: { 200: BookingBadges },
      },
    },
    (request) => getBadges(ctx, actorOf(request).id),
  );

  app.post(
    '/api/book/booking/:bookingId/:from',
    {
      config: { access: 'user', rateLimit: routeLimit('changeBooking') },
      schema: {
        summary: 'Accept, decline, propose another time or cancel a booking',
        tags,
        params: ChangeStateParams,
        body: ChangeStateInput,
        response: { 200: BookingView },
      },
    },
    (request) => changeBookingState(ctx, actorOf(request).id, request.params, request.body),
  );

  outcomeRoutes(app, ctx);
}

/** How an accepted booking or a proposal ends: a no-show, a proposed time booked, completion. */
function outcomeRoutes(app: App, ctx: AppContext): void {
  app.post(
    '/api/book/no-show/:bookingId',
    {
      config: { access: 'user', rateLimit: routeLimit('changeBooking') },
      schema: {
        summary:
          'Mark the customer of an accepted booking as a no-show (from 15 minutes after its start; charges the no-show fee)',
        tags,
        params: BookingIdParams,
        response: { 200: BookingView },
      },
    },
    (request) => markNoShow(ctx, actorOf(request).id, request.params.bookingId),
  );

  app.post(
    '/api/book/proposal/:bookingId',
    {
      config: { access: 'user', rateLimit: routeLimit('createBooking') },
      schema: {
        summary:
          "Book one of the artist's proposed times at once: the same services, place and card, accepted",
        tags,
        params: BookingIdParams,
        body: BookProposalInput,
        response: { 200: BookingView },
      },
    },
    (request) => bookProposal(ctx, actorOf(request).id, request.params.bookingId, request.body),
  );

  app.post(
    '/api/book/complete/:code',
    {
      config: { access: 'user', rateLimit: routeLimit('completeBooking') },
      schema: {
        summary: "Complete a service with the customer's booking code (charges the customer)",
        tags,
        params: CompleteParams,
        body: CompleteInput,
        response: { 200: CompleteAnswer },
      },
    },
    (request) =>
      completeBooking(ctx, actorOf(request).id, request.params.code, request.body.bookingId),
  );
}
