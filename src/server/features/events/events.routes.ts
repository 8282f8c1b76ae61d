import { z } from 'zod';
import {
  AcceptQuoteInput,
  AssistantCandidate,
  CandidatesQuery,
  ChangePartyInput,
  CompleteEventInput,
  EventIdParams,
  EventRequestInput,
  EventRequestParams,
  EventSettingInput,
  EventView,
  InvitationAnswerInput,
  QuoteDraft,
  QuoteInput,
  RetryRetainerInput,
} from '#shared/schemas/events.ts';
import { TipInput } from '#shared/schemas/tips.ts';
import { actorOf } from '../../http/access.ts';
import type { App, AppContext } from '../../context.ts';
import { routeLimit } from '../../http/rate-limit.ts';
import { acceptQuote, retryRetainer } from './accept-quote.ts';
import { eventConversationRoutes } from './event-conversation.routes.ts';
import { eventPhotoRoutes } from './event-photos.routes.ts';
import { getEvent, listEvents } from './event-view.ts';
import { findAssistantCandidates, quoteDraft } from './quote-draft.ts';
import { requestQuote, setTakesEvents } from './request-quote.ts';
import { answerInvitation, sendQuote } from './send-quote.ts';
import { changeParty } from './change-party.ts';
import { tipEvent } from './event-tip.ts';
import { cancelEvent, completeEvent } from './settle-event.ts';

const tags = ['events'];
const CancelAnswer = z.object({ refundCents: z.number().int(), keptCents: z.number().int() });

/** Bridal and event quotes (decision 0042). */
export function eventRoutes(app: App, ctx: AppContext): void {
  const view = (userId: string, eventId: string) => getEvent(ctx, userId, eventId);

  app.put(
    '/api/events/setting',
    {
      config: { access: 'artist' },
      schema: {
        summary: 'Whether the artist takes weddings and events',
        tags,
        body: EventSettingInput,
        response: { 200: EventSettingInput },
      },
    },
    (request) => setTakesEvents(ctx, actorOf(request).id, request.body.takesEvents),
  );

  app.get(
    '/api/events',
    {
      config: { access: 'user' },
      schema: {
        summary: "The caller's events (as customer, lead or assistant)",
        tags,
        response: { 200: z.array(EventView) },
      },
    },
    (request) => listEvents(ctx, actorOf(request).id),
  );

  app.post(
    '/api/events/requests/:artistId',
    {
      config: { access: 'user', rateLimit: routeLimit('createBooking') },
      schema: {
        summary: 'Ask an artist who takes events for a quote',
        tags,
        params: EventRequestParams,
        body: EventRequestInput,
        response: { 200: EventView },
      },
    },
    async (request) => {
      const me = actorOf(request).id;
      return view(me, await requestQuote(ctx, me, request.params.artistId, request.body));
    },
  );

  app.get(
    '/api/events/:eventId',
    {
      config: { access: 'user' },
      schema: {
        summary: 'An event, as one of its parties sees it',
        tags,
        params: EventIdParams,
        response: { 200: EventView },
      },
    },
    (request) => view(actorOf(request).id, request.params.eventId),
  );

  app.post(
    '/api/events/:eventId/quotes',
    {
      config: { access: 'artist', rateLimit: routeLimit('changeBooking') },
      schema: {
        summary: "The lead artist's quote (a new version each time)",
        tags,
        params: EventIdParams,
        body: QuoteInput,
        response: { 200: EventView },
      },
    },
    async (request) => {
      const me = actorOf(request).id;
      await sendQuote(ctx, me, request.params.eventId, request.body);
      return view(me, request.params.eventId);
    },
  );

  app.post(
    '/api/events/:eventId/invitation',
    {
      config: { access: 'artist', rateLimit: routeLimit('changeBooking') },
      schema: {
        summary: "An assistant answers the lead's invitation",
        tags,
        params: EventIdParams,
        body: InvitationAnswerInput,
        response: { 200: EventView },
      },
    },
    async (request) => {
      const me = actorOf(request).id;
      await answerInvitation(ctx, me, request.params.eventId, request.body.accept);
      return view(me, request.params.eventId);
    },
  );

  quoteEditorRoutes(app, ctx);
  eventPartyRoutes(app, ctx);
  eventMoneyRoutes(app, ctx);
  eventConversationRoutes(app, ctx);
  eventPhotoRoutes(app, ctx);
}

