import { replacementCard } from '#shared/domain/cards.ts';
import { formatTorontoDateTime } from '#shared/domain/toronto-time.ts';
import type { CardSetupAnswer } from '#shared/schemas/payments.ts';
import { getCurrentUser } from '../../accounts/current-user.ts';
import { AppError } from '../../app-error.ts';
import type { AppContext } from '../../context.ts';
import { CardError } from '../../integrations/payments/gateway.ts';
import {
  deleteUserCard,
  findBookingOnCard,
  findCardByGatewayId,
  findCardHolder,
  lockUserCards,
  moveBookingsToCard,
  setPaymentCustomer,
  storeCard,
} from './payments.queries.ts';

/** Kept here for the demo seed and the bench, which save cards as the route does. */
export { storeCard };

export const cardMessages = {
  duplicate: 'This card is already saved.',
  notFound: 'This card is not among your saved cards.',
  stillNeeded: (b: { artistName: string; appointmentAt: Date }) =>
    `This card pays for your booking with ${b.artistName} on ${formatTorontoDateTime(
      b.appointmentAt,
    )}. Add another card first, then remove this one.`,
};

/** The user's customer at the provider, made on first need (spec: the first card creates it). */
async function ensureCustomer(ctx: AppContext, userId: string): Promise<string> {
  const user = await findCardHolder(ctx.db, userId);
  if (!user) throw new AppError('unauthorized', 'Please sign in to continue.');
  if (user.customerId) return user.customerId;
  // The provider's call is idempotent per user, so two tabs adding a first card get one customer.
  const customerId = await ctx.gateway.createCustomer({
    userId,
    email: user.email,
    name: `${user.firstName} ${user.lastName}`,
  });
  await setPaymentCustomer(ctx.db, userId, customerId);
  return customerId;
}

/** POST /api/stripe/setup: what the browser needs to collect a card for this user. */
export async function startCardSetup(ctx: AppContext, userId: string): Promise<CardSetupAnswer> {
  return ctx.gateway.startCardSetup(await ensureCustomer(ctx, userId));
}

/**
 * POST /api/stripe/card (and /customer): saves the card the provider's token stands for.
 * A card the provider refuses gets its message (402); the same card twice gets a 409 and the
 * second copy is removed from the provider again.
 */
export async function addCard(ctx: AppContext, userId: string, token: string) {
  const customerId = await ensureCustomer(ctx, userId);
  let card;
  try {
    card = await ctx.gateway.attachCard(customerId, token);
  } catch (error) {
    if (error instanceof CardError) throw new AppError('card_error', error.message);
    throw error;
  }
  const saved = await storeCard(ctx.db, userId, card);
  if (!saved) {
    const same = await findCardByGatewayId(ctx.db, card.id);
    // A repeated request for the very same provider card is an answered retry, not a duplicate.
    if (!same) {
      await ctx.gateway.detachCard(card.id);
      throw new AppError('conflict', cardMessages.duplicate);
    }
  }
  return getCurrentUser(ctx.db, userId);
}

/** Bookings whose charge is still to come: their card is charged on completion or a late cancel. */
const chargeToCome = ['request', 'accepted', 'declined-posponed'] as const;

/**
 * DELETE /api/stripe/card/{id}: removes exactly this user's card with that id, at the provider
 * first, so a card the customer removed can never be charged. First, bookings still to be
 * charged with it move to the newest other card that has not expired; with none, the card
 * stays and the answer (409) names the booking that needs it.
 */
export async function removeCard(ctx: AppContext, userId: string, gatewayCardId: string) {
  await ctx.db.transaction(async (tx) => {
    const cards = await lockUserCards(tx, userId);
    if (!cards.some((c) => c.gatewayCardId === gatewayCardId)) {
      throw new AppError('not_found', cardMessages.notFound);
    }
    const replacement = replacementCard(cards.filter((c) => c.gatewayCardId !== gatewayCardId));
    if (replacement) {
      await moveBookingsToCard(tx, userId, gatewayCardId, chargeToCome, replacement.gatewayCardId);
    } else {
      const waiting = await findBookingOnCard(tx, userId, gatewayCardId, chargeToCome);
      if (waiting) throw new AppError('conflict', cardMessages.stillNeeded(waiting));
    }
  });
  // Outside the transaction: the provider is a network call (and the simulated one writes).
  await ctx.gateway.detachCard(gatewayCardId);
  await deleteUserCard(ctx.db, userId, gatewayCardId);
  return getCurrentUser(ctx.db, userId);
}
