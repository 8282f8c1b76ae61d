import { eventCancellation, type Canceller } from '#shared/domain/event-quote.ts';
import { AppError } from '../../app-error.ts';
import type { AppContext } from '../../context.ts';
import { announce } from './event-news.ts';
import type { Db } from '../../db/open-db.ts';
import { chargeEvent, openEventCharge, refundEventPayment } from './event-money.ts';
import {
  findEventFor,
  findQuote,
  lockEvent,
  markEventCancelled,
  markEventCompleted,
  releaseHolds,
  savedCard,
  type EventRow,
} from './events.queries.ts';
import { paymentsOf } from './event-payments.queries.ts';

const normalCode = (code: string) => code.trim().toUpperCase();

/**
 * POST /api/events/{eventId}/complete: at the event, the lead enters the customer's booking
 * code; the balance is charged and each member's share goes to her earnings. A wrong code is
 * a 400; a second completion finds the balance already opened (409).
 */
export async function completeEvent(
  ctx: AppContext,
  leadId: string,
  eventId: string,
  code: string,
) {
  const now = new Date();
  const complete = async (tx: Db) => {
    await markEventCompleted(tx, eventId, now);
    await announce(ctx, tx, eventId, { kind: 'completed', by: leadId });
  };
  const opened = await ctx.db.transaction(async (tx) => {
    const event = await lockEvent(tx, eventId, leadId, 'lead');
    if (!event) throw new AppError('not_found', 'This event does not exist.');
    if (event.state !== 'accepted')
      throw new AppError('conflict', 'This event cannot be completed now.');
    if (!event.code || normalCode(code) !== event.code) {
      throw new AppError('validation', 'This is not the booking code.', {
        code: 'This is not the booking code.',
      });
    }
    const quote = (await findQuote(tx, eventId, event.version))!;
    const firstStart = Math.min(...quote.schedule.map((s) => Date.parse(s.start)));
    if (now.getTime() < firstStart) {
      throw new AppError('conflict', 'The event has not started yet.');
    }
    const payment = await openEventCharge(tx, ctx, event, quote, 'balance');
    if (!payment) throw new AppError('conflict', 'This event is already being completed.');
    if (payment.amountCents === 0) await complete(tx);
    return { event, quote, payment };
  });
  const { event, quote, payment } = opened;
  if (payment.amountCents === 0) return;
  const card = await savedCard(ctx.db, event.customerId, event.gatewayCardId ?? '');
  await chargeEvent(
    ctx,
    event,
    quote,
    payment,
    { customerId: card?.customerId ?? null, cardId: card?.id ?? null },
    complete,
  );
}

const cancellable: readonly string[] = ['requested', 'quoted', 'accepted_unpaid', 'accepted'];

const roleOf = (event: EventRow, userId: string): Canceller | null =>
  event.customerId === userId ? 'customer' : event.leadId === userId ? 'artist' : null;

/** What cancelling now would do, for the caller (the customer or the lead); null when it cannot. */
export async function cancelPreview(db: Db, event: EventRow, userId: string, now = new Date()) {
  const by = roleOf(event, userId);
  if (!by || !cancellable.includes(event.state)) return null;
  const quote = event.version > 0 ? await findQuote(db, event.id, event.version) : null;
  const payments = await paymentsOf(db, event.id);
  const paidCents = payments
    .filter((p) => p.status === 'succeeded' && !p.refundedAt)
    .reduce((sum, p) => sum + p.amountCents, 0);
  const charging = payments.some((p) => p.status === 'processing');
  if (!quote) return { by, charging, refundCents: 0, keptCents: 0, rule: 'nothing-paid' as const };
  return {
    by,
    charging,
    ...eventCancellation({ by, at: now, refundableUntil: quote.refundableUntil, paidCents }),
  };
}

/**
 * POST /api/events/{eventId}/cancel: either side cancels, by the quote's terms (the preview's
 * figures): the customer before the retainer's date, or the artist at any time, has everything
 * refunded; the customer after it leaves the retainer with the artist. Nothing more is charged.
 * The held time is released in the same transaction as the state.
 */
export async function cancelEvent(ctx: AppContext, userId: string, eventId: string) {
  const now = new Date();
  const found = await findEventFor(ctx.db, eventId, userId);
  if (!found) throw new AppError('not_found', 'This event does not exist.');
  const role = found.customerId === userId ? 'customer' : 'lead';
  // Decided on the locked row: a charge is opened only under this lock, so none starts while
  // the cancellation reads what was paid.
  const { cancelled, preview } = await ctx.db.transaction(async (tx) => {
    const event = await lockEvent(tx, eventId, userId, role);
    const preview = event && (await cancelPreview(tx, event, userId, now));
    if (!preview) throw new AppError('conflict', 'This event can no longer be cancelled.');
    if (preview.charging) {
      throw new AppError(
        'conflict',
        'A payment for this event is going through. Please try again in a minute.',
      );
    }
    const row = await markEventCancelled(tx, eventId, preview.by, now);
    if (!row) throw new AppError('conflict', 'This event can no longer be cancelled.');
    await releaseHolds(tx, eventId, now);
    await announce(ctx, tx, eventId, { kind: 'cancelled', by: userId });
    return { cancelled: row, preview };
  });
  if (preview.refundCents > 0) {
    const quote = (await findQuote(ctx.db, eventId, cancelled.version))!;
    for (const p of await paymentsOf(ctx.db, eventId))
      await refundEventPayment(ctx, cancelled, quote, p);
  }
  return { refundCents: preview.refundCents, keptCents: preview.keptCents };
}
