import Stripe from 'stripe';
import {
  CardError,
  GatewayUnavailableError,
  type BankAccount,
  type ChargeResult,
  type PaymentGateway,
  type WebhookEvent,
} from './gateway.ts';

export interface StripeGatewayOptions {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** Another API address than api.stripe.com, e.g. a local fake in tests (`http://127.0.0.1:12345`). */
  apiUrl?: string;
  /** How long one attempt may take before the library gives up on it (and retries). */
  timeoutMs?: number;
  /** Retries of connection failures, timeouts and 5xx; each POST keeps its idempotency key. */
  maxNetworkRetries?: number;
}

const SETUP_FAILED = 'This card could not be saved. Please try again.';
const CARD_MISSING = 'This card is no longer saved. Please choose another card.';

/**
 * Real Stripe (docs/product.md "Payments provider"): cards saved with SetupIntents, off-session
 * destination charges to the artist's Express account with the platform's share as the
 * application fee, refunds that reverse both, and signed webhooks.
 */
export function stripeGateway(options: StripeGatewayOptions): PaymentGateway {
  const stripe = new Stripe(options.secretKey, {
    ...apiAddress(options.apiUrl),
    maxNetworkRetries: options.maxNetworkRetries ?? 2,
    timeout: options.timeoutMs ?? 20_000,
  });

  return {
    provider: 'stripe',
    ...cardCalls(stripe, options.publishableKey),
    ...payoutAccountCalls(stripe),
    ...moneyCalls(stripe, options.webhookSecret),
  };
}

/** Customers and their saved cards. */
function cardCalls(
  stripe: Stripe,
  publishableKey: string,
): Pick<PaymentGateway, 'createCustomer' | 'startCardSetup' | 'attachCard' | 'detachCard'> {
  return {
    createCustomer: ({ userId, email, name }) =>
      call(async () => {
        const customer = await stripe.customers.create(
          { email, name, metadata: { userId } },
          { idempotencyKey: `customer-${userId}` },
        );
        return customer.id;
      }),

    startCardSetup: (customerId) =>
      call(async () => {
        const intent = await stripe.setupIntents.create({
          customer: customerId,
          usage: 'off_session',
          // The pinned API version (2026-10-28) names this `allowed_payment_method_types`.
          allowed_payment_method_types: ['card'],
        });
        if (!intent.client_secret)
          throw new Error('Stripe returned a SetupIntent without a secret');
        return {
          provider: 'stripe',
          publishableKey,
          clientSecret: intent.client_secret,
        };
      }),

    attachCard: (customerId, token) =>
      call(async () => {
        // The browser confirmed the SetupIntent with Stripe.js; its id is only trusted for
        // this customer, so one customer cannot save another's card.
        const intent = await stripe.setupIntents
          .retrieve(token, { expand: ['payment_method'] })
          .catch((error: unknown) => {
            // The token comes from the browser: an unknown one is a refusal, not a server error.
            throw missing(error) ? new CardError('setup_mismatch', SETUP_FAILED) : error;
          });
        const intentCustomer =
          typeof intent.customer === 'string' ? intent.customer : intent.customer?.id;
        if (intentCustomer !== customerId) throw new CardError('setup_mismatch', SETUP_FAILED);
        if (intent.status !== 'succeeded') {
          const error = intent.last_setup_error;
          throw new CardError(error?.code ?? 'setup_failed', error?.message ?? SETUP_FAILED);
        }
        const method = intent.payment_method;
        if (typeof method !== 'object' || method === null || !method.card) {
          throw new CardError('setup_failed', SETUP_FAILED);
        }
        const card = method.card;
        return {
          id: method.id,
          // Stripe always sets a card fingerprint; the id keeps the type total without it.
          fingerprint: card.fingerprint ?? method.id,
          brand: card.brand,
          last4: card.last4,
          expMonth: card.exp_month,
          expYear: card.exp_year,
        };
      }),

    detachCard: (cardId) =>
      call(async () => {
        try {
          await stripe.paymentMethods.detach(cardId);
        } catch (error) {
          if (!alreadyDetached(error)) throw error;
        }
      }),
  };
}

