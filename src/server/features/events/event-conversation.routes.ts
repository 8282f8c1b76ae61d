import {
  EventConversationView,
  EventLineView,
  ReplacementInput,
} from '#shared/schemas/event-conversation.ts';
import { EventIdParams, EventView } from '#shared/schemas/events.ts';
import { MessageInput } from '#shared/schemas/messages.ts';
import { actorOf } from '../../http/access.ts';
import type { App, AppContext } from '../../context.ts';
import { routeLimit } from '../../http/rate-limit.ts';
import { getEventConversation, sendEventMessage } from './event-conversation.ts';
import { getEvent } from './event-view.ts';
import { replaceAssistant } from './replace-assistant.ts';
import { withdrawFromEvent } from './withdraw-assistant.ts';

const tags = ['events'];

/** The event's conversation and an assistant's withdrawal (decision 0042). */
export function eventConversationRoutes(app: App, ctx: AppContext): void {
  app.get(
    '/api/events/:eventId/messages',
    {
      config: { access: 'user' },
      schema: {
        summary: "The event's conversation: its customer, its lead and the team who said yes",
        tags,
        params: EventIdParams,
        response: { 200: EventConversationView },
      },
    },
    (request) => getEventConversation(ctx, actorOf(request).id, request.params.eventId),
  );

  app.post(
    '/api/events/:eventId/messages',
    {
      config: { access: 'user', rateLimit: routeLimit('sendMessage') },
      schema: {
        summary: "A message to the event's conversation",
        tags,
        params: EventIdParams,
        body: MessageInput,
        response: { 200: EventLineView },
      },
    },
    (request) => sendEventMessage(ctx, actorOf(request).id, request.params.eventId, request.body),
  );

  app.post(
    '/api/events/:eventId/withdraw',
    {
      config: { access: 'artist', rateLimit: routeLimit('changeBooking') },
      schema: {
        summary: "An assistant leaves the event's team; the lead is told",
        tags,
        params: EventIdParams,
        response: { 200: EventView },
      },
    },
    async (request) => {
      const me = actorOf(request).id;
      await withdrawFromEvent(ctx, me, request.params.eventId);
      return getEvent(ctx, me, request.params.eventId);
    },
  );

  app.post(
    '/api/events/:eventId/replacement',
    {
      config: { access: 'artist', rateLimit: routeLimit('changeBooking') },
      schema: {
        summary: 'On an accepted event, the lead invites an artist in the place of one who left',
        tags,
        params: EventIdParams,
        body: ReplacementInput,
        response: { 200: EventView },
      },
    },
    async (request) => {
      const me = actorOf(request).id;
      await replaceAssistant(ctx, me, request.params.eventId, request.body);
      return getEvent(ctx, me, request.params.eventId);
    },
  );
}
