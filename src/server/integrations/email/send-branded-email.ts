import type { AppContext } from '../../context.ts';
import { renderEmail, type EmailContent } from './layout.ts';
import type { OutgoingEmail } from './mailer.ts';

/** A branded message, rendered from `content`. */
export function brandedEmail(
  publicUrl: string,
  message: Omit<OutgoingEmail, 'html' | 'text'>,
  content: EmailContent,
): OutgoingEmail {
  return { ...message, ...renderEmail(publicUrl, content) };
}

/**
 * Queues a branded message (rendered from `content`) for the e-mail job to send, through
 * `ctx.db`: with a transaction there, the message goes only if it commits.
 */
export async function sendBrandedEmail(
  ctx: Pick<AppContext, 'env' | 'jobs' | 'db'>,
  message: Omit<OutgoingEmail, 'html' | 'text'>,
  content: EmailContent,
): Promise<void> {
  await ctx.jobs.sendEmail(brandedEmail(ctx.env.PUBLIC_URL, message, content), ctx.db);
}
