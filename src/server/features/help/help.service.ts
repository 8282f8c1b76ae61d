import { helpIssues } from '#shared/catalog.ts';
import { reviewAnchor } from '#shared/domain/reviews.ts';
import type { HelpMessageInput } from '#shared/schemas/help.ts';
import type { Db } from '../../db/open-db.ts';
import { AppError } from '../../app-error.ts';
import type { AppContext } from '../../context.ts';
import type { Actor } from '../../http/sessions.ts';
import { sendBrandedEmail } from '../../integrations/email/send-branded-email.ts';
import { disputeNoShow, findReportedComment, insertHelpMessage } from './help.queries.ts';

const DISPUTE_REFUSED = {
  already: 'You have already disputed this no-show. We will e-mail you our decision.',
  late: 'A no-show can be disputed within 48 hours of being marked, and this time has passed.',
} as const;

/** A disputed no-show: the sender's own, marked less than 48 hours ago, disputed once. */
async function disputedBooking(db: Db, actor: Actor | null, bookingId: string) {
  if (!actor) throw new AppError('unauthorized', 'Please sign in to dispute a no-show.');
  const outcome = await disputeNoShow(db, actor.id, bookingId);
  if (outcome === 'missing') throw new AppError('not_found', 'This no-show does not exist.');
  if (outcome !== 'disputed') throw new AppError('conflict', DISPUTE_REFUSED[outcome]);
  return `Disputed no-show: booking ${bookingId}. Settle it from the admin's bookings: refund the charge or keep it.`;
}

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
  { commentId, bookingId, ...message }: HelpMessageInput,
): Promise<void> {
  const report = commentId ? await reportedComment(ctx, actor, commentId) : null;
  // The dispute and its message commit together: a refused dispute stores no message.
  const dispute = await ctx.db.transaction(async (tx) => {
    const text = bookingId ? await disputedBooking(tx, actor, bookingId) : null;
    await insertHelpMessage(tx, {
      ...message,
      reviewCommentId: report?.id ?? null,
      bookingId: bookingId ?? null,
    });
    return text;
  });
  const issue = helpIssues.find((i) => i.value === message.issue)?.label ?? message.issue;
  await sendBrandedEmail(
    ctx,
    { to: ctx.env.SUPPORT_EMAIL, replyTo: message.email, subject: `[Help] ${issue}` },
    {
      heading: `Help Center: ${issue}`,
      paragraphs: [
        `From: ${message.email}`,
        message.text,
        ...(report ? [report.paragraph] : []),
        ...(dispute ? [dispute] : []),
      ],
    },
  );
}
