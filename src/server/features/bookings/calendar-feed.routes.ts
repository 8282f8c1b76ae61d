import {
  CalendarFeedLink,
  CalendarFeedParams,
  CalendarFeedStatus,
} from '#shared/schemas/calendar.ts';
import { MessageBody } from '#shared/schemas/error.ts';
import { actorOf } from '../../http/access.ts';
import type { App, AppContext } from '../../context.ts';
import { routeLimit } from '../../http/rate-limit.ts';
import {
  calendarFeedStatus,
  FEED_PATH,
  makeCalendarFeed,
  readCalendarFeed,
  removeCalendarFeed,
} from './calendar-feed.ts';

const tags = ['calendar'];

/** Settings → Calendar, and the private subscription address calendar programs read. */
export function calendarFeedRoutes(app: App, ctx: AppContext): void {
  app.get(
    '/api/calendar/feed',
    {
      config: { access: 'user' },
      schema: {
        summary: 'Whether you have a calendar subscription address',
        tags,
        response: { 200: CalendarFeedStatus },
      },
    },
    (request) => calendarFeedStatus(ctx, actorOf(request)),
  );

  app.post(
    '/api/calendar/feed',
    {
      config: { access: 'user', rateLimit: routeLimit('makeCalendarFeed') },
      schema: {
        summary: 'Make a new private calendar address (an earlier one stops working)',
        tags,
        response: { 200: CalendarFeedLink },
      },
    },
    (request) => makeCalendarFeed(ctx, actorOf(request)),
  );

  app.delete(
    '/api/calendar/feed',
    {
      config: { access: 'user' },
      schema: {
        summary: 'Turn your calendar address off',
        tags,
        response: { 200: MessageBody },
      },
    },
    (request) => removeCalendarFeed(ctx, actorOf(request)),
  );

  app.get(
    `${FEED_PATH}:file`,
    {
      // The address is the secret: calendar programs send no sign-in. The bookings in it are
      // the owner's alone: no cache keeps them (decision 0027).
      config: { access: 'public', personal: true, rateLimit: routeLimit('readCalendarFeed') },
      schema: {
        summary: 'Your bookings as an iCalendar subscription (RFC 5545)',
        tags,
        params: CalendarFeedParams,
      },
    },
    async (request, reply) => {
      const text = await readCalendarFeed(ctx, request.params.file);
      return reply
        .header('content-disposition', 'inline; filename="blush-bookings.ics"')
        .type('text/calendar; charset=utf-8')
        .send(text);
    },
  );
}
