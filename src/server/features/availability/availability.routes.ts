import {
  ScheduleInput,
  ScheduleSaved,
  ScheduleView,
  SlotAnswer,
  SlotParams,
  SlotQueryInput,
} from '#shared/schemas/availability.ts';
import { actorOf } from '../../http/access.ts';
import type { App, AppContext } from '../../context.ts';
import { routeLimit } from '../../http/rate-limit.ts';
import { getOwnSchedule, listFreeSlots, updateSchedule } from './availability.service.ts';

const tags = ['availability'];

export function availabilityRoutes(app: App, ctx: AppContext): void {
  app.get(
    '/api/availability',
    {
      config: { access: 'artist' },
      schema: { summary: 'My schedule (artist)', tags, response: { 200: ScheduleView } },
    },
    (request) => getOwnSchedule(ctx, actorOf(request).id),
  );

  app.put(
    '/api/availability',
    {
      config: { access: 'artist', rateLimit: routeLimit('updateSchedule') },
      schema: {
        summary: 'Set my weekly hours, dates off, buffers, notice, horizon, interval and limit',
        tags,
        body: ScheduleInput,
        response: { 200: ScheduleSaved },
      },
    },
    (request) => updateSchedule(ctx, actorOf(request).id, request.body),
  );

  app.get(
    '/api/availability/:artistUserId',
    {
      config: { access: 'public' },
      schema: {
        summary: "An artist's free start times (Toronto), at most 62 days per call",
        tags,
        params: SlotParams,
        querystring: SlotQueryInput,
        response: { 200: SlotAnswer },
      },
    },
    (request) => listFreeSlots(ctx, request.params.artistUserId, request.query),
  );
}
