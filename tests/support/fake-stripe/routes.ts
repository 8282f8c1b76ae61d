import {
  createCustomer,
  createSetupIntent,
  detachPaymentMethod,
  retrieveSetupIntent,
} from './cards.ts';
import { createAccount, createAccountLink, retrieveAccount } from './connect.ts';
import { FakeStripeError, type FormParams } from './form.ts';
import { createPaymentIntent, createRefund } from './payments.ts';
import type { FakeStripeState } from './state.ts';

/**
 * Answers one call to the Stripe endpoints Blush uses (any other gets Stripe's 404), or
 * throws FakeStripeError.
 */
export function answerApiCall(
  state: FakeStripeState,
  method: string,
  path: string,
  params: FormParams,
): object {
  const [, version, resource, id, action] = path.split('/');
  const route = `${method} ${version}/${resource}${id ? '/:id' : ''}${action ? `/${action}` : ''}`;
  switch (route) {
    case 'POST v1/customers':
      return createCustomer(state, params);
    case 'POST v1/setup_intents':
      return createSetupIntent(state, params);
    case 'GET v1/setup_intents/:id':
      return retrieveSetupIntent(state, id!, params);
    case 'POST v1/payment_methods/:id/detach':
      return detachPaymentMethod(state, id!);
    case 'POST v1/accounts':
      return createAccount(state, params);
    case 'GET v1/accounts/:id':
      return retrieveAccount(state, id!);
    case 'POST v1/account_links':
      return createAccountLink(state, params);
    case 'POST v1/payment_intents':
      return createPaymentIntent(state, params);
    case 'POST v1/refunds':
      return createRefund(state, params);
    default:
      throw new FakeStripeError(404, {
        type: 'invalid_request_error',
        message: `Unrecognized request URL (${method}: ${path}).`,
      });
  }
}
