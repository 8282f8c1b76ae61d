import {
  AdminEmailInput,
  AdminEmailPreview,
  AdminOverview,
  AuditPage,
  AuditQuery,
  HelpInbox,
  HelpInboxQuery,
  HelpReplyInput,
  HelpStatusInput,
  IdParams,
  SentEmails,
} from '#shared/schemas/admin.ts';
import { MessageBody } from '#shared/schemas/error.ts';
import { z } from 'zod';
import { actorOf } from '../../http/access.ts';
import type { App, AppContext } from '../../context.ts';
import { listSentEmails, previewAdminHtml, sendAdminEmail } from './admin-email.ts';
import { listAudit } from './admin.queries.ts';
import { getHelpInbox, getOverview, replyToHelpMessage, setHelpStatus } from './admin.service.ts';

const tags = ['admin'];

/** The admin console's own routes (the people, verification and money actions live with their features). */
export function adminRoutes(app: App, ctx: AppContext): void {
  app.get(
    '/api/admin/overview',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'Counts, the verification wait, and this week in bookings and money (admin)',
        tags,
        response: { 200: AdminOverview },
      },
    },
    () => getOverview(ctx),
  );

  app.post(
    '/api/user/admin-email',
    {
      config: { access: 'admin' },
      schema: {
        summary:
          'Write to someone: sanitised HTML in the branded layout, sent by the job queue (admin)',
        tags,
        body: AdminEmailInput,
        response: { 200: MessageBody },
      },
    },
    (request) => sendAdminEmail(ctx, actorOf(request).id, request.body),
  );

  app.post(
    '/api/admin/emails/preview',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'The HTML of a message as it would be sent, sanitised (admin)',
        tags,
        body: z.strictObject({ html: AdminEmailInput.shape.html }),
        response: { 200: AdminEmailPreview },
      },
    },
    (request) => previewAdminHtml(request.body.html),
  );

  app.get(
    '/api/admin/emails',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'Messages admins sent, with the sender (admin)',
        tags,
        response: { 200: SentEmails },
      },
    },
    () => listSentEmails(ctx),
  );

  app.get(
    '/api/admin/help',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'The help inbox: help-form messages and comment reports (admin)',
        tags,
        querystring: HelpInboxQuery,
        response: { 200: HelpInbox },
      },
    },
    (request) => getHelpInbox(ctx, request.query.status),
  );

  app.post(
    '/api/admin/help/:id/reply',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'Answer a help message by e-mail; it is marked answered (admin)',
        tags,
        params: IdParams,
        body: HelpReplyInput,
        response: { 200: MessageBody },
      },
    },
    (request) => replyToHelpMessage(ctx, actorOf(request).id, request.params.id, request.body),
  );

  app.post(
    '/api/admin/help/:id/status',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'Mark a help message open, answered or closed (admin)',
        tags,
        params: IdParams,
        body: HelpStatusInput,
        response: { 200: MessageBody },
      },
    },
    (request) => setHelpStatus(ctx, actorOf(request).id, request.params.id, request.body.status),
  );

  app.get(
    '/api/admin/audit',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'The audit log of admin actions, newest first, filterable (admin)',
        tags,
        querystring: AuditQuery,
        response: { 200: AuditPage },
      },
    },
    (request) => listAudit(ctx.db, request.query),
  );
}
