import type { Locale } from '#shared/i18n/locales.ts';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type {
  ConfirmAnswer,
  EmailInput,
  LoginInput,
  RegisterInput,
  ResetInput,
  UserUpdateValues,
} from '#shared/schemas/user.ts';
import {
  emailTokens,
  healthNotes,
  helpMessages,
  images,
  passkeys,
  paymentCards,
  profiles,
  sessions,
  socialIdentities,
  users,
} from '../../db/schema/index.ts';
import { getCurrentUser } from '../../accounts/current-user.ts';
import { recordAudit } from '../../audit/audit-log.ts';
import { deleteImage } from '../../integrations/images/store-image.ts';
import type { Db } from '../../db/open-db.ts';
import { AppError } from '../../app-error.ts';
import type { AppContext } from '../../context.ts';
import {
  clearSignInFailures,
  enforceAccountLimit,
  forgiveSignIn,
  reserveSignIn,
} from '../../http/rate-limit.ts';
import { createSession, revokeAllSessions, type Caller } from '../../http/sessions.ts';
import { queues, TRANSACTIONAL_JOB_ATTEMPTS } from '../../jobs/jobs.ts';
import { enqueue } from '../../jobs/queue.ts';
import {
  sendAccountDeletedEmail,
  sendAlreadyRegisteredEmail,
  sendConfirmationEmail,
  sendEmailChangeEmails,
  sendPasswordChangedEmail,
  sendResetEmail,
} from './account-emails.ts';
import { BLOCKED_MESSAGE, keepAnAdmin } from './block-account.ts';
import { consumeLinkToken, dropLinkTokens, issueLinkToken } from './email-links.ts';
import { checkPassword, hashPassword } from './passwords.ts';
import { findAccountByEmail, findAccountById, insertUser } from './users.queries.ts';

export const messages = {
  forgot: 'An email has been sent with instructions to reset your password',
  reset: 'Your password has been successfully changed',
  resend: 'If that address has an account waiting for confirmation, a new link is on its way.',
  deleted: 'Your account has been permanently deleted',
  updated: 'User Update',
  mobileLocked: 'Your mobile number is verified. To change it, write to us from the Help Center.',
} as const;

/** Changing to, or confirming, an address another account uses (registering never says). */
const taken = () =>
  new AppError('conflict', 'An account with this e-mail already exists.', {
    email: 'is already registered',
  });

/**
 * Signs in with e-mail and password; the answer is the same for an unknown e-mail and a wrong
 * password. Only failures count toward the limits: a right password gives the attempt back.
 */
export async function logIn(
  ctx: AppContext,
  input: LoginInput,
  caller: Caller,
): Promise<{ token: string }> {
  await reserveSignIn(ctx.db, input.email, caller.address);
  const user = await findAccountByEmail(ctx.db, input.email);
  const ok = await checkPassword(user?.passwordHash ?? null, input.password);
  if (!user || !ok) throw new AppError('unauthorized', 'The e-mail or password is incorrect.');
  await forgiveSignIn(ctx.db, input.email, caller.address);
  if (user.blockedAt) throw new AppError('forbidden', BLOCKED_MESSAGE);
  if (!user.emailConfirmedAt) {
    throw new AppError(
      'email_unconfirmed',
      'Please confirm your e-mail address before signing in. Check your inbox for our link.',
    );
  }
  return { token: await createSession(ctx.db, user.id, caller.userAgent) };
}

/**
 * Creates an unconfirmed account and e-mails its confirmation link (spec §4 Registration).
 * An address that already has an account gets the same answer, in about the same time (the
 * password is hashed either way), and its owner an e-mail instead: nobody learns from the
 * form which addresses have accounts.
 */
