import { createHash, randomBytes } from 'node:crypto';
import type {
  PayoutAccountView,
  PayoutCallbackAnswer,
  SimulatedBankInput,
} from '#shared/schemas/payments.ts';
import { AppError } from '../../app-error.ts';
import type { AppContext } from '../../context.ts';
import type { SimulatedGateway } from '../../integrations/payments/simulated-gateway.ts';
import {
  findConnectingArtist,
  findConnectionOwner,
  findOpenConnection,
  findPayoutAccount,
  insertPayoutConnection,
  recordPayoutAccount,
} from './payouts.queries.ts';

export const payoutMessages = {
  success: 'Your account has been successfully created',
  notFinished:
    'Your bank account is not connected yet. Please finish the steps with our payment partner.',
  badLink: 'This link is not valid any more. Please connect your bank account again.',
  noProfile: 'Create your artist profile before connecting a bank account.',
  alreadyConnected:
    'Your bank account is already connected. To change it, write to us from the Help Center.',
} as const;

const CONNECT_HOURS = 24;
const hashState = (state: string) => createHash('sha256').update(state).digest('hex');

/** GET /api/stripe/account: the artist's own payout account; nobody else's. */
export async function payoutAccountView(
  ctx: AppContext,
  userId: string,
): Promise<PayoutAccountView> {
  const row = await findPayoutAccount(ctx.db, userId);
  return {
    connected: Boolean(row?.accountId),
    bankName: row?.bankName ?? null,
    routingNumber: row?.routingNumber ?? null,
    last4: row?.last4 ?? null,
  };
}

/**
 * POST /api/stripe/account: makes (or reuses) the artist's account at the provider and answers
 * with its onboarding address. The provider sends the artist back to /confirm-account with a
 * fresh random `state`; only its hash is kept, tied to this user.
 */
export async function startPayoutConnect(
  ctx: AppContext,
  userId: string,
): Promise<{ url: string }> {
  const artist = await findConnectingArtist(ctx.db, userId);
  if (!artist) throw new AppError('forbidden', payoutMessages.noProfile);
  if (artist.accountId) throw new AppError('conflict', payoutMessages.alreadyConnected);

  const accountId = await ctx.gateway.createPayoutAccount({
    userId,
    email: artist.email,
    firstName: artist.firstName,
    lastName: artist.lastName,
  });
  const state = randomBytes(32).toString('base64url');
  await insertPayoutConnection(ctx.db, {
    stateHash: hashState(state),
    userId,
    accountId,
    expiresAt: new Date(Date.now() + CONNECT_HOURS * 3_600_000),
  });
  const url = await ctx.gateway.payoutOnboardingUrl(accountId, {
    returnUrl: `${ctx.env.PUBLIC_URL}/confirm-account?code=${state}`,
    refreshUrl: `${ctx.env.PUBLIC_URL}/bank`,
  });
  return { url };
}

/**
 * Records a finished onboarding: the account and bank on the profile, and the artist's mobile
 * number verified (docs/product.md). Safe to repeat: it writes the same values again.
 */
async function recordConnectedAccount(ctx: AppContext, userId: string, accountId: string) {
  const status = await ctx.gateway.payoutAccountStatus(accountId);
  if (!status.ready) return false;
  await ctx.db.transaction(async (tx) => {
    await recordPayoutAccount(tx, userId, accountId, status.bank ?? null);
  });
  return true;
}

/**
 * POST /api/stripe/account/{code}: the return from onboarding. The state must be one this
 * user started (a forged or someone else's callback finds nothing); reloading the page answers
 * the same success without making anything twice.
 */
export async function finishPayoutConnect(
  ctx: AppContext,
  userId: string,
  state: string,
): Promise<PayoutCallbackAnswer> {
  const connection = await findOpenConnection(ctx.db, userId, hashState(state));
  if (!connection) return { status: 'fail', message: payoutMessages.badLink };
  const connected = await recordConnectedAccount(ctx, userId, connection.accountId);
  return connected
    ? { status: 'success', message: payoutMessages.success }
    : { status: 'fail', message: payoutMessages.notFinished };
}

/** The provider's `account.updated` webhook: an artist who closed the tab early still gets connected. */
export async function syncPayoutAccount(ctx: AppContext, accountId: string): Promise<void> {
  const connection = await findConnectionOwner(ctx.db, accountId);
  if (connection) await recordConnectedAccount(ctx, connection.userId, accountId);
}

/**
 * POST /api/simulated/bank/{accountId}: the simulated provider's onboarding form. Only the
 * account's own artist may fill it in; the full account number is never kept.
 */
export async function completeSimulatedOnboarding(
  ctx: AppContext,
  userId: string,
  accountId: string,
  input: SimulatedBankInput,
): Promise<{ returnUrl: string }> {
  if (ctx.gateway.provider !== 'simulated') {
    throw new AppError('not_found', 'The simulated provider is not in use.');
  }
  const gateway = ctx.gateway as SimulatedGateway;
  if ((await gateway.accountOwner(accountId)) !== userId) {
    throw new AppError('not_found', payoutMessages.badLink);
  }
  const { returnUrl } = await gateway.completeOnboarding(accountId, {
    bankName: input.bankName,
    routingNumber: `${input.transitNumber}-${input.institutionNumber}`,
    last4: input.accountNumber.slice(-4),
  });
  if (!returnUrl) throw new AppError('not_found', payoutMessages.badLink);
  // Only the path: the address is ours, made in startPayoutConnect.
  const url = new URL(returnUrl);
  return { returnUrl: `${url.pathname}${url.search}` };
}
