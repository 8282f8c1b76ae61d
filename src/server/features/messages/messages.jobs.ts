import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { UNREAD_EMAIL_GAP_MS } from '#shared/domain/messages.ts';
import type { Locale } from '#shared/i18n/locales.ts';
import type { AppContext } from '../../context.ts';
import type { OutgoingEmail } from '../../integrations/email/mailer.ts';
import { brandedEmail } from '../../integrations/email/send-branded-email.ts';
import { insertEmailJobs } from '../../jobs/jobs.ts';

/** Conversations e-mailed per run; the next run takes the rest. */
const BATCH = 200;

interface Due {
  booking_id: string;
  recipient_id: string;
  email: string;
  locale: Locale;
  first_name: string;
  sender_name: string;
  count: number;
  as_artist: boolean;
  [key: string]: unknown;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * "New message from …": for each conversation where a message has waited unread for 5
 * minutes and no such e-mail went to that recipient in the past hour. Never to a blocked or
 * deleted account. The hour is claimed by a conditional upsert, the messages it covers are
 * marked and the e-mail queued, all in one statement (`noticeOnce`), so two processes (or two
 * runs) never send it twice and a crash never holds it back.
 */
export async function sendUnreadMessageEmails(ctx: AppContext): Promise<number> {
  const delayMs = ctx.env.MESSAGE_EMAIL_DELAY_SECONDS * 1000;
  const due = rowsOf<Due>(
    await ctx.db.execute(sql`
      select m.booking_id, m.recipient_id, r.email, r.locale, r.first_name,
        s.first_name || ' ' || s.last_name as sender_name, count(*)::int as count,
        (b.artist_id = m.recipient_id) as as_artist
      from booking_messages m
      join bookings b on b.id = m.booking_id
      join users r on r.id = m.recipient_id
      join users s on s.id = m.sender_id
      where m.read_at is null and m.deleted_at is null and m.noticed_at is null
        and m.created_at <= now() - ${delayMs} * interval '1 millisecond'
        and r.blocked_at is null and r.deleted_at is null
      group by m.booking_id, m.recipient_id, r.email, r.locale, r.first_name, s.first_name, s.last_name,
        b.artist_id
      limit ${BATCH}`),
  );
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
async function noticeOnce(ctx: AppContext, row: Due, email: OutgoingEmail): Promise<boolean> {
  const noticed = { ...email, idempotencyKey: `notice.${row.booking_id}.${randomUUID()}` };
  const claimed = rowsOf(
    await ctx.db.execute(sql`
      with claimed as (
        insert into message_notices (booking_id, recipient_id, sent_at)
        values (${row.booking_id}, ${row.recipient_id}, now())
        on conflict (booking_id, recipient_id) do update set sent_at = now()
        where message_notices.sent_at <= now() - ${UNREAD_EMAIL_GAP_MS} * interval '1 millisecond'
        returning booking_id),
      marked as (
        update booking_messages set noticed_at = now()
        where booking_id = ${row.booking_id} and recipient_id = ${row.recipient_id}
          and read_at is null and noticed_at is null and exists (select from claimed)
        returning 1),
      queued as (${insertEmailJobs([noticed], 'claimed')})
      select (select count(*) from marked) as marked from claimed`),
  );
  if (claimed.length === 0) return false;
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
