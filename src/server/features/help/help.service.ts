import { helpIssues } from '#shared/catalog.ts';
import { reviewAnchor } from '#shared/domain/reviews.ts';
import type { HelpMessageInput } from '#shared/schemas/help.ts';
import { AppError } from '../../http/app-error.ts';
import type { AppContext } from '../../http/context.ts';
import type { Actor } from '../../http/sessions.ts';
import { sendBrandedEmail } from '../../integrations/email/send-branded-email.ts';
import { findReportedComment, insertHelpMessage } from './help.queries.ts';

/** A report names a live review and needs a signed-in sender; the e-mail quotes and links it. */
async function reportedComment(ctx: AppContext, actor: Actor | null, commentId: string) {
  if (!actor) throw new AppError('unauthorized', 'Please sign in to report a comment.');
  const comment = await findReportedComment(ctx.db, commentId);
  if (!comment) throw new AppError('not_found', 'This comment does not exist.');
  const link = `${ctx.env.PUBLIC_URL}/profile/artist/${comment.artistId}#${reviewAnchor(comment.id)}`;
  return {
    id: comment.id,
    paragraph: [
      `Reported comment: "${comment.subject}" (${comment.id})`,
      comment.text,
      `Written by ${comment.authorEmail}; reported by ${actor.email}.`,
      `See it: ${link}`,
    ].join('\n'),
  };
}

/** Stores a Help Center message and e-mails support, with the sender as the reply-to address. */
export async function sendHelpMessage(
  ctx: AppContext,
  actor: Actor | null,
  { commentId, ...message }: HelpMessageInput,
): Promise<void> {
  const report = commentId ? await reportedComment(ctx, actor, commentId) : null;
  await insertHelpMessage(ctx.db, { ...message, reviewCommentId: report?.id ?? null });
  const issue = helpIssues.find((i) => i.value === message.issue)?.label ?? message.issue;
  await sendBrandedEmail(
    ctx,
    { to: ctx.env.SUPPORT_EMAIL, replyTo: message.email, subject: `[Help] ${issue}` },
    {
      heading: `Help Center: ${issue}`,
      paragraphs: [`From: ${message.email}`, message.text, ...(report ? [report.paragraph] : [])],
    },
  );
}
