import { randomBytes } from 'node:crypto';
import { cardRefusal } from './cards.ts';
import { retrieveAccount } from './connect.ts';
import {
  allowOnly,
  FakeStripeError,
  flag,
  integer,
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
  type FakePaymentIntent,
  type FakeRefund,
  type FakeStripeState,
} from './state.ts';

/** The fake's money: confirmed off-session PaymentIntents (destination charges) and refunds. */

export function createPaymentIntent(state: FakeStripeState, params: FormParams): FakePaymentIntent {
  allowOnly(params, [
    'amount',
    'currency',
    'customer',
    'payment_method',
    'off_session',
    'confirm',
    'description',
    'metadata',
    'application_fee_amount',
    'transfer_data',
  ]);
  const amount = integer(params, 'amount');
  if (amount === undefined) {
    throw invalid('Missing required param: amount.', 'parameter_missing', 'amount');
  }
  const currency = required(params, 'currency');
  if (amount < 50) {
    throw invalid(`Amount must be at least $0.50 ${currency}`, 'amount_too_small', 'amount');
  }
  if (!flag(params, 'confirm') || !flag(params, 'off_session')) {
    throw invalid('This fake only makes confirmed off-session payments (confirm and off_session).');
  }
  const customer = required(params, 'customer');
  if (!state.customers.has(customer)) throw noSuch('customer', customer, 'customer');
  const methodId = required(params, 'payment_method');
  const method = state.paymentMethods.get(methodId);
  if (!method) throw noSuch('PaymentMethod', methodId, 'payment_method');
  if (method.customer !== customer) {
    throw invalid(
      'The provided PaymentMethod is not attached to this Customer.',
      'payment_method_invalid_parameter',
      'payment_method',
    );
  }
  const transfer = object(params, 'transfer_data');
  const destination = transfer && required(transfer, 'destination');
  const fee = integer(params, 'application_fee_amount') ?? null;
  if (fee !== null && !destination) {
    throw invalid(
      'Can only apply an application_fee_amount when the PaymentIntent is attempting a direct payment (using an OAuth key or Stripe-Account header) or destination payment (using `transfer_data[destination]`).',
      'parameter_invalid',
      'application_fee_amount',
    );
  }
  if (fee !== null && (fee < 0 || fee > amount)) {
    throw invalid(
      'application_fee_amount must be between 0 and amount.',
      'parameter_invalid',
      'application_fee_amount',
    );
  }
  // Stripe refuses a destination that has not finished onboarding (transfers not active).
  const target = destination && retrieveAccount(state, destination, 'transfer_data[destination]');
  if (target && target.capabilities.transfers !== 'active') {
    throw invalid(
      'Your destination account needs to have at least one of the following capabilities enabled: transfers, crypto_transfers, legacy_payments',
      'insufficient_capabilities_for_transfer',
      'transfer_data[destination]',
    );
  }
  const id = newId('pi');
  const intent: FakePaymentIntent = {
    id,
    object: 'payment_intent',
    amount,
    amount_received: 0,
    currency,
    customer,
    payment_method: methodId,
    description: text(params, 'description') ?? null,
    metadata: metadata(params),
    application_fee_amount: fee,
    transfer_data: destination ? { destination } : null,
    status: 'requires_payment_method',
    latest_charge: newId('ch'),
    last_payment_error: null,
    client_secret: `${id}_secret_${randomBytes(12).toString('hex')}`,
    created: now(),
    livemode: false,
  };
  // Stripe keeps a declined PaymentIntent too, and names it in the card error.
  state.paymentIntents.set(id, intent);
  const behaviour = state.behaviours.get(methodId) ?? 'succeeds';
  if (behaviour !== 'succeeds') {
    intent.last_payment_error = cardRefusal(behaviour);
    throw new FakeStripeError(402, {
      ...intent.last_payment_error,
      payment_intent: intent,
      charge: intent.latest_charge!,
    });
  }
  intent.status = 'succeeded';
  intent.amount_received = amount;
  return intent;
}

export function createRefund(state: FakeStripeState, params: FormParams): FakeRefund {
  allowOnly(params, [
    'payment_intent',
    'amount',
    'reverse_transfer',
    'refund_application_fee',
    'metadata',
    'reason',
  ]);
  const intentId = required(params, 'payment_intent');
  const intent = state.paymentIntents.get(intentId);
  if (!intent) throw noSuch('payment_intent', intentId, 'payment_intent');
  if (intent.status !== 'succeeded') {
    throw invalid(
      `This PaymentIntent (${intentId}) does not have a successful charge to refund.`,
      'charge_not_refundable',
    );
  }
  const refunded = [...state.refunds.values()]
    .filter((refund) => refund.payment_intent === intentId)
    .reduce((sum, refund) => sum + refund.amount, 0);
  const left = intent.amount - refunded;
  const amount = integer(params, 'amount') ?? left;
  if (amount <= 0 || amount > left) {
    throw invalid(
      `Refund amount ($${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge ($${(left / 100).toFixed(2)})`,
      'amount_too_large',
      'amount',
    );
  }
  // Checked for its form only: the fake keeps no application fee objects to refund.
  flag(params, 'refund_application_fee');
  const refund: FakeRefund = {
    id: newId('re'),
    object: 'refund',
    amount,
    currency: intent.currency,
    payment_intent: intentId,
    charge: intent.latest_charge,
    status: 'succeeded',
    transfer_reversal:
      flag(params, 'reverse_transfer') && intent.transfer_data ? newId('trr') : null,
    metadata: metadata(params),
    created: now(),
  };
  state.refunds.set(refund.id, refund);
  return refund;
}