/** The artists' Express accounts: creation, onboarding and status. */
function payoutAccountCalls(
  stripe: Stripe,
): Pick<PaymentGateway, 'createPayoutAccount' | 'payoutOnboardingUrl' | 'payoutAccountStatus'> {
  return {
    createPayoutAccount: ({ userId, email, firstName, lastName }) =>
      call(async () => {
        const account = await stripe.accounts.create(
          {
            type: 'express',
            country: 'CA',
            email,
            business_type: 'individual',
            individual: { first_name: firstName, last_name: lastName, email },
            capabilities: { card_payments: { requested: true }, transfers: { requested: true } },
            settings: { payouts: { schedule: { interval: 'weekly', weekly_anchor: 'monday' } } },
            metadata: { userId },
          },
          // One account per artist: a double click or a retry must not open a second one.
          { idempotencyKey: `account-${userId}` },
        );
        return account.id;
      }),

    payoutOnboardingUrl: (accountId, { returnUrl, refreshUrl }) =>
      call(async () => {
        const link = await stripe.accountLinks.create({
          account: accountId,
          type: 'account_onboarding',
          return_url: returnUrl,
          refresh_url: refreshUrl,
        });
        return link.url;
      }),

    payoutAccountStatus: (accountId) =>
      call(async () => {
        const account = await stripe.accounts.retrieve(accountId);
        return {
          ready: account.details_submitted && account.payouts_enabled,
          bank: firstBank(account),
        };
      }),
  };
}

/** Money that moves: charges, refunds, payouts, and the webhooks that report on them. */
function moneyCalls(
  stripe: Stripe,
  webhookSecret: string,
): Pick<PaymentGateway, 'charge' | 'refund' | 'payout' | 'parseWebhook'> {
  return {
    charge: async (request) => {
      const destination = request.destinationAccountId;
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount: request.amountCents,
            currency: 'cad',
            customer: request.customerId,
            payment_method: request.cardId,
            off_session: true,
            confirm: true,
            description: request.description,
            // The key travels with the payment so a webhook finds the attempt it belongs to.
            metadata: { ...request.metadata, idempotencyKey: request.idempotencyKey },
            ...(destination
              ? {
                  application_fee_amount: request.applicationFeeCents,
                  transfer_data: { destination },
                }
              : {}),
          },
          { idempotencyKey: request.idempotencyKey },
        );
        return chargeResult(intent);
      } catch (error) {
        if (error instanceof Stripe.errors.StripeCardError) {
          return {
            status: 'failed',
            paymentId: error.payment_intent?.id ?? null,
            // The library types decline_code as always present; Stripe omits it for some codes.
            code: error.decline_code ?? error.code ?? 'card_declined',
            message: error.message,
          };
        }
        // A card detached (or never this customer's) since checkout: a failed payment the
        // customer can settle with another card, as the simulated provider reports it.
        if (
          error instanceof Stripe.errors.StripeInvalidRequestError &&
          error.param === 'payment_method'
        ) {
          return { status: 'failed', paymentId: null, code: 'card_missing', message: CARD_MISSING };
        }
        throw unavailableOr(error);
      }
    },

    refund: ({ paymentId, amountCents, idempotencyKey }) =>
      call(async () => {
        const refund = await stripe.refunds.create(
          {
            payment_intent: paymentId,
            amount: amountCents,
            // The artist's transfer and the platform's fee go back in proportion to the refund.
            reverse_transfer: true,
            refund_application_fee: true,
          },
          { idempotencyKey },
        );
        return { refundId: refund.id };
      }),

    payout: ({ accountId, idempotencyKey }) =>
      call(async () => {
        // No money moves here. Destination charges already put the artist's share in their
        // Express account, and the account's payout schedule (weekly, Mondays, set in
        // createPayoutAccount) makes Stripe send that balance to the bank by itself. A manual
        // payout would race the schedule. So this only checks that Stripe can pay the account
        // out, and names the scheduled payout after the key so a retry returns the same id.
        const account = await stripe.accounts.retrieve(accountId);
        if (!account.payouts_enabled) throw new Error('payouts are not enabled for this account');
        return { payoutId: `scheduled_${idempotencyKey}` };
      }),

    parseWebhook: (rawBody, signature) => {
      // Throws StripeSignatureVerificationError on a missing, wrong or stale signature.
      const event = stripe.webhooks.constructEvent(rawBody, signature ?? '', webhookSecret);
      return webhookEvent(event);
    },
  };
}

