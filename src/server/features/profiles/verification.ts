import { and, asc, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { PRODUCT_NAME } from '#shared/brand.ts';
import { isVerificationLate } from '#shared/domain/admin.ts';
import type { WaitingArtist } from '#shared/schemas/admin.ts';
import { recordAudit } from '../../audit/audit-log.ts';
import { auditLog, images, profiles, users } from '../../db/schema/index.ts';
import { AppError } from '../../app-error.ts';
import type { AppContext } from '../../context.ts';
import { imageView } from '../../integrations/images/image-view.ts';
import { sendBrandedEmail } from '../../integrations/email/send-branded-email.ts';
import { publicProfileView } from './profile-view.ts';
import { loadProfiles } from './profiles.service.ts';

const notFound = () => new AppError('not_found', 'This artist profile does not exist.');

/** The artist's address and name, for the e-mails below (live accounts only). */
async function artistContact(ctx: AppContext, userId: string) {
  const [row] = await ctx.db
    .select({ email: users.email, firstName: users.firstName })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  return row ?? null;
}

/**
 * Admin: Verify (true) or take it back (false). The search triggers list or drop the artist in
 * the same transaction, so they appear in search at once; the audit entry commits with it.
 * A newly verified artist is told by e-mail.
 */
export async function setVerified(
  ctx: AppContext,
  adminId: string,
  userId: string,
  verified: boolean,
) {
  const changed = await ctx.db.transaction(async (tx) => {
    const [before] = await tx
      .select({ verifiedAt: profiles.verifiedAt })
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.userId))
      .where(and(eq(profiles.userId, userId), isNull(users.deletedAt)))
      .for('update', { of: profiles });
    if (!before) throw notFound();
    if ((before.verifiedAt !== null) === verified) return false;
    await tx
      .update(profiles)
      .set({ verifiedAt: verified ? sql`now()` : null, updatedAt: sql`now()` })
      .where(eq(profiles.userId, userId));
    await recordAudit(tx, {
      actorId: adminId,
      action: verified ? 'verify' : 'unverify',
      targetUserId: userId,
    });
    return true;
  });
  const artist = changed && verified ? await artistContact(ctx, userId) : null;
  if (artist) {
    await sendBrandedEmail(
      ctx,
      { to: artist.email, subject: `Your ${PRODUCT_NAME} profile is live` },
      {
        heading: `Hi ${artist.firstName}, your profile is verified`,
        paragraphs: [
          `Our team checked your profile: it now shows in the ${PRODUCT_NAME} search, and customers can book you.`,
          'You will get an e-mail for every booking request.',
        ],
        action: { label: 'See your profile', path: `/profile/artist/${userId}` },
      },
    );
  }
  return { message: verified ? 'Profile verified' : 'Profile unverified' };
}

/** Admin: "Ask for changes": the message is e-mailed to the artist and kept in the audit log. */
export async function askForChanges(
  ctx: AppContext,
  adminId: string,
  userId: string,
  message: string,
) {
  const artist = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ email: users.email, firstName: users.firstName })
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.userId))
      .where(and(eq(profiles.userId, userId), isNull(users.deletedAt)));
    if (!row) throw notFound();
    await recordAudit(tx, {
      actorId: adminId,
      action: 'ask-changes',
      targetUserId: userId,
      reason: message,
    });
    return row;
  });
  await sendBrandedEmail(
    ctx,
    { to: artist.email, subject: `A few changes before your ${PRODUCT_NAME} profile goes live` },
    {
      heading: `Hi ${artist.firstName}, a few changes, please`,
      paragraphs: [
        'Our team looked at your profile and asks for these changes before publishing it:',
        message,
        'Update your profile from your settings; we will look again as soon as you do.',
      ],
      action: { label: 'Edit my profile', path: '/settings' },
    },
  );
  return { message: 'The artist has been asked for changes' };
}

/** The newest of `asked` (newest first) for this artist, as the queue shows it. */
function lastAsked(
  asked: Array<{ userId: string | null; at: Date; message: string | null }>,
  userId: string,
) {
  const last = asked.find((a) => a.userId === userId);
  return last ? { at: last.at.toISOString(), message: last.message ?? '' } : null;
}

/** Pictures of the queue shown per artist: enough to judge the work. */
const PICTURES_EACH = 8;

/**
 * The verification queue: finished profiles of live, unblocked accounts still unverified,
 * the longest waiting first, with pictures, services, bio and phone status.
 */
export async function listVerificationQueue(
  ctx: AppContext,
  now = new Date(),
): Promise<{ artists: WaitingArtist[] }> {
  const waiting = await ctx.db
    .select({
      userId: profiles.userId,
      submittedAt: profiles.submittedAt,
      email: users.email,
      payoutAccountId: profiles.payoutAccountId,
    })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(
      and(
        isNull(profiles.verifiedAt),
        isNotNull(profiles.submittedAt),
        isNull(users.blockedAt),
        isNull(users.deletedAt),
      ),
    )
    .orderBy(asc(profiles.submittedAt))
    .limit(50);
  if (waiting.length === 0) return { artists: [] };
  const ids = waiting.map((w) => w.userId);
  const [loaded, pictures, asked] = await Promise.all([
    loadProfiles(ctx, ids),
    ctx.db
      .select()
      .from(images)
      .where(and(inArray(images.userId, ids), eq(images.kind, 'portfolio')))
      .orderBy(asc(images.createdAt)),
    ctx.db
      .select({ userId: auditLog.targetUserId, at: auditLog.createdAt, message: auditLog.reason })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'ask-changes'), inArray(auditLog.targetUserId, ids)))
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id)),
  ]);
  return {
    artists: loaded.map((profile) => {
      const facts = waiting.find((w) => w.userId === profile.row.profile.userId)!;
      return {
        profile: publicProfileView(profile),
        email: facts.email,
        submittedAt: facts.submittedAt!.toISOString(),
        late: isVerificationLate(facts.submittedAt!, now),
        mobileNumber: profile.row.mobileNumber,
        mobileVerified: profile.row.mobileVerifiedAt !== null,
        payoutConnected: facts.payoutAccountId !== null,
        pictures: pictures
          .filter((p) => p.userId === facts.userId)
          .slice(0, PICTURES_EACH)
          .map(imageView),
        changesAsked: lastAsked(asked, facts.userId),
      };
    }),
  };
}
