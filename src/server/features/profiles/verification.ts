import { PRODUCT_NAME } from '#shared/brand.ts';
import { isVerificationLate } from '#shared/domain/admin.ts';
import type { WaitingArtist } from '#shared/schemas/admin.ts';
import { recordAudit } from '../../audit/audit-log.ts';
import { AppError } from '../../app-error.ts';
import type { AppContext } from '../../context.ts';
import { imageView } from '../../integrations/images/image-view.ts';
import { sendBrandedEmail } from '../../integrations/email/send-branded-email.ts';
import { publicProfileView } from './profile-view.ts';
import { loadProfiles } from './profiles.service.ts';
import {
  findArtistContact,
  findChangesAsked,
  findLiveContact,
  findPortfoliosOf,
  findWaitingArtists,
  lockVerification,
  setVerifiedAt,
} from './verification.queries.ts';

const notFound = () => new AppError('not_found', 'This artist profile does not exist.');

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
    const before = await lockVerification(tx, userId);
    if (!before) throw notFound();
    if ((before.verifiedAt !== null) === verified) return false;
    await setVerifiedAt(tx, userId, verified);
    await recordAudit(tx, {
      actorId: adminId,
      action: verified ? 'verify' : 'unverify',
      targetUserId: userId,
    });
    return true;
  });
  const artist = changed && verified ? await findLiveContact(ctx.db, userId) : null;
  if (artist) {
    await sendBrandedEmail(ctx, { to: artist.email }, (t) => ({
      subject: t('email.verified.subject', { product: PRODUCT_NAME }),
      heading: t('email.verified.heading', { name: artist.firstName }),
      paragraphs: [
        t('email.verified.body', { product: PRODUCT_NAME }),
        t('email.verified.requests'),
      ],
      action: { label: t('email.verified.action'), path: `/profile/artist/${userId}` },
    }));
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
    const row = await findArtistContact(tx, userId);
    if (!row) throw notFound();
    await recordAudit(tx, {
      actorId: adminId,
      action: 'ask-changes',
      targetUserId: userId,
      reason: message,
    });
    return row;
  });
  await sendBrandedEmail(ctx, { to: artist.email }, (t) => ({
    subject: t('email.askChanges.subject', { product: PRODUCT_NAME }),
    heading: t('email.askChanges.heading', { name: artist.firstName }),
    paragraphs: [t('email.askChanges.intro'), message, t('email.askChanges.update')],
    action: { label: t('email.askChanges.action'), path: '/settings' },
  }));
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
  const waiting = await findWaitingArtists(ctx.db, 50);
  if (waiting.length === 0) return { artists: [] };
  const ids = waiting.map((w) => w.userId);
  const [loaded, pictures, asked] = await Promise.all([
    loadProfiles(ctx, ids),
    findPortfoliosOf(ctx.db, ids),
    findChangesAsked(ctx.db, ids),
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
