import type { AdminEmailInput } from '#shared/schemas/admin.ts';
import { recordAudit } from '../../audit/audit-log.ts';
import type { AppContext } from '../../context.ts';
import { sanitizeAdminHtml } from '../../integrations/email/sanitize-html.ts';
import { sendBrandedEmail } from '../../integrations/email/send-branded-email.ts';
import { findLiveUserIdByEmail, insertAdminEmail, listAdminEmails } from './admin.queries.ts';

/**
 * POST /api/user/admin-email: an admin writes to someone. The HTML is sanitised, the message
 * kept as sent (with who sent it) and audited in one transaction, then queued for the e-mail
 * job in the branded layout.
 */
export async function sendAdminEmail(ctx: AppContext, adminId: string, input: AdminEmailInput) {
  const body = sanitizeAdminHtml(input.html);
  const url = input.url || null;
  const buttonText = input.buttonText || null;
  await ctx.db.transaction(async (tx) => {
    const emailId = await insertAdminEmail(tx, {
      sentBy: adminId,
      toEmail: input.email,
      subject: input.subject,
      title: input.title,
      html: body.safeHtml,
      buttonText,
      url,
    });
    await recordAudit(tx, {
      actorId: adminId,
      action: 'send-email',
      targetUserId: await findLiveUserIdByEmail(tx, input.email),
      subjectId: emailId,
      details: { to: input.email, subject: input.subject },
    });
  });
  await sendBrandedEmail(
    ctx,
    { to: input.email, subject: input.subject },
    {
      heading: input.title,
      paragraphs: [body],
      ...(url && buttonText ? { action: { label: buttonText, adminUrl: url } } : {}),
    },
  );
  return { message: 'Email sent successfully' };
}

/** The compose dialog's preview: the HTML exactly as it would be sent. */
export function previewAdminHtml(html: string) {
  return { html: sanitizeAdminHtml(html).safeHtml };
}

/** Every message admins sent, newest first, with the sender's name. */
export async function listSentEmails(ctx: AppContext) {
  const rows = await listAdminEmails(ctx.db);
  return { emails: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })) };
}
