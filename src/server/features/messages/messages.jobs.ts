import { randomUUID } from 'node:crypto';
import { UNREAD_EMAIL_GAP_MS } from '#shared/domain/messages.ts';
import type { AppContext } from '../../context.ts';
import type { OutgoingEmail } from '../../integrations/email/mailer.ts';
import { brandedEmail } from '../../integrations/email/send-branded-email.ts';
import { claimNotice, findDueNotices, type DueNotice } from './messages.queries.ts';

/** Conversations e-mailed per run; the next run takes the rest. */
const BATCH = 200;

/**
 * "New message from …": for each conversation where a message has waited unread for 5
 * minutes and no such e-mail went to that recipient in the past hour. Never to a blocked or
 * deleted account. The hour is claimed by a conditional upsert, the messages it covers are
 * marked and the e-mail queued, all in one statement (`noticeOnce`), so two processes (or two
 * runs) never send it twice and a crash never holds it back.
 */
export async function sendUnreadMessageEmails(ctx: AppContext): Promise<number> {
  const delayMs = ctx.env.MESSAGE_EMAIL_DELAY_SECONDS * 1000;
  const due = await findDueNotices(ctx.db, delayMs, BATCH);
  let sent = 0;
  for (const row of due) {
    const path = row.as_artist ? '/bookings' : '/bookings-user';
    const email = brandedEmail(ctx.env.PUBLIC_URL, { to: row.email, locale: row.locale }, (t) => ({
      subject: t('email.unread.subject', { name: row.sender_name }),
      heading: t('email.unread.heading', { name: row.first_name }),
      paragraphs: [t('email.unread.body', { name: row.sender_name, count: row.count })],
      action: { label: t('email.unread.action'), path: `${path}?booking=${row.booking_id}` },
    }));
    if (await noticeOnce(ctx, row, email)) sent++;
  }
  return sent;
}

/**
 * Claims the conversation's hour, marks the messages the notice covers and queues its e-mail,
 * in one statement: a crash leaves all three done or none (never an hour claimed with no
 * e-mail queued). The e-mail's idempotency key names this notice, so its job, run again after
 * a crash, sends it once where the mailer can tell. True when the notice was queued.
 */
async function noticeOnce(ctx: AppContext, row: DueNotice, email: OutgoingEmail): Promise<boolean> {
  const noticed = { ...email, idempotencyKey: `notice.${row.booking_id}.${randomUUID()}` };
  const claimed = await claimNotice(ctx.db, row, noticed, UNREAD_EMAIL_GAP_MS);
  if (!claimed) return false;
  await ctx.jobs.emailsQueued(ctx.db);
  return true;
}

/**
 * Every minute: an unread message is e-mailed between 5 and 6 minutes after it was sent.
 * (Every 5 seconds when the delay is set below a minute, as the end-to-end suite does.)
 */
export async function registerMessageJobs(ctx: AppContext): Promise<void> {
  const cron = ctx.env.MESSAGE_EMAIL_DELAY_SECONDS < 60 ? '*/5 * * * * *' : '* * * * *';
  await ctx.jobs.every('messages-unread-email', cron, async () => {
    await sendUnreadMessageEmails(ctx);
  });
}
