import { helpIssues } from '#shared/catalog.ts';
import { isVerificationLate, type HelpStatus } from '#shared/domain/admin.ts';
import { bookingStates, type BookingState } from '#shared/domain/bookings.ts';
import { startOfTorontoWeek } from '#shared/domain/toronto-time.ts';
import type { AdminOverview, HelpInboxMessage } from '#shared/schemas/admin.ts';
import { recordAudit } from '../../audit/audit-log.ts';
import { AppError } from '../../app-error.ts';
import type { AppContext } from '../../context.ts';
import { escapeHtml } from '../../integrations/email/layout.ts';
import { sendBrandedEmail } from '../../integrations/email/send-branded-email.ts';
import {
  countBookingsSince,
  countFollowUps,
  countNoShows,
  countPeople,
  findHelpMessage,
  insertAdminEmail,
  listHelpMessages,
  setHelpMessageStatus,
  sumMoneySince,
} from './admin.queries.ts';

/** GET /api/admin/overview: counts, the verification wait, this Toronto week's bookings and money. */
export async function getOverview(ctx: AppContext, now = new Date()): Promise<AdminOverview> {
  const weekStart = startOfTorontoWeek(now);
  const [people, byState, money, followUps, noShows] = await Promise.all([
    countPeople(ctx.db),
    countBookingsSince(ctx.db, weekStart),
    sumMoneySince(ctx.db, weekStart),
    countFollowUps(ctx.db),
    countNoShows(ctx.db),
  ]);
  const bookingsThisWeek = Object.fromEntries(bookingStates.map((s) => [s, 0])) as Record<
    BookingState,
    number
  >;
  for (const row of byState) bookingsThisWeek[row.state] = Number(row.count);
  return {
    users: people.users,
    artists: people.artists,
    verified: people.verified,
    waiting: people.waiting,
    blocked: people.blocked,
    oldestWaitingSince: people.oldest?.toISOString() ?? null,
    late: people.oldest ? isVerificationLate(people.oldest, now) : false,
    weekStart: weekStart.toISOString(),
    bookingsThisWeek,
    money,
    ...followUps,
    noShows,
  };
}

const notFound = () => new AppError('not_found', 'This help message does not exist.');

export async function getHelpInbox(
  ctx: AppContext,
  status: HelpStatus | 'all',
): Promise<{ messages: HelpInboxMessage[] }> {
  const rows = await listHelpMessages(ctx.db, status);
  return {
    messages: rows.map(({ message, comment, noShow }) => ({
      id: message.id,
      email: message.email,
      issue: message.issue,
      issueLabel: message.bookingMessageId
        ? 'Reported message'
        : (helpIssues.find((i) => i.value === message.issue)?.label ?? message.issue),
      text: message.text,
      status: message.status,
      createdAt: message.createdAt.toISOString(),
      report: comment
        ? {
            commentId: comment.id,
            artistId: comment.artistId,
            subject: comment.subject,
            text: comment.text,
            deleted: comment.deletedAt !== null,
          }
        : null,
      reportedMessageId: message.bookingMessageId,
      noShow:
        noShow?.bookingId && noShow.markedAt
          ? {
              bookingId: noShow.bookingId,
              appointmentAt: noShow.appointmentAt!.toISOString(),
              markedAt: noShow.markedAt.toISOString(),
              customerName: `${noShow.customerFirst} ${noShow.customerLast}`,
              artistName: `${noShow.artistFirst} ${noShow.artistLast}`,
              chargedCents: noShow.chargedCents ?? 0,
              settlement: noShow.settlement,
            }
          : null,
    })),
  };
}

/** Moves a help message to open, answered or closed; audited with the change. */
export async function setHelpStatus(
  ctx: AppContext,
  adminId: string,
  id: string,
  status: HelpStatus,
) {
  await ctx.db.transaction(async (tx) => {
    const message = await findHelpMessage(tx, id);
    if (!message) throw notFound();
    if (message.status === status) return;
    await setHelpMessageStatus(tx, id, status);
    await recordAudit(tx, {
      actorId: adminId,
      action: 'help-status',
      subjectId: id,
      details: { from: message.status, to: status },
    });
  });
  return { message: `Marked ${status}` };
}

/**
 * Answers a help message by e-mail to the address it came from: kept with the sent messages,
 * the message marked answered and the reply audited in one transaction, then queued.
 */
export async function replyToHelpMessage(
  ctx: AppContext,
  adminId: string,
  id: string,
  reply: { subject: string; text: string },
) {
  const to = await ctx.db.transaction(async (tx) => {
    const message = await findHelpMessage(tx, id);
    if (!message) throw notFound();
    await insertAdminEmail(tx, {
      sentBy: adminId,
      toEmail: message.email,
      subject: reply.subject,
      title: reply.subject,
      html: `<p>${escapeHtml(reply.text)}</p>`,
      helpMessageId: message.id,
    });
    await setHelpMessageStatus(tx, id, 'answered');
    await recordAudit(tx, {
      actorId: adminId,
      action: 'help-reply',
      subjectId: id,
      details: { to: message.email, subject: reply.subject },
    });
    return message.email;
  });
  await sendBrandedEmail(
    ctx,
    { to, subject: reply.subject, replyTo: ctx.env.SUPPORT_EMAIL },
    {
      heading: reply.subject,
      paragraphs: [reply.text, 'Reply to this e-mail or write again from the Help Center.'],
      action: { label: 'Help Center', path: '/help' },
    },
  );
  return { message: 'Reply sent' };
}
