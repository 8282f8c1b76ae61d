import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { PRODUCT_NAME } from '#shared/brand.ts';
import { describeUserAgent } from '#shared/domain/user-agent.ts';
import type {
  PasskeyAssertion,
  PasskeyList,
  PasskeyOptions,
  PasskeyRegistration,
} from '#shared/schemas/security.ts';
import { AppError } from '../../app-error.ts';
import type { AppContext } from '../../context.ts';
import { createSession, type Actor, type Caller } from '../../http/sessions.ts';
import { sendPasskeyAddedEmail } from '../../accounts/account-emails.ts';
import { BLOCKED_MESSAGE } from '../../accounts/account-guards.ts';
import {
  deletePasskey,
  findPasskeyForSignIn,
  findPasskeys,
  insertPasskey,
  recordPasskeyUse,
  saveChallenge,
  takeChallenge,
} from './passkeys.queries.ts';
import { findAccountById } from '../../accounts/accounts.queries.ts';

/**
 * Passkeys (WebAuthn, decision 16) with @simplewebauthn/server. The relying party is
 * PASSKEY_ORIGIN's host (PUBLIC_URL's by default). Every ceremony starts from a random
 * challenge the server stores and spends once; a response with another challenge, origin or
 * relying party, a bad signature or a counter that went backwards is a 400 and changes nothing.
 */
const relyingParty = (ctx: AppContext) => ({
  origin: ctx.env.PASSKEY_ORIGIN,
  rpID: new URL(ctx.env.PASSKEY_ORIGIN).hostname,
});

const refused = (message: string) => new AppError('bad_request', message);
const expired = () =>
  refused('This passkey request has expired or was already used. Please try again.');

/** The challenge the browser signed, read from its client data (the verifier checks the rest). */
function signedChallenge(clientDataJSON: string): string {
  try {
    const data = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8')) as {
      challenge?: unknown;
    };
    if (typeof data.challenge === 'string' && data.challenge.length > 0) return data.challenge;
  } catch {
    // Falls through to the refusal below.
  }
  throw refused('The passkey answer could not be read. Please try again.');
}

export async function listPasskeys(ctx: AppContext, userId: string): Promise<PasskeyList> {
  const rows = await findPasskeys(ctx.db, userId);
  return {
    passkeys: rows.map((row) => ({
      id: row.id,
      name: row.name,
      createdAt: row.createdAt.toISOString(),
      lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
      synced: row.backedUp,
    })),
  };
}

