import type { CreateBookingInput } from '#shared/schemas/booking.ts';
import { visitInput } from './visit-draft.ts';
import {
  checkoutTax,
  chosenPlace,
  orderLines,
  orderQuote,
  phoneText,
  travelFeeOf,
  validPhone,
  type CheckoutState,
} from './checkout-rules.ts';

/**
 * The order as the server takes it: ids and quantities, never a price, except the total the
 * customer saw, which the server checks against its own. Null while a step is unfinished.
 */
export function orderInput(state: CheckoutState): CreateBookingInput | null {
  const { profile, user, draft, feeBps } = state;
  const lines = orderLines(profile, draft);
  const place = chosenPlace(profile, draft);
  const userPhone = validPhone(phoneText(user, draft));
  if (!draft.appointmentAt || !place || !userPhone || !draft.stripeCardId || !lines.length) {
    return null;
  }
  const notes = draft.descriptionAddress.trim();
  return {
    appointmentAt: draft.appointmentAt,
    services: lines.map((line) => ({ serviceId: line.service._id, quantity: line.quantity })),
    place,
    ...(place === 'toHome'
      ? { street: draft.street.trim(), ...(notes ? { descriptionAddress: notes } : {}) }
      : {}),
    userPhone,
    stripeCardId: draft.stripeCardId,
    ...(place === 'toHome' && draft.visit ? { visit: visitInput(draft.visit) } : {}),
    expectedTotalCents: orderQuote(lines, feeBps, checkoutTax(state), travelFeeOf(state))
      .totalCents,
    idempotencyKey: draft.idempotencyKey,
    ...(draft.rebookedFrom ? { rebookedFrom: draft.rebookedFrom } : {}),
  };
}
