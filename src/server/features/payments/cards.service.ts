import { and, eq, isNull } from 'drizzle-orm';
import type { CardSetupAnswer } from '#shared/schemas/payments.ts';
import { getCurrentUser } from '../../accounts/current-user.ts';
import { paymentCards, users } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import type { AppContext } from '../../http/context.ts';
import type { Db } from '../../db/open-db.ts';
import { CardError, type GatewayCard } from '../../integrations/payments/gateway.ts';

export const cardMessages = {
  duplicate: 'This card is already saved.',
  notFound: 'This card is not among your saved cards.',
} as const;

/** The user's customer at the provider, made on first need (spec: the first card creates it). */
async function ensureCustomer(ctx: AppContext, userId: string): Promise<string> {
  const [user] = await ctx.db
    .select({
      customerId: users.paymentCustomerId,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  if (!user) throw new AppError('unauthorized', 'Please sign in to continue.');
  if (user.customerId) return user.customerId;
  // The provider's call is idempotent per user, so two tabs adding a first card get one customer.
  const customerId = await ctx.gateway.createCustomer({
    userId,
    email: user.email,
    name: `${user.firstName} ${user.lastName}`,
  });
  await ctx.db
    .update(users)
    .set({ paymentCustomerId: customerId })
    .where(and(eq(users.id, userId), isNull(users.paymentCustomerId)));
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
    const [same] = await ctx.db
      .select({ id: paymentCards.gatewayCardId })
      .from(paymentCards)
      .where(eq(paymentCards.gatewayCardId, card.id));
    // A repeated request for the very same provider card is an answered retry, not a duplicate.
    if (!same) {
      await ctx.gateway.detachCard(card.id);
      throw new AppError('conflict', cardMessages.duplicate);
    }
  }
  return getCurrentUser(ctx.db, userId);
}

/** Keeps a provider's card on the user; null when the same card (fingerprint) is already saved. */
export async function storeCard(db: Db, userId: string, card: GatewayCard) {
  const [saved] = await db
    .insert(paymentCards)
    .values({
      userId,
      gatewayCardId: card.id,
      fingerprint: card.fingerprint,
      brand: card.brand,
      last4: card.last4,
      expMonth: card.expMonth,
      expYear: card.expYear,
    })
    .onConflictDoNothing()
    .returning({ id: paymentCards.id });
  return saved ?? null;
}

/**
 * DELETE /api/stripe/card/{id}: removes exactly this user's card with that id, at the provider
 * first, so a card the customer removed can never be charged.
 */
export async function removeCard(ctx: AppContext, userId: string, gatewayCardId: string) {
  const mine = and(eq(paymentCards.userId, userId), eq(paymentCards.gatewayCardId, gatewayCardId));
  const [card] = await ctx.db.select({ id: paymentCards.id }).from(paymentCards).where(mine);
  if (!card) throw new AppError('not_found', cardMessages.notFound);
  await ctx.gateway.detachCard(gatewayCardId);
  await ctx.db.delete(paymentCards).where(mine);
  return getCurrentUser(ctx.db, userId);
}
