import { createHash, randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { email as emailSchema } from '#shared/schemas/common.ts';
import type {
  SocialProvider,
  SocialSignInAnswer,
  SocialSignInInput,
} from '#shared/schemas/user.ts';
import type { Db } from '../../db/open-db.ts';
import { AppError } from '../../app-error.ts';
import type { AppContext } from '../../context.ts';
import { createSession, revokeAllSessions, type Caller } from '../../http/sessions.ts';
import { BLOCKED_MESSAGE } from '../../accounts/account-guards.ts';
import { oauthProvider, type OAuthProvider, type SocialProfile } from './oauth.ts';
import {
  claimUnconfirmedAccount,
  findIdentityOwner,
  insertIdentity,
  saveOAuthState,
  takeOAuthState,
} from './social-sign-in.queries.ts';
import { findAccountByEmail, insertUser } from '../../accounts/accounts.queries.ts';

const NAME_MAX = 30;

function requireProvider(ctx: AppContext, name: string, log: FastifyBaseLogger): OAuthProvider {
  const provider = oauthProvider(ctx.env, name, log);
  if (!provider) {
    throw new AppError('not_found', 'This sign-in method is not available on this site.');
  }
  return provider;
}

/**
 * POST /user/{provider}/start: a fresh state (against login CSRF) and PKCE verifier (so a
 * stolen code is useless), remembered for 10 minutes; the answer says where to send the browser.
 */
export async function startSocialSignIn(ctx: AppContext, name: string, log: FastifyBaseLogger) {
  const provider = requireProvider(ctx, name, log);
  const state = randomBytes(32).toString('base64url');
  const codeVerifier = randomBytes(32).toString('base64url');
  const codeChallenge = createHash('sha256').update(codeVerifier).digest('base64url');
  // The URL first: if the provider cannot be reached, no state is stored for nothing.
  const url = await provider.authorizationUrl({ state, codeChallenge });
  await saveOAuthState(ctx.db, { state, provider: provider.name, codeVerifier });
  return { url, state };
}

/**
 * POST /user/{provider}: the code and state from the provider's redirect. The state is used
 * up first, so a replayed or forged callback stops before the provider is called.
 */
export async function signInWithProvider(
  ctx: AppContext,
  name: SocialProvider,
  input: SocialSignInInput,
  log: FastifyBaseLogger,
  caller: Caller,
): Promise<SocialSignInAnswer> {
  const provider = requireProvider(ctx, name, log);
  const codeVerifier = await takeOAuthState(ctx.db, input.state, provider.name);
  if (!codeVerifier) {
    throw new AppError(
      'bad_request',
      `This ${provider.label} sign-in has expired or was already used. Please start again.`,
    );
  }
  const profile = await provider.profile(input.code, codeVerifier);
  const { userId, register } = await ctx.db.transaction((tx) =>
    resolveAccount(tx, provider, profile),
  );
  return { token: await createSession(ctx.db, userId, caller.userAgent), register };
}

/**
 * Finds or makes the account for a provider identity:
 * 1. an identity already linked signs in to its account;
 * 2. an account with the same address is linked only when the provider verified the address;
 * 3. otherwise a new account is made (register: true).
 */
async function resolveAccount(
  tx: Db,
  provider: OAuthProvider,
  profile: SocialProfile,
): Promise<{ userId: string; register: boolean }> {
  const owner = await findIdentityOwner(tx, provider.name, profile.subject);
  if (owner) {
    if (owner.deletedAt) throw new AppError('forbidden', 'This account can no longer be used.');
    if (owner.blockedAt) throw new AppError('forbidden', BLOCKED_MESSAGE);
    return { userId: owner.id, register: false };
  }

  const email = emailSchema.safeParse(profile.email ?? '');
  if (!email.success) {
    throw new AppError(
      'bad_request',
      `${provider.label} didn't share an e-mail address with us. Allow access to your e-mail ` +
        `address, or sign up with e-mail instead.`,
    );
  }
  const names = namesOf(profile, email.data);

  const existing = await findAccountByEmail(tx, email.data);
  if (existing) return linkExisting(tx, provider, profile, existing, names);

  const created = await insertUser(tx, {
    email: email.data,
    ...names,
    passwordHash: null,
    emailConfirmedAt: profile.emailVerified ? new Date() : null,
  });
  if (!created) {
    // Another request registered this address since the lookup: link to it like any other.
    const winner = await findAccountByEmail(tx, email.data);
    if (!winner) throw tryAgain();
    return linkExisting(tx, provider, profile, winner, names);
  }
  if (!(await insertIdentity(tx, { ...identityOf(provider, profile), userId: created.id }))) {
    throw tryAgain();
  }
  return { userId: created.id, register: true };
}

type Account = NonNullable<Awaited<ReturnType<typeof findAccountByEmail>>>;

async function linkExisting(
  tx: Db,
  provider: OAuthProvider,
  profile: SocialProfile,
  account: Account,
  names: { firstName: string; lastName: string },
): Promise<{ userId: string; register: boolean }> {
  // An unverified address proves nothing: linking on it would hand the account to whoever
  // typed that address at the provider.
  if (!profile.emailVerified) {
    throw new AppError(
      'conflict',
      account.passwordHash
        ? 'An account with this e-mail already exists. Sign in with your password.'
        : 'An account with this e-mail already exists. Sign in the way you signed up.',
    );
  }
  if (account.blockedAt) throw new AppError('forbidden', BLOCKED_MESSAGE);

  // Pre-account-takeover guard: an address never confirmed means whoever set the password
  // never proved the mailbox. The provider just did, so the account becomes theirs alone.
  const claimed = account.emailConfirmedAt === null;
  if (claimed) {
    await claimUnconfirmedAccount(tx, account.id, names);
    await revokeAllSessions(tx, account.id);
  }
  if (!(await insertIdentity(tx, { ...identityOf(provider, profile), userId: account.id }))) {
    // The same identity was linked by a parallel sign-in; fine if it went to this account.
    const owner = await findIdentityOwner(tx, provider.name, profile.subject);
    if (owner?.id !== account.id) throw tryAgain();
  }
  // Claiming an unconfirmed account completes its registration, as the confirmation link
  // does, so its owner chooses a role next.
  return { userId: account.id, register: claimed };
}

const tryAgain = () =>
  new AppError('conflict', 'This sign-in overlapped with another one. Please try again.');

const identityOf = (provider: OAuthProvider, profile: SocialProfile) => ({
  provider: provider.name,
  subject: profile.subject,
});

/** The provider's names, tidied to the registration limits, with a fallback for the first. */
function namesOf(profile: SocialProfile, email: string) {
  const tidy = (value: string) => value.replace(/\s+/g, ' ').trim().slice(0, NAME_MAX).trim();
  return {
    firstName: tidy(profile.firstName) || tidy(email.split('@')[0] ?? '') || 'Blush member',
    lastName: tidy(profile.lastName),
  };
}
