import { formatTorontoDateTime } from '#shared/domain/toronto-time.ts';
import type { ReportMessageInput } from '#shared/schemas/messages.ts';
import type { Locale } from '#shared/i18n/locales.ts';
import type { Translator } from '#shared/i18n/translator.ts';
import { recordAudit } from '../../audit/audit-log.ts';
import { AppError } from '../../app-error.ts';
import type { AppContext } from '../../context.ts';
import type { Actor } from '../../http/sessions.ts';
import { sendBrandedEmail } from '../../integrations/email/send-branded-email.ts';
import { deleteImage } from '../../integrations/images/store-image.ts';
import { announceBookingChange } from '../../db/booking-changes.ts';
import {
  findConversation,
  findMessage,
  findOpeningReport,
  findPartyConversation,
  insertHelpMessage,
  listMessages,
  markMessageDeleted,
} from './messages.queries.ts';
import { conversationView } from './messages.service.ts';

/** The help inbox's issue value for a reported message. */
export const REPORT_MESSAGE_ISSUE = 'report-message';

const noMessage = () => new AppError('not_found', 'This message does not exist.');

/**
 * POST /api/messages/{id}/report: one of the conversation's parties files the message to the
 * help inbox; the stored report names the message (the admin reads the whole conversation
 * from it) and the support e-mail carries the conversation as text.
 */
export async function reportMessage(
  ctx: AppContext,
  actor: Actor,
  messageId: string,
  input: ReportMessageInput,
) {
  const message = await findMessage(ctx.db, messageId);
  const row = message && (await findPartyConversation(ctx.db, message.bookingId, actor.id));
  if (!message || !row) throw noMessage();
  const view = conversationView(row, await listMessages(ctx.db, row.id), null);
  const transcript = (t: Translator['t'], locale: Locale) =>
    view.messages.map((m) =>
      t('email.reported.line', {
        mark: m._id === messageId ? '>> ' : '',
        when: formatTorontoDateTime(new Date(m.sentAt), locale),
        name: m.senderName,
        text: m.removed ? t('email.reported.removed') : m.text,
        photos: m.photos.length,
      }),
    );
  const text = [
    `Reported message in the conversation of booking ${row.id}.`,
    input.reason ? `Reason: ${input.reason}` : null,
    `Message: ${message.text}`,
  ]
    .filter(Boolean)
    .join('\n');
  await insertHelpMessage(ctx.db, {
    email: actor.email,
    issue: REPORT_MESSAGE_ISSUE,
    text,
    bookingMessageId: message.id,
  });
  await sendBrandedEmail(ctx, { to: ctx.env.SUPPORT_EMAIL, replyTo: actor.email }, (t, locale) => ({
    subject: t('email.reported.subject'),
    heading: t('email.reported.heading'),
    paragraphs: [
      t('email.reported.from', { email: actor.email }),
      text,
      t('email.reported.conversation'),
      ...transcript(t, locale),
    ],
    action: { label: t('email.reported.action'), path: '/dashboard?tab=help' },
  }));
  return { message: 'Thank you. Our team will look at this message.' };
}

/**
 * A message an admin may act on, with the report that opens its conversation to them: a
 * conversation is private to its two parties until one of them reports a message of it, and
 * stays open to admins while that report is not closed (decision 0027).
 */
async function reportedMessage(ctx: AppContext, messageId: string) {
  const message = await findMessage(ctx.db, messageId);
  if (!message) throw noMessage();
  const report = await findOpeningReport(ctx.db, message.bookingId);
  if (!report) {
    throw new AppError(
      'forbidden',
      'This conversation is private: admins can open it only through an open report of one of its messages in the help inbox.',
    );
  }
  return { message, report };
}

/**
 * GET /api/admin/messages/{id}: the conversation a reported message belongs to. Each opening is
 * written to the audit log with the report it came through.
 */
export async function adminConversation(ctx: AppContext, actor: Actor, messageId: string) {
  const { message, report } = await reportedMessage(ctx, messageId);
  const row = await findConversation(ctx.db, message.bookingId);
  if (!row) throw noMessage();
  await recordAudit(ctx.db, {
    actorId: actor.id,
    action: 'read-conversation',
    targetUserId: message.senderId,
    subjectId: message.bookingId,
    reason: `Report in the help inbox (${report.status}) of message ${report.messageId}`,
    details: { helpMessageId: report.id, reportedMessageId: report.messageId, messageId },
  });
  return conversationView(row, await listMessages(ctx.db, row.id), null);
}

/** DELETE /api/admin/messages/{id}: the text and photos go; audited; both parties see it live. */
export async function deleteMessage(ctx: AppContext, actor: Actor, messageId: string) {
  const { message } = await reportedMessage(ctx, messageId);
  await ctx.db.transaction(async (tx) => {
    if (!(await markMessageDeleted(tx, messageId))) throw noMessage();
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'delete-message',
      targetUserId: message.senderId,
      subjectId: messageId,
    });
  });
  await Promise.allSettled(message.photos.map((p) => deleteImage(ctx.storage, p.id)));
  await announceBookingChange(ctx.db, message.bookingId, 'messages');
  return { message: 'Message Removed' };
}