/** `locale`: the language of the page she signed up on, kept as her account's. */
export async function register(ctx: AppContext, input: RegisterInput, locale: Locale = 'en-CA') {
  await enforceAccountLimit(ctx.db, 'signUp', input.email.toLowerCase());
  const passwordHash = await hashPassword(input.password);
  const existing = await findAccountByEmail(ctx.db, input.email);
  // Another request for the same address may win the race since the check: same outcome.
  const created = existing
    ? null
    : await insertUser(ctx.db, {
        email: input.email,
        firstName: input.firstName,
        lastName: input.lastName,
        passwordHash,
        emailConfirmedAt: null,
        locale,
      });
  if (created) {
    await mailLink(
      ctx,
      { id: created.id, email: input.email, firstName: input.firstName },
      'confirm',
      sendConfirmationEmail,
    );
  } else {
    const owner = existing ?? (await findAccountByEmail(ctx.db, input.email));
    if (owner && !owner.blockedAt) {
      await sendAlreadyRegisteredEmail(ctx, owner.email, owner.firstName);
    }
  }
  return {
    message: `We sent a confirmation link to ${input.email}. It expires in 24 hours.`,
  };
}

/** Keeps the language she chose in her account: her pages and her e-mails (decision 0037). */
export async function saveLocale(db: Db, userId: string, locale: Locale): Promise<void> {
  await db
    .update(users)
    .set({ locale, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}

/** Makes a single-use link and e-mails it to the account's own stored address. */
async function mailLink(
  ctx: AppContext,
  account: { id: string; email: string; firstName: string },
  purpose: 'confirm' | 'reset',
  send: typeof sendConfirmationEmail,
) {
  const token = await issueLinkToken(ctx.db, { userId: account.id, purpose, email: account.email });
  await send(ctx, account.email, account.firstName, token);
}

/** Resends the confirmation link, always to the account's own stored address. */
export async function resendConfirmation(ctx: AppContext, input: EmailInput) {
  await enforceAccountLimit(ctx.db, 'resendConfirmation', input.email.toLowerCase());
  const user = await findAccountByEmail(ctx.db, input.email);
  if (user && !user.emailConfirmedAt && !user.blockedAt) {
    await mailLink(ctx, user, 'confirm', sendConfirmationEmail);
  }
  return { message: messages.resend };
}

/**
 * Follows a link from /confirmation/:token: confirms a new account or a new address, and
 * signs its owner in.
 */
export async function confirmEmail(
  ctx: AppContext,
  token: string,
  caller: Caller,
): Promise<ConfirmAnswer> {
  const { purpose, userId } = await ctx.db.transaction(async (tx) => {
    const link = await consumeLinkToken(tx, token, ['confirm', 'change-email']);
    if (!link) {
      throw new AppError(
        'bad_request',
        'This link has expired or was already used. Ask for a new one below.',
      );
    }
    const owner = await findAccountById(tx, link.userId);
    if (!owner || owner.blockedAt) {
      throw new AppError('forbidden', 'This account can no longer be used.');
    }
    if (link.purpose === 'change-email') {
      const other = await findAccountByEmail(tx, link.email);
      if (other && other.id !== owner.id) throw taken();
      await tx
        .update(users)
        .set({
          email: link.email,
          pendingEmail: null,
          emailConfirmedAt: sql`coalesce(${users.emailConfirmedAt}, now())`,
          updatedAt: sql`now()`,
        })
        .where(eq(users.id, owner.id));
      // A reset link sent to the old address must not outlive the change.
      await dropLinkTokens(tx, owner.id, ['reset']);
      return { purpose: 'change-email' as const, userId: owner.id };
    }
    await confirmAddress(tx, owner.id, link.email);
    return { purpose: 'register' as const, userId: owner.id };
  });
  return {
    token: await createSession(ctx.db, userId, caller.userAgent),
    purpose,
    message:
      purpose === 'register'
        ? 'Your e-mail is confirmed. Welcome!'
        : 'Your new e-mail address is confirmed.',
  };
}

/**
 * A link from the inbox proves the address. When it confirms an account for the first time,
 * whatever signed in to that account before (sessions, a social login whose provider did not
 * verify the address) was never proven to be the inbox owner, so it is cut off.
 */
async function confirmAddress(tx: Db, userId: string, email: string) {
  const firstTime = await tx
    .update(users)
    .set({ emailConfirmedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(users.id, userId), eq(users.email, email), isNull(users.emailConfirmedAt)))
    .returning({ id: users.id });
  if (firstTime.length > 0) {
    await tx.delete(socialIdentities).where(eq(socialIdentities.userId, userId));
    await tx.delete(passkeys).where(eq(passkeys.userId, userId));
    await revokeAllSessions(tx, userId);
  }
}

/** Sends a reset link if the account exists; the answer never says whether it does. */
export async function forgotPassword(ctx: AppContext, input: EmailInput) {
  await enforceAccountLimit(ctx.db, 'forgotPassword', input.email.toLowerCase());
  const user = await findAccountByEmail(ctx.db, input.email);
  if (user && !user.blockedAt) {
    await mailLink(ctx, user, 'reset', sendResetEmail);
  }
  return { message: messages.forgot };
}

/**
 * Sets a new password from a reset link and signs the user out everywhere. Following the
 * link also proves the address, so an unconfirmed account becomes confirmed, and its failed
 * sign-ins stop counting: the owner can sign in at once.
 */
export async function resetPassword(ctx: AppContext, input: ResetInput) {
  const passwordHash = await hashPassword(input.password);
  const link = await ctx.db.transaction(async (tx) => {
    const link = await consumeLinkToken(tx, input.token, ['reset']);
    if (!link) {
      throw new AppError(
        'bad_request',
        'This reset link has expired or was already used. Please ask for a new one.',
      );
    }
    await tx
      .update(users)
      .set({ passwordHash, updatedAt: sql`now()` })
      .where(and(eq(users.id, link.userId), eq(users.email, link.email)));
    await confirmAddress(tx, link.userId, link.email);
    await dropLinkTokens(tx, link.userId, ['reset']);
    await revokeAllSessions(tx, link.userId);
    return link;
  });
  await clearSignInFailures(ctx.db, link.email);
  const owner = await findAccountById(ctx.db, link.userId);
  if (owner) await sendPasswordChangedEmail(ctx, owner.email, owner.firstName);
  return { message: messages.reset };
}

/**
 * PATCH /user: names and mobile number are saved at once; a new e-mail waits until it is
 * confirmed from its own inbox. The schema is strict, so nothing else can be set.
 */
export async function updateUser(ctx: AppContext, userId: string, changes: UserUpdateValues) {
  const current = await findAccountById(ctx.db, userId);
  if (!current) throw new AppError('unauthorized', 'Please sign in to continue.');
  const set: Partial<typeof users.$inferInsert> = {};
  if (changes.firstName !== undefined) set.firstName = changes.firstName;
  if (changes.lastName !== undefined) set.lastName = changes.lastName;
  if (changes.mobileNumber !== undefined) {
    const mobileNumber = changes.mobileNumber || null;
    // docs/product.md: once verified (the payout account is connected) only support can change it.
    if (current.mobileVerifiedAt && mobileNumber !== current.mobileNumber) {
      throw new AppError('conflict', messages.mobileLocked, {
        mobileNumber: 'is verified: change it through the Help Center',
      });
    }
    set.mobileNumber = mobileNumber;
  }
  let newEmail: string | null = null;
  if (changes.email !== undefined) {
    if (changes.email.toLowerCase() === current.email.toLowerCase()) {
      set.email = changes.email;
      set.pendingEmail = null;
    } else {
      await enforceAccountLimit(ctx.db, 'changeEmail', userId);
      if (await findAccountByEmail(ctx.db, changes.email)) throw taken();
      set.pendingEmail = newEmail = changes.email;
    }
  }
  if (Object.keys(set).length > 0) {
    await ctx.db
      .update(users)
      .set({ ...set, updatedAt: sql`now()` })
      .where(eq(users.id, userId));
  }
  if (newEmail) {
    const token = await issueLinkToken(ctx.db, {
      userId,
      purpose: 'change-email',
      email: newEmail,
    });
    await sendEmailChangeEmails(ctx, {
      oldEmail: current.email,
      newEmail,
      name: set.firstName ?? current.firstName,
      token,
      locale: current.locale,
    });
  }
  return {
    user: await getCurrentUser(ctx.db, userId),
    message: newEmail
      ? `${messages.updated}. Confirm ${newEmail} from the link we sent there to start using it.`
      : messages.updated,
  };
}

/**
 * Deletes the account (docs/product.md, People and access): personal data, sign-in methods and
 * sessions are erased; the row stays, anonymised, so past bookings and money records keep
 * their references.
 */
export async function deleteAccount(ctx: AppContext, userId: string) {
  const user = await findAccountById(ctx.db, userId);
  if (!user) throw new AppError('unauthorized', 'Please sign in to continue.');
  return eraseAccount(ctx, user);
}

/**
 * Admin (DELETE /profile/profile-user-dashboard): deletes another user's account, exactly as
 * its owner would from the settings, and records it in the same transaction.
 */
export async function deleteAccountAsAdmin(
  ctx: AppContext,
  adminId: string,
  userId: string,
  reason?: string,
) {
  if (userId === adminId) {
    throw new AppError('conflict', 'Delete your own account from your account settings.');
  }
  const user = await findAccountById(ctx.db, userId);
  if (!user) throw new AppError('not_found', 'This user does not exist.');
  await eraseAccount(ctx, user, (tx) =>
    recordAudit(tx, {
      actorId: adminId,
      action: 'delete-account',
      targetUserId: userId,
      reason: reason ?? null,
      details: { email: user.email },
    }),
  );
  return { message: 'The account has been deleted' };
}

async function eraseAccount(
  ctx: AppContext,
  user: NonNullable<Awaited<ReturnType<typeof findAccountById>>>,
  alsoInTransaction?: (tx: Db) => Promise<void>,
) {
  const userId = user.id;
  const pictures = await ctx.db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ role: users.role })
      .from(users)
      .where(and(eq(users.id, userId), isNull(users.deletedAt)))
      .for('update');
    if (!locked) throw new AppError('not_found', 'This user does not exist.');
    if (locked.role === 'Admin') await keepAnAdmin(tx, userId);
    await tx
      .update(users)
      .set({
        email: `deleted-${userId}@deleted.invalid`,
        firstName: 'Former',
        lastName: 'member',
        passwordHash: null,
        pendingEmail: null,
        mobileNumber: null,
        mobileVerifiedAt: null,
        profileImageId: null,
        emailConfirmedAt: null,
        deletedAt: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(and(eq(users.id, userId), isNull(users.deletedAt)));
    await tx.delete(sessions).where(eq(sessions.userId, userId));
    await tx.delete(socialIdentities).where(eq(socialIdentities.userId, userId));
    await tx.delete(passkeys).where(eq(passkeys.userId, userId));
    await tx.delete(emailTokens).where(eq(emailTokens.userId, userId));
    await tx
      .delete(helpMessages)
      .where(eq(sql`lower(${helpMessages.email})`, user.email.toLowerCase()));
    // The artist profile goes with its services and courses (cascade), the pictures below.
    await tx.delete(profiles).where(eq(profiles.userId, userId));
    await tx.delete(paymentCards).where(eq(paymentCards.userId, userId));
    await tx.delete(healthNotes).where(eq(healthNotes.userId, userId));
    // Open requests and upcoming bookings are called off, the other party told (docs/product.md).
    await enqueue(
      tx,
      queues.closeBookings,
      [{ userId, why: 'deleted' }],
      TRANSACTIONAL_JOB_ATTEMPTS,
    );
    await alsoInTransaction?.(tx);
    return tx.delete(images).where(eq(images.userId, userId)).returning({ id: images.id });
  });
  // Files after the commit: a failed delete leaves an unreachable file, never a broken row.
  await Promise.allSettled(pictures.map(({ id }) => deleteImage(ctx.storage, id)));
  await sendAccountDeletedEmail(ctx, user.email, user.firstName, user.locale);
  return { message: messages.deleted };
}
