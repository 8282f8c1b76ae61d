import {
  credentialBadgeKeys,
  credentialKindKeys,
  formatCalendarDate,
  reminderDue,
} from '#shared/domain/credentials.ts';
import { addCalendarDays, torontoDay } from '#shared/domain/toronto-time.ts';
import type { AppContext } from '../../context.ts';
import { sendBrandedEmail } from '../../integrations/email/send-branded-email.ts';
import {
  expireCredentialsBefore,
  listExpiringCredentials,
  takeReminder,
} from './credentials.queries.ts';

/**
 * The daily job's first half: approved credentials whose expiry has passed lose their badge
 * (state `expired`, which renews kept public answers). Returns how many expired.
 */
export async function expireCredentials(ctx: AppContext, now = new Date()): Promise<number> {
  const rows = await expireCredentialsBefore(ctx.db, torontoDay(now));
  return rows.length;
}

/**
 * The second half: each approved credential expiring within 30 days gets its 30-day e-mail,
 * and within 7 its 7-day one, once each. The reminder's row and its e-mail are written in one
 * transaction, the row first with ON CONFLICT DO NOTHING: of two processes running the job at
 * once, the second finds the row taken (PostgreSQL waits for the first to commit) and sends
 * nothing. Returns how many were sent.
 */
export async function remindExpiringCredentials(ctx: AppContext, now = new Date()) {
  const today = torontoDay(now);
  const soon = await listExpiringCredentials(ctx.db, today, addCalendarDays(today, 30));
  let sent = 0;
  for (const c of soon) {
    const days = reminderDue(c.expiresOn!, today);
    if (days === null) continue;
    const done = await ctx.db.transaction(async (tx) => {
      const taken = await takeReminder(tx, { credentialId: c.id, days, expiresOn: c.expiresOn! });
      if (!taken) return false;
      await sendBrandedEmail({ ...ctx, db: tx }, { to: c.email }, (t, locale) => ({
        subject: t('email.credentialExpiring.subject', {
          badge: t(credentialBadgeKeys[c.kind]),
          days,
        }),
        heading: t('email.credentialExpiring.heading', { name: c.firstName }),
        paragraphs: [
          t('email.credentialExpiring.body', {
            kind: t(credentialKindKeys[c.kind]),
            date: formatCalendarDate(c.expiresOn!, locale),
          }),
        ],
        action: { label: t('email.credentials.action'), path: '/settings/credentials' },
      }));
      return true;
    });
    if (done) sent += 1;
  }
  return sent;
}

/** Just after Toronto's midnight, badges that expired go; at 9:00 the reminders are sent. */
export async function scheduleCredentialJobs(ctx: AppContext): Promise<void> {
  await ctx.jobs.every('credentials-expire', '5 0 * * *', async () => {
    await expireCredentials(ctx);
  });
  await ctx.jobs.every('credentials-remind', '0 9 * * *', async () => {
    await remindExpiringCredentials(ctx);
  });
}