/** Step 1 of adding a passkey: the options for navigator.credentials.create(). */
export async function startPasskeyRegistration(
  ctx: AppContext,
  actor: Actor,
): Promise<PasskeyOptions> {
  const user = await findAccountById(ctx.db, actor.id);
  if (!user) throw new AppError('unauthorized', 'Please sign in to continue.');
  const existing = await findPasskeys(ctx.db, actor.id);
  const { rpID } = relyingParty(ctx);
  const options = await generateRegistrationOptions({
    rpName: PRODUCT_NAME,
    rpID,
    userName: user.email,
    userDisplayName: user.firstName,
    userID: new TextEncoder().encode(actor.id),
    attestationType: 'none',
    // One passkey per authenticator; signing in picks it without typing the e-mail.
    excludeCredentials: existing.map((p) => ({ id: p.id, transports: p.transports })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
  });
  await saveChallenge(ctx.db, {
    challenge: options.challenge,
    purpose: 'register',
    userId: actor.id,
  });
  return { ...options };
}

/** Step 2: verifies the new credential against the challenge this user was given, and keeps it. */
export async function finishPasskeyRegistration(
  ctx: AppContext,
  actor: Actor,
  response: PasskeyRegistration,
  caller: Caller,
) {
  const challenge = signedChallenge(response.response.clientDataJSON);
  if (!(await takeChallenge(ctx.db, challenge, 'register', actor.id))) throw expired();
  const { origin, rpID } = relyingParty(ctx);
  const verification = await verifyRegistrationResponse({
    response: response,
    expectedChallenge: challenge,
    expectedOrigin: origin,
    expectedRPID: rpID,
    requireUserVerification: false,
  }).catch((error: unknown) => {
    ctx.log.info({ err: error }, 'passkey registration refused');
    return null;
  });
  if (!verification?.verified) {
    throw refused('This passkey could not be verified. Please try again.');
  }
  const { credential, credentialBackedUp } = verification.registrationInfo;
  const { device, browser } = describeUserAgent(caller.userAgent);
  const added = await insertPasskey(ctx.db, {
    id: credential.id,
    userId: actor.id,
    publicKey: Buffer.from(credential.publicKey).toString('base64url'),
    counter: credential.counter,
    transports: credential.transports ?? [],
    backedUp: credentialBackedUp,
    name: `${browser} on ${device}`,
  });
  if (!added) throw new AppError('conflict', 'This passkey is already saved.');
  const user = await findAccountById(ctx.db, actor.id);
  if (user) await sendPasskeyAddedEmail(ctx, user.email, user.firstName);
  return { message: 'Passkey added. You can now sign in with it.' };
}

export async function removePasskey(ctx: AppContext, userId: string, id: string) {
  if (!(await deletePasskey(ctx.db, userId, id))) {
    throw new AppError('not_found', 'This passkey was already removed.');
  }
  return { message: 'Passkey removed' };
}

/** Step 1 of signing in: a challenge for any passkey of this site (the browser offers them). */
export async function startPasskeySignIn(ctx: AppContext): Promise<PasskeyOptions> {
  const options = await generateAuthenticationOptions({
    rpID: relyingParty(ctx).rpID,
    userVerification: 'preferred',
  });
  await saveChallenge(ctx.db, { challenge: options.challenge, purpose: 'sign-in', userId: null });
  return { ...options };
}

/** Step 2: checks the signature with the stored key and signs its owner in. */
export async function finishPasskeySignIn(
  ctx: AppContext,
  response: PasskeyAssertion,
  caller: Caller,
): Promise<{ token: string }> {
  const challenge = signedChallenge(response.response.clientDataJSON);
  if (!(await takeChallenge(ctx.db, challenge, 'sign-in', null))) throw expired();
  const found = await findPasskeyForSignIn(ctx.db, response.id);
  if (!found) {
    throw refused('This passkey is not known here. Sign in with your password and add it again.');
  }
  const { passkey } = found;
  const { origin, rpID } = relyingParty(ctx);
  const verification = await verifyAuthenticationResponse({
    response: response,
    expectedChallenge: challenge,
    expectedOrigin: origin,
    expectedRPID: rpID,
    credential: {
      id: passkey.id,
      publicKey: new Uint8Array(Buffer.from(passkey.publicKey, 'base64url')),
      counter: passkey.counter,
      transports: passkey.transports,
    },
    requireUserVerification: false,
  }).catch((error: unknown) => {
    ctx.log.info({ err: error }, 'passkey sign-in refused');
    return null;
  });
  // A user handle, when sent, must name the passkey's own account.
  const handle = response.response.userHandle;
  const owner = handle ? Buffer.from(handle, 'base64url').toString('utf8') : passkey.userId;
  if (!verification?.verified || owner !== passkey.userId) {
    throw refused('This passkey could not be verified. Please try again.');
  }
  const counted = await recordPasskeyUse(
    ctx.db,
    passkey.id,
    passkey.counter,
    verification.authenticationInfo.newCounter,
  );
  if (!counted) throw refused('This passkey could not be verified. Please try again.');
  if (found.deletedAt) throw refused('This passkey is not known here.');
  if (found.blockedAt) throw new AppError('forbidden', BLOCKED_MESSAGE);
  if (!found.emailConfirmedAt) {
    throw new AppError(
      'email_unconfirmed',
      'Please confirm your e-mail address before signing in. Check your inbox for our link.',
    );
  }
  return { token: await createSession(ctx.db, passkey.userId, caller.userAgent) };
}