/** What the lead's quote editor reads: its first draft and the artists she may invite. */
function quoteEditorRoutes(app: App, ctx: AppContext): void {
  app.get(
    '/api/events/:eventId/quote-draft',
    {
      config: { access: 'artist' },
      schema: {
        summary: "The lead's quote editor: its first draft and the prices it is priced with",
        tags,
        params: EventIdParams,
        response: { 200: QuoteDraft },
      },
    },
    (request) => quoteDraft(ctx, actorOf(request).id, request.params.eventId),
  );

  app.get(
    '/api/events/:eventId/assistant-candidates',
    {
      config: { access: 'artist' },
      schema: {
        summary: 'Verified artists the lead may invite as assistants, by name',
        tags,
        params: EventIdParams,
        querystring: CandidatesQuery,
        response: { 200: z.array(AssistantCandidate) },
      },
    },
    (request) =>
      findAssistantCandidates(ctx, actorOf(request).id, request.params.eventId, request.query.q),
  );
}

/** Acceptance, the retainer, completion and cancellation: the event's money. */
function eventMoneyRoutes(app: App, ctx: AppContext): void {
  const view = (userId: string, eventId: string) => getEvent(ctx, userId, eventId);

  app.post(
    '/api/events/:eventId/accept',
    {
      config: { access: 'user', rateLimit: routeLimit('changeBooking') },
      schema: {
        summary: 'The customer accepts a quote; the retainer is charged',
        tags,
        params: EventIdParams,
        body: AcceptQuoteInput,
        response: { 200: EventView },
      },
    },
    async (request) => {
      const me = actorOf(request).id;
      await acceptQuote(ctx, me, request.params.eventId, request.body);
      return view(me, request.params.eventId);
    },
  );

  app.post(
    '/api/events/:eventId/retainer',
    {
      config: { access: 'user', rateLimit: routeLimit('retryPayment') },
      schema: {
        summary: 'Pay a declined retainer again',
        tags,
        params: EventIdParams,
        body: RetryRetainerInput,
        response: { 200: EventView },
      },
    },
    async (request) => {
      const me = actorOf(request).id;
      await retryRetainer(ctx, me, request.params.eventId, request.body);
      return view(me, request.params.eventId);
    },
  );

  app.post(
    '/api/events/:eventId/complete',
    {
      config: { access: 'artist', rateLimit: routeLimit('completeBooking') },
      schema: {
        summary: 'The lead completes the event with its booking code; the balance is charged',
        tags,
        params: EventIdParams,
        body: CompleteEventInput,
        response: { 200: EventView },
      },
    },
    async (request) => {
      const me = actorOf(request).id;
      await completeEvent(ctx, me, request.params.eventId, request.body.code);
      return view(me, request.params.eventId);
    },
  );

  app.post(
    '/api/events/:eventId/tip',
    {
      config: { access: 'user', rateLimit: routeLimit('addTip') },
      schema: {
        summary: 'Tip the team of a completed event (once, within 7 days; split as its charges)',
        tags,
        params: EventIdParams,
        body: TipInput,
        response: { 200: EventView },
      },
    },
    async (request) => {
      const me = actorOf(request).id;
      await tipEvent(ctx, me, request.params.eventId, request.body);
      return view(me, request.params.eventId);
    },
  );

  app.post(
    '/api/events/:eventId/cancel',
    {
      config: { access: 'user', rateLimit: routeLimit('changeBooking') },
      schema: {
        summary: 'The customer or the lead cancels, by the quote’s terms',
        tags,
        params: EventIdParams,
        response: { 200: CancelAnswer },
      },
    },
    (request) => cancelEvent(ctx, actorOf(request).id, request.params.eventId),
  );
}

/** The customer's change of the party before the quote's cut-off. */
function eventPartyRoutes(app: App, ctx: AppContext): void {
  const view = (userId: string, eventId: string) => getEvent(ctx, userId, eventId);

  app.post(
    '/api/events/:eventId/party',
    {
      config: { access: 'user', rateLimit: routeLimit('changeBooking') },
      schema: {
        summary: 'The customer changes the party before the cut-off (a new version of the quote)',
        tags,
        params: EventIdParams,
        body: ChangePartyInput,
        response: { 200: EventView },
      },
    },
    async (request) => {
      const me = actorOf(request).id;
      await changeParty(ctx, me, request.params.eventId, request.body);
      return view(me, request.params.eventId);
    },
  );
}
