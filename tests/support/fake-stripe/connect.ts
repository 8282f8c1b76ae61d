import { randomBytes } from 'node:crypto';
import {
  allowOnly,
  FakeStripeError,
  invalid,
  metadata,
  noSuch,
  object,
  required,
  text,
  type FormParams,
} from './form.ts';
import {
  newId,
  now,
  type FakeAccount,
  type FakeStripeState,
  type OnboardingBank,
} from './state.ts';

/** The fake's Connect: Express accounts, onboarding links, and the artist finishing onboarding. */

export function createAccount(state: FakeStripeState, params: FormParams): FakeAccount {
  allowOnly(params, [
    'type',
    'country',
    'email',
    'business_type',
    'individual',
    'capabilities',
    'settings',
    'metadata',
  ]);
  const type = required(params, 'type');
  if (!['express', 'standard', 'custom'].includes(type)) {
    throw invalid(
      `Invalid type: must be one of custom, express, or standard`,
      'parameter_invalid',
      'type',
    );
  }
  const schedule = object(object(object(params, 'settings') ?? {}, 'payouts') ?? {}, 'schedule');
  const interval = schedule ? required(schedule, 'interval') : 'daily';
  const weeklyAnchor = schedule && text(schedule, 'weekly_anchor');
  if (interval === 'weekly' && !weeklyAnchor) {
    throw invalid('You must provide a weekly_anchor for weekly payouts.', 'parameter_missing');
  }
  const individual = object(params, 'individual');
  const id = newId('acct');
  const account: FakeAccount = {
    id,
    object: 'account',
    type,
    country: text(params, 'country') ?? 'US',
    email: text(params, 'email') ?? null,
    business_type: text(params, 'business_type') ?? null,
    individual: individual
      ? {
          first_name: text(individual, 'first_name'),
          last_name: text(individual, 'last_name'),
          email: text(individual, 'email'),
        }
      : null,
    capabilities: Object.fromEntries(
      Object.keys(object(params, 'capabilities') ?? {}).map((name) => [name, 'inactive']),
    ),
    charges_enabled: false,
    payouts_enabled: false,
    details_submitted: false,
    settings: {
      payouts: {
        schedule: {
          interval,
          ...(weeklyAnchor ? { weekly_anchor: weeklyAnchor } : {}),
          delay_days: 7,
        },
      },
    },
    external_accounts: {
      object: 'list',
      data: [],
      has_more: false,
      url: `/v1/accounts/${id}/external_accounts`,
    },
    default_currency: 'cad',
    metadata: metadata(params),
    created: now(),
  };
  state.accounts.set(id, account);
  return account;
}

/** Stripe answers an unknown (or not connected) account with a 403, not a 404. */
export function retrieveAccount(state: FakeStripeState, id: string, param?: string): FakeAccount {
  const account = state.accounts.get(id);
  if (account) return account;
  if (param) throw noSuch('account', id, param);
  throw new FakeStripeError(403, {
    type: 'invalid_request_error',
    code: 'account_invalid',
    message: `The provided key does not have access to account '${id}' (or that account does not exist). Application access may have been revoked.`,
  });
}

export function createAccountLink(state: FakeStripeState, params: FormParams): object {
  allowOnly(params, ['account', 'type', 'return_url', 'refresh_url']);
  const account = retrieveAccount(state, required(params, 'account'), 'account');
  const type = required(params, 'type');
  if (type !== 'account_onboarding' && type !== 'account_update') {
    throw invalid(`Invalid type: ${type}`, 'parameter_invalid', 'type');
  }
  const returnUrl = required(params, 'return_url');
  required(params, 'refresh_url');
  const token = randomBytes(12).toString('hex');
  state.accountLinks.set(token, { account: account.id, returnUrl });
  const created = now();
  // A page of the fake itself: opening it finishes onboarding and goes back to Blush.
  return {
    object: 'account_link',
    created,
    expires_at: created + 300,
    url: `${state.baseUrl}/setup/e/${account.id}/${token}`,
  };
}

/**
 * The artist finishing Express onboarding with a bank account; with `null`, details are
 * submitted but no bank is given yet, so Stripe cannot enable payouts.
 */
export function completeOnboarding(
  state: FakeStripeState,
  accountId: string,
  bank?: OnboardingBank | null,
): void {
  const account = state.accounts.get(accountId);
  if (!account) throw new Error(`no account ${accountId}`);
  account.details_submitted = true;
  account.charges_enabled = true;
  for (const name of Object.keys(account.capabilities)) account.capabilities[name] = 'active';
  if (bank === null) return;
  const { bankName, routingNumber, last4 } = bank ?? {
    bankName: 'STRIPE TEST BANK',
    routingNumber: '11000-000',
    last4: '6789',
  };
  account.payouts_enabled = true;
  account.external_accounts.data = [
    {
      id: newId('ba'),
      object: 'bank_account',
      account: accountId,
      bank_name: bankName,
      routing_number: routingNumber,
      last4,
      country: 'CA',
      currency: 'cad',
      status: 'new',
      default_for_currency: true,
    },
  ];
}
