import { randomUUID } from 'node:crypto';
import {
  maxTipCents,
  MIN_TIP_CENTS,
  TIP_WINDOW_MS,
  tipChoices,
  tipProblem,
  tipWindowOpen,
} from '#shared/domain/tips.ts';
import type { EventView } from '#shared/schemas/events.ts';
import type { TipInput } from '#shared/schemas/tips.ts';
import { AppError } from '../../app-error.ts';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/open-db.ts';
import { chargeEvent, quotePrice } from './event-money.ts';
import { findQuote, lockEvent, savedCard, type EventRow, type QuoteRow } from './events.queries.ts';
import {
  deleteFailedEventPayment,
  insertEventPayment,
  paymentsOf,
  type EventPayment,
} from './event-payments.queries.ts';

/** What a tip is measured against: the artist's prices of the day (as a booking's subtotal). */
const tipSubtotal = (quote: QuoteRow) => quotePrice(quote).cart.subtotalCents;

/** The tip part of an event's view: null until the event is completed (its balance paid). */
export function eventTipView(
  event: EventRow,
  quote: QuoteRow | null,
  payments: readonly EventPayment[],
  now = new Date(),
): EventView['tip'] {
  if (event.state !== 'completed' || !event.completedAt || !quote) return null;
  const tip = payments.find((p) => p.kind === 'tip' && p.status !== 'failed');
  const subtotalCents = tipSubtotal(quote);
  return {
    status: tip ? 'tipped' : tipWindowOpen(event.completedAt, now) ? 'open' : 'closed',
    amountCents: tip?.amountCents ?? null,
    subtotalCents,
    minCents: MIN_TIP_CENTS,
    maxCents: maxTipCents(subtotalCents),
    choices: tipChoices(subtotalCents),
    closesAt: new Date(event.completedAt.getTime() + TIP_WINDOW_MS).toISOString(),
  };
}

/** The checks of a tip on the locked event; its quote when it may be added. */
async function tipAllowed(tx: Db, event: EventRow, input: TipInput, now: Date) {
  const payments = await paymentsOf(tx, event.id);
  if (payments.some((p) => p.kind === 'tip')) {
    throw new AppError('conflict', 'You have already added a tip to this event.');
  }
  if (event.state !== 'completed' || !event.completedAt) {
    throw new AppError('conflict', 'A tip can be added once the event is completed.');
  }
  if (!tipWindowOpen(event.completedAt, now)) {
    throw new AppError('conflict', 'A tip can be added within 7 days of the event.');
  }
  const quote = (await findQuote(tx, event.id, event.version))!;
  const problem = tipProblem(input.amountCents, tipSubtotal(quote));
  if (problem) throw new AppError('validation', `The tip ${problem}.`, { amountCents: problem });
  return quote;
}

/**
 * POST /api/events/{eventId}/tip: the customer tips a completed event, once, within 7 days,
 * with the same limits as a booking's tip. It is written 'processing' with its idempotency key
 * while the event is locked (one tip per event: a double submit waits, then gets a 409), then
 * charged to the card that paid the event. Each team member's share goes to her own
 * `artist_payable` line, split as the charges are; no fee, no commission, no HST. A refused
 * card removes it, so she may try again.
 */
export async function tipEvent(
  ctx: AppContext,
  customerId: string,
  eventId: string,
  input: TipInput,
) {
  const now = new Date();
  const opened = await ctx.db.transaction(async (tx) => {
    const event = await lockEvent(tx, eventId, customerId, 'customer');
    if (!event) throw new AppError('not_found', 'This event does not exist.');
    const quote = await tipAllowed(tx, event, input, now);
    const id = randomUUID();
    const payment = await insertEventPayment(tx, {
      id,
      eventId,
      kind: 'tip',
      status: 'processing',
      subtotalCents: input.amountCents,
      feeCents: 0,
      serviceHstCents: 0,
      feeHstCents: 0,
      amountCents: input.amountCents,
      commissionCents: 0,
      idempotencyKey: `event-tip-${id}`,
    });
    if (!payment) throw new AppError('conflict', 'You have already added a tip to this event.');
    return { event, quote, payment };
  });
  const { event, quote, payment } = opened;
  const card = await savedCard(ctx.db, customerId, event.gatewayCardId ?? '');
  const paidWith = { customerId: card?.customerId ?? null, cardId: card?.id ?? null };
  const row = await chargeEvent(ctx, event, quote, payment, paidWith, async () => {});
  if (row.status === 'failed') {
    await deleteFailedEventPayment(ctx.db, row.id);
    throw new AppError('card_error', `${row.failureMessage ?? ''} No tip was added.`.trim());
  }
}
