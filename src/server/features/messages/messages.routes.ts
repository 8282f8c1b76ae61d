import type { FastifyRequest } from 'fastify';
import { MESSAGE_PHOTOS_MAX } from '#shared/domain/messages.ts';
import { MAX_IMAGE_BYTES, tooManyMessage } from '#shared/images.ts';
import { MessageBody } from '#shared/schemas/error.ts';
import {
  ConversationParams,
  ConversationView,
  MessageInput,
  MessageParams,
  MessageView,
  ReportMessageInput,
  UnreadCount,
} from '#shared/schemas/messages.ts';
import { actorOf } from '../../http/access.ts';
import { readMultipart } from '../../http/multipart.ts';
import type { App, AppContext } from '../../context.ts';
import { routeLimit } from '../../http/rate-limit.ts';
import { messageHub, type MessageHub } from './messages.live.ts';
import {
  getConversation,
  getUnreadCount,
  readConversation,
  sendMessage,
} from './messages.service.ts';
import { sendPhotoMessage } from './message-photos.ts';
import { adminConversation, deleteMessage, reportMessage } from './report-message.ts';

const tags = ['messages'];

/** A photo message: an optional `text` field and 1 to 3 picture files. */
async function readPhotoMessage(request: FastifyRequest) {
  const { fields, files } = await readMultipart(request, {
    what: 'photos',
    files: MESSAGE_PHOTOS_MAX + 1,
    fileSize: MAX_IMAGE_BYTES + 1,
    fields: 1,
    tooManyFiles: tooManyMessage(MESSAGE_PHOTOS_MAX),
  });
  return { text: fields.text ?? '', files };
}

/** Conversations (with their live stream), and reports of messages (each group below). */
export function messageRoutes(app: App, ctx: AppContext): void {
  const hub = messageHub(ctx.database, ctx.log);
  // Open streams would hold a graceful stop up: they end before the server stops listening.
  app.addHook('preClose', () => hub.close());
  conversationRoutes(app, ctx, hub);
  reportedMessageRoutes(app, ctx);
}

/** A booking's conversation for its two parties: read, write, photos, receipts, live. */
function conversationRoutes(app: App, ctx: AppContext, hub: MessageHub): void {
  app.get(
    '/api/book/item/:bookingId/messages',
    {
      config: { access: 'user' },
      schema: {
        summary: "A booking's conversation, oldest first (its customer and artist only)",
        tags,
        params: ConversationParams,
        response: { 200: ConversationView },
      },
    },
    (request) => getConversation(ctx, actorOf(request).id, request.params.bookingId),
  );

  app.post(
    '/api/book/item/:bookingId/messages',
    {
      config: { access: 'user', rateLimit: routeLimit('sendMessage') },
      schema: {
        summary: 'Send a message to the other party of the booking',
        tags,
        params: ConversationParams,
        body: MessageInput,
        response: { 200: MessageView },
      },
    },
    (request) => sendMessage(ctx, actorOf(request).id, request.params.bookingId, request.body),
  );

  app.post(
    '/api/book/item/:bookingId/messages/photos',
    {
      config: { access: 'user', rateLimit: routeLimit('sendMessage') },
      schema: {
        summary: 'Send up to 3 photos (multipart; png, jpeg or gif, 5 MB each), with a text',
        tags,
        consumes: ['multipart/form-data'],
        params: ConversationParams,
        response: { 200: MessageView },
      },
    },
    async (request) =>
      sendPhotoMessage(
        ctx,
        actorOf(request).id,
        request.params.bookingId,
        await readPhotoMessage(request),
      ),
  );

  app.post(
    '/api/book/item/:bookingId/messages/read',
    {
      config: { access: 'user' },
      schema: {
        summary: 'Mark the conversation read (read receipts); answers my unread count',
        tags,
        params: ConversationParams,
        response: { 200: UnreadCount },
      },
    },
    (request) => readConversation(ctx, actorOf(request).id, request.params.bookingId),
  );

  app.get(
    '/api/book/item/:bookingId/messages/stream',
    {
      config: { access: 'user' },
      schema: {
        summary: 'Server-sent events: "messages" whenever the conversation changes',
        tags,
        params: ConversationParams,
      },
    },
    async (request, reply) => {
      const { id } = actorOf(request);
      await getConversation(ctx, id, request.params.bookingId);
      await hub.open(reply, request.params.bookingId, id);
    },
  );

  app.get(
    '/api/messages/unread',
    {
      config: { access: 'user' },
      schema: { summary: 'How many messages wait for me', tags, response: { 200: UnreadCount } },
    },
    (request) => getUnreadCount(ctx, actorOf(request).id),
  );
}

/** Reporting a message, and what admins may do with a reported one. */
function reportedMessageRoutes(app: App, ctx: AppContext): void {
  app.post(
    '/api/messages/:messageId/report',
    {
      config: { access: 'user', rateLimit: routeLimit('reportMessage') },
      schema: {
        summary: 'Report a message to the help inbox, with its conversation',
        tags,
        params: MessageParams,
        body: ReportMessageInput,
        response: { 200: MessageBody },
      },
    },
    (request) => reportMessage(ctx, actorOf(request), request.params.messageId, request.body),
  );

  app.get(
    '/api/admin/messages/:messageId',
    {
      config: { access: 'admin' },
      schema: {
        summary: "A reported message's whole conversation, through an open report; audited (admin)",
        tags,
        params: MessageParams,
        response: { 200: ConversationView },
      },
    },
    (request) => adminConversation(ctx, actorOf(request), request.params.messageId),
  );

  app.delete(
    '/api/admin/messages/:messageId',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'Remove a message (it shows as removed)',
        tags,
        params: MessageParams,
        response: { 200: MessageBody },
      },
    },
    (request) => deleteMessage(ctx, actorOf(request), request.params.messageId),
  );
}
