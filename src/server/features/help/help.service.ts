import { helpIssues } from '#shared/catalog.ts';
import type { HelpMessageInput } from '#shared/schemas/help.ts';
import type { AppContext } from '../../http/context.ts';
import { sendBrandedEmail } from '../../integrations/email/send-branded-email.ts';
import { insertHelpMessage } from './help.queries.ts';

/** Stores a Help Center message and e-mails support, with the sender as the reply-to address. */
export async function sendHelpMessage(ctx: AppContext, message: HelpMessageInput): Promise<void> {
  await insertHelpMessage(ctx.db, message);
  const issue = helpIssues.find((i) => i.value === message.issue)?.label ?? message.issue;
  await sendBrandedEmail(
    ctx,
    { to: ctx.env.SUPPORT_EMAIL, replyTo: message.email, subject: `[Help] ${issue}` },
    { heading: `Help Center: ${issue}`, paragraphs: [`From: ${message.email}`, message.text] },
  );
}
