/**
 * The payment provider, behind one interface with two implementations (docs/product.md "Payments
 * provider"): `simulated` (the default, offline, Stripe's test-card behaviour) and `stripe`.
 * Card numbers never reach Blush in either: the browser hands them to the provider and the
 * server receives a token. Every call that moves money takes an idempotency key, so a retry
 * after a timeout or a crash returns the first call's outcome instead of moving money twice.
 */

/** What the browser needs to collect a card. */
export type CardSetup =
  { provider: 'simulated' } | { provider: 'stripe'; publishableKey: string; clientSecret: string };

export interface GatewayCard {
  /** The provider's payment method id. */
  id: string;
  /** The same physical card gives the same fingerprint, so it is not saved twice. */
  fingerprint: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

export interface BankAccount {
  bankName: string;
  routingNumber: string;
  last4: string;
}

export interface PayoutAccountStatus {
  /** Onboarding finished and payouts can be made. */
  ready: boolean;
  bank: BankAccount | null;
}

export interface ChargeRequest {
  customerId: string;
  cardId: string;
  amountCents: number;
  /** The platform's part (fee + commission); the rest goes to `destinationAccountId`. */
  applicationFeeCents: number;
  destinationAccountId: string | null;
  idempotencyKey: string;
  description: string;
  metadata: Record<string, string>;
}

export type ChargeResult =
  | { status: 'succeeded'; paymentId: string }
  | { status: 'failed'; paymentId: string | null; code: string; message: string };

export type WebhookEvent =
  | {
      type: 'payment.succeeded' | 'payment.failed';
      paymentId: string;
      idempotencyKey: string | null;
    }
  | { type: 'account.updated'; accountId: string }
  | { type: 'ignored'; providerType: string };

/** A card refused by the provider, with a message for the customer ("Your card was declined."). */
export class CardError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** The provider could not be reached or did not answer in time; the call is safe to retry with the same key. */
export class GatewayUnavailableError extends Error {}

export interface PaymentGateway {
  readonly provider: 'simulated' | 'stripe';

  createCustomer(input: { userId: string; email: string; name: string }): Promise<string>;
  /** Starts saving a card for a customer (a SetupIntent for Stripe). */
  startCardSetup(customerId: string): Promise<CardSetup>;
  /**
   * The card the browser's token stands for, attached to the customer: a SetupIntent id for
   * Stripe, a simulated token otherwise. Throws CardError when the provider refuses the card.
   */
  attachCard(customerId: string, token: string): Promise<GatewayCard>;
  detachCard(cardId: string): Promise<void>;

  /** An Express account in Canada for an artist's payouts, paid out weekly on Mondays. */
  createPayoutAccount(input: {
    userId: string;
    email: string;
    firstName: string;
    lastName: string;
  }): Promise<string>;
  /** Where the artist enters their bank details; the provider sends them back to `returnUrl`. */
  payoutOnboardingUrl(
    accountId: string,
    urls: { returnUrl: string; refreshUrl: string },
  ): Promise<string>;
  payoutAccountStatus(accountId: string): Promise<PayoutAccountStatus>;

  /** An off-session charge of a saved card. A decline is a result, not an error. */
  charge(request: ChargeRequest): Promise<ChargeResult>;
  /** Refunds part or all of a charge, reversing the artist's transfer and the platform's fee in proportion. */
  refund(input: {
    paymentId: string;
    amountCents: number;
    idempotencyKey: string;
  }): Promise<{ refundId: string }>;
  /**
   * Arranges an artist's weekly payout. The simulated provider records it; with Stripe the
   * share is already in the artist's connected account and Stripe's weekly schedule pays it.
   */
  payout(input: {
    accountId: string;
    amountCents: number;
    idempotencyKey: string;
  }): Promise<{ payoutId: string }>;

  /** Verifies a webhook's signature (throws when it does not match) and reads the event. */
  parseWebhook(rawBody: Buffer, signature: string | undefined): WebhookEvent;
}