/** The library's host, port and protocol settings for an API address like `http://127.0.0.1:4242`. */
function apiAddress(apiUrl: string | undefined): Partial<Stripe.StripeConfig> {
  if (!apiUrl) return {};
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return {
    host: url.hostname,
    port: url.port || (protocol === 'http' ? 80 : 443),
    protocol,
  };
}

/** Runs a Stripe call, turning "Stripe could not be reached" into GatewayUnavailableError. */
async function call<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw unavailableOr(error);
  }
}

/**
 * A connection failure or timeout, an error on Stripe's side (5xx, or a 409 for a request
 * still in progress under the same key) or a rate limit, once the library's own retries are
 * spent: the outcome is unknown or not reached, and a retry with the same key is safe.
 */
function unavailableOr(error: unknown): unknown {
  const { StripeConnectionError, StripeAPIError, StripeRateLimitError } = Stripe.errors;
  if (
    error instanceof StripeConnectionError ||
    error instanceof StripeAPIError ||
    error instanceof StripeRateLimitError
  ) {
    return new GatewayUnavailableError(error.message, { cause: error });
  }
  return error;
}

function missing(error: unknown): boolean {
  return (
    error instanceof Stripe.errors.StripeInvalidRequestError &&
    (error.statusCode === 404 || error.code === 'resource_missing')
  );
}

/** Detaching a card that is gone (deleted, or detached by an earlier attempt) is done already. */
function alreadyDetached(error: unknown): boolean {
  return (
    missing(error) ||
    // Stripe's answer to detaching a second time has no code of its own, only this wording.
    (error instanceof Stripe.errors.StripeInvalidRequestError &&
      /not attached to a customer/i.test(error.message))
  );
}

function chargeResult(intent: Stripe.PaymentIntent): ChargeResult {
  if (intent.status === 'succeeded') return { status: 'succeeded', paymentId: intent.id };
  // An off-session card payment that does not succeed is answered with a card error (above);
  // any other status (needing the customer, still processing) is not a payment Blush can count.
  const error = intent.last_payment_error;
  return {
    status: 'failed',
    paymentId: intent.id,
    code: error?.decline_code ?? error?.code ?? intent.status,
    message: error?.message ?? 'The payment could not be completed.',
  };
}

function firstBank(account: Stripe.Account): BankAccount | null {
  const bank = account.external_accounts?.data.find(
    (external): external is Stripe.BankAccount => external.object === 'bank_account',
  );
  if (!bank) return null;
  return {
    bankName: bank.bank_name ?? '',
    routingNumber: bank.routing_number ?? '',
    last4: bank.last4,
  };
}

function webhookEvent(event: Stripe.Event): WebhookEvent {
  switch (event.type) {
    case 'payment_intent.succeeded':
    case 'payment_intent.payment_failed': {
      const intent = event.data.object;
      return {
        type: event.type === 'payment_intent.succeeded' ? 'payment.succeeded' : 'payment.failed',
        paymentId: intent.id,
        idempotencyKey: intent.metadata.idempotencyKey ?? null,
      };
    }
    case 'account.updated':
      return { type: 'account.updated', accountId: event.data.object.id };
    default:
      return { type: 'ignored', providerType: event.type };
  }
}
