import { createHash, randomBytes } from 'node:crypto';
import {
  cardBehaviour,
  cardBrand,
  cardErrorMessages,
  type CardBehaviour,
} from '#shared/domain/test-cards.ts';
import {
  allowOnly,
  expands,
  invalid,
  metadata,
  noSuch,
  required,
  text,
  type FormParams,
  type StripeErrorBody,
} from './form.ts';
import {
  newId,
  now,
  type FakeCustomer,
  type FakePaymentMethod,
  type FakeSetupIntent,
  type FakeStripeState,
} from './state.ts';

/** The fake's customers and saved cards: SetupIntents confirmed by "Stripe.js", detaching. */

/** Stripe's refusal of a card, by how the test card behaves. */
export function cardRefusal(behaviour: Exclude<CardBehaviour, 'succeeds'>): StripeErrorBody {
  const message = cardErrorMessages[behaviour];
  switch (behaviour) {
    case 'declined':
    case 'charge_declined':
      return {
        type: 'card_error',
        code: 'card_declined',
        decline_code: 'generic_decline',
        message,
      };
    case 'insufficient_funds':
      return {
        type: 'card_error',
        code: 'card_declined',
        decline_code: 'insufficient_funds',
        message,
      };
    default:
      return { type: 'card_error', code: behaviour, message };
  }
}

export function createCustomer(state: FakeStripeState, params: FormParams): FakeCustomer {
  allowOnly(params, ['email', 'name', 'metadata']);
  const customer: FakeCustomer = {
    id: newId('cus'),
    object: 'customer',
    email: text(params, 'email') ?? null,
    name: text(params, 'name') ?? null,
    metadata: metadata(params),
    created: now(),
    livemode: false,
  };
  state.customers.set(customer.id, customer);
  return customer;
}

export function createSetupIntent(state: FakeStripeState, params: FormParams): FakeSetupIntent {
  // `payment_method_types` is gone from requests since API version 2026-10-28.
  allowOnly(params, ['customer', 'usage', 'allowed_payment_method_types', 'metadata']);
  const customer = required(params, 'customer');
  if (!state.customers.has(customer)) throw noSuch('customer', customer, 'customer');
  const allowed = params.allowed_payment_method_types;
  const types = Array.isArray(allowed) ? allowed.map(String) : ['card'];
  const id = newId('seti');
  const intent: FakeSetupIntent = {
    id,
    object: 'setup_intent',
    client_secret: `${id}_secret_${randomBytes(12).toString('hex')}`,
    customer,
    usage: text(params, 'usage') ?? 'off_session',
    allowed_payment_method_types: types,
    payment_method_types: types,
    status: 'requires_payment_method',
    payment_method: null,
    last_setup_error: null,
    metadata: metadata(params),
    created: now(),
    livemode: false,
  };
  state.setupIntents.set(id, intent);
  return intent;
}

export function retrieveSetupIntent(
  state: FakeStripeState,
  id: string,
  params: FormParams,
): object {
  const intent = state.setupIntents.get(id);
  if (!intent) throw noSuch('setupintent', id);
  const method = intent.payment_method && state.paymentMethods.get(intent.payment_method);
  return expands(params, 'payment_method') && method
    ? { ...intent, payment_method: method }
    : intent;
}

export function detachPaymentMethod(state: FakeStripeState, id: string): FakePaymentMethod {
  const method = state.paymentMethods.get(id);
  if (!method) throw noSuch('PaymentMethod', id);
  if (!method.customer) {
    throw invalid(
      'The payment method you provided is not attached to a customer so detachment is impossible.',
    );
  }
  method.customer = null;
  return method;
}

/** Stripe.js confirming the customer's open SetupIntent with a test card number. */
export function completeSetupIntent(
  state: FakeStripeState,
  customerId: string,
  cardNumber: string,
  expiry: { expMonth: number; expYear: number },
): string {
  const intent = [...state.setupIntents.values()]
    .reverse()
    .find((i) => i.customer === customerId && i.status === 'requires_payment_method');
  if (!intent) throw new Error(`no open SetupIntent for ${customerId}`);
  const digits = cardNumber.replace(/\D/g, '');
  const behaviour = cardBehaviour(digits);
  const method: FakePaymentMethod = {
    id: newId('pm'),
    object: 'payment_method',
    type: 'card',
    customer: null,
    card: {
      brand: cardBrand(digits),
      last4: digits.slice(-4),
      exp_month: expiry.expMonth,
      exp_year: expiry.expYear,
      // The same number gives the same fingerprint, as Stripe's does.
      fingerprint: createHash('sha256').update(`fake-stripe:${digits}`).digest('hex').slice(0, 16),
      funding: 'credit',
      country: 'US',
    },
    metadata: {},
    created: now(),
    livemode: false,
  };
  state.paymentMethods.set(method.id, method);
  state.behaviours.set(method.id, behaviour);
  // 0341 saves and declines later; the other refusals stop the setup itself.
  if (behaviour === 'succeeds' || behaviour === 'charge_declined') {
    method.customer = customerId;
    intent.status = 'succeeded';
    intent.payment_method = method.id;
    intent.last_setup_error = null;
  } else {
    intent.last_setup_error = cardRefusal(behaviour);
  }
  return intent.id;
}
