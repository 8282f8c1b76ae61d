import { z } from 'zod';
import { BookingIdParams } from '#shared/schemas/booking.ts';
import {
  BookAlternativeAnswer,
  BookAlternativeInput,
  RescueOverview,
  RescueView,
  ResponseTime,
  WaitlistAnswer,
  WaitlistInput,
} from '#shared/schemas/rescue.ts';
import { actorOf } from '../../http/access.ts';
import type { App, AppContext } from '../../context.ts';
import { routeLimit } from '../../http/rate-limit.ts';
import { joinWaitlist } from './rescue-waitlist.ts';
import {
  bookAlternative,
  getRescue,
  getResponseTime,
  getRescueOverview,
} from './rescue.service.ts';

const tags = ['bookings'];
const ArtistParams = z.strictObject({ artistId: z.uuid() });

/** When a booking does not go to plan: alternatives, the waitlist, response times (0035). */
export function rescueRoutes(app: App, ctx: AppContext): void {
  app.get(
    '/api/rescue/:bookingId',
    {
      config: { access: 'user' },
      schema: {
        summary: 'The alternatives offered for my booking that fell through (customer)',
        tags,
        params: BookingIdParams,
        response: { 200: RescueView },
      },
    },
    (request) => getRescue(ctx, actorOf(request).id, request.params.bookingId),
  );

  app.post(
    '/api/rescue/:bookingId/book',
    {
      config: { access: 'user', rateLimit: routeLimit('createBooking') },
      schema: {
        summary: 'Book one of the alternatives as offered: her services, the time, place and card',
        tags,
        params: BookingIdParams,
        body: BookAlternativeInput,
        response: { 200: BookAlternativeAnswer },
      },
    },
    (request) => bookAlternative(ctx, actorOf(request).id, request.params.bookingId, request.body),
  );

  app.post(
    '/api/waitlist',
    {
      config: { access: 'user', rateLimit: routeLimit('changeBooking') },
      schema: {
        summary: 'Tell me if a time opens on this full day of an artist',
        tags,
        body: WaitlistInput,
        response: { 200: WaitlistAnswer },
      },
    },
    (request) => joinWaitlist(ctx, actorOf(request).id, request.body),
  );

  app.get(
    '/api/artists/:artistId/response-time',
    {
      config: { access: 'public' },
      schema: {
        summary: "The artist's usual response time over her last 20 requests",
        tags,
        params: ArtistParams,
        response: { 200: ResponseTime },
      },
    },
    (request) => getResponseTime(ctx, request.params.artistId),
  );

  app.get(
    '/api/admin/rescue',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'The last 30 days: bookings that fell through, rebooked, waitlist (admin)',
        tags,
        response: { 200: RescueOverview },
      },
    },
    () => getRescueOverview(ctx),
  );
}
