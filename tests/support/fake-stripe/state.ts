import { randomBytes } from 'node:crypto';
import type { CardBehaviour } from '#shared/domain/test-cards.ts';
import type { StripeErrorBody } from './form.ts';

/**
 * What the fake Stripe keeps: its objects, shaped like Stripe's (the fields Blush reads, and a
 * few that make them recognisable), in maps by id.
 */

export interface FakeCustomer {
  id: string;
  object: 'customer';
  email: string | null;
  name: string | null;
  metadata: Record<string, string>;
  created: number;
  livemode: false;
}

export interface FakePaymentMethod {
  id: string;
  object: 'payment_method';
  type: 'card';
  customer: string | null;
  card: {
    brand: string;
    last4: string;
    exp_month: number;
    exp_year: number;
    fingerprint: string;
    funding: 'credit';
    country: 'US';
  };
  metadata: Record<string, string>;
  created: number;
  livemode: false;
}

export interface FakeSetupIntent {
  id: string;
  object: 'setup_intent';
  client_secret: string;
  customer: string;
  usage: string;
  allowed_payment_method_types: string[];
  payment_method_types: string[];
  status: 'requires_payment_method' | 'succeeded';
  payment_method: string | null;
  last_setup_error: StripeErrorBody | null;
  metadata: Record<string, string>;
  created: number;
  livemode: false;
}

export interface FakeBankAccount {
  id: string;
  object: 'bank_account';
  account: string;
  bank_name: string;
  routing_number: string;
  last4: string;
  country: 'CA';
  currency: 'cad';
  status: 'new';
  default_for_currency: true;
}

export interface FakeAccount {
  id: string;
  object: 'account';
  type: string;
  country: string;
  email: string | null;
  business_type: string | null;
  individual: { first_name?: string; last_name?: string; email?: string } | null;
  capabilities: Record<string, 'inactive' | 'active'>;
  charges_enabled: boolean;
  payouts_enabled: boolean;
  details_submitted: boolean;
  settings: {
    payouts: { schedule: { interval: string; weekly_anchor?: string; delay_days: number } };
  };
  external_accounts: { object: 'list'; data: FakeBankAccount[]; has_more: false; url: string };
  default_currency: 'cad';
  metadata: Record<string, string>;
  created: number;
}

export interface FakePaymentIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  currency: string;
  customer: string;
  payment_method: string;
  description: string | null;
  metadata: Record<string, string>;
  application_fee_amount: number | null;
  transfer_data: { destination: string } | null;
  status: 'succeeded' | 'requires_payment_method';
  latest_charge: string | null;
  last_payment_error: StripeErrorBody | null;
  client_secret: string;
  created: number;
  livemode: false;
}

export interface FakeRefund {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  payment_intent: string;
  charge: string | null;
  status: 'succeeded';
  /** Set when the artist's transfer was reversed with the refund. */
  transfer_reversal: string | null;
  metadata: Record<string, string>;
  created: number;
}

export interface OnboardingBank {
  bankName: string;
  routingNumber: string;
  last4: string;
}

export const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
export const now = () => Math.floor(Date.now() / 1000);

export class FakeStripeState {
  readonly customers = new Map<string, FakeCustomer>();
  readonly paymentMethods = new Map<string, FakePaymentMethod>();
  readonly setupIntents = new Map<string, FakeSetupIntent>();
  readonly accounts = new Map<string, FakeAccount>();
  readonly paymentIntents = new Map<string, FakePaymentIntent>();
  readonly refunds = new Map<string, FakeRefund>();
  /** Onboarding links by token: the account, and where the artist goes back to once done. */
  readonly accountLinks = new Map<string, { account: string; returnUrl: string }>();
  /** How each card behaves when charged: Stripe knows it from the number, Blush never sees. */
  readonly behaviours = new Map<string, CardBehaviour>();

  /** `baseUrl`: the fake's own address, for the onboarding pages it serves. */
  constructor(readonly baseUrl: string) {}
}
