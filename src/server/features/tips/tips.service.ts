import { randomUUID } from 'node:crypto';
import { tipLines } from '#shared/domain/ledger.ts';
import {
  maxTipCents,
  MIN_TIP_CENTS,
  TIP_WINDOW_MS,
  tipChoices,
  tipProblem,
  tipWindowOpen,
} from '#shared/domain/tips.ts';
import type { TipInput, TipView } from '#shared/schemas/tips.ts';
import { AppError } from '../../app-error.ts';
import type { AppContext } from '../../context.ts';
import { GatewayUnavailableError, type ChargeResult } from '../../integrations/payments/gateway.ts';
import { recordLedger } from '../../money/ledger.ts';
import {
  deleteProcessingTip,
  findStuckTips,
  findTip,
  findTipBooking,
  findTipById,
  findTipParties,
  insertTip,
  markTipSucceeded,
  type TipRow,
} from './tips.queries.ts';

type Tip = TipRow;
type TipBooking = NonNullable<Awaited<ReturnType<typeof findTipBooking>>>;

const noBooking = () => new AppError('not_found', 'This booking does not exist.');

function statusOf(booking: TipBooking, tip: Tip | null, now: Date): TipView['status'] {
  if (tip) return 'tipped';
  if (booking.state !== 'completed' || !booking.completedAt) return 'not-completed';
  if (booking.paymentStatus !== 'succeeded') return 'unpaid';
  return tipWindowOpen(booking.completedAt, now) ? 'open' : 'closed';
}

function tipView(booking: TipBooking, tip: Tip | null, userId: string, now = new Date()): TipView {
  return {
    bookingId: booking.id,
    viewer: booking.customerId === userId ? 'customer' : 'artist',
    status: statusOf(booking, tip, now),
    subtotalCents: booking.subtotalCents,
    minCents: MIN_TIP_CENTS,
    maxCents: maxTipCents(booking.subtotalCents),
    choices: tipChoices(booking.subtotalCents),
    closesAt: booking.completedAt
      ? new Date(booking.completedAt.getTime() + TIP_WINDOW_MS).toISOString()
      : null,
    tip: tip
      ? {
          amountCents: tip.amountCents,
          status: tip.status,
          paidAt: tip.paidAt?.toISOString() ?? null,
        }
      : null,
  };
}

/** GET /api/payments/{bookingId}/tip: the choices (customer) or the tip received (artist). */
export async function getTip(ctx: AppContext, userId: string, bookingId: string) {
  const booking = await findTipBooking(ctx.db, bookingId, userId);
  if (!booking) throw noBooking();
  return tipView(booking, await findTip(ctx.db, bookingId), userId);
}

/**
 * POST /api/payments/{bookingId}/tip: the customer tips a completed booking, once, within 7
 * days. The tip is written 'processing' with its idempotency key in a transaction that locks
 * the booking (a double submit waits, then finds it: 409), then charged to the card that paid
 * the service, as its own charge, 100% to the artist. A refused card removes it: no tip stays recorded.
 */
export async function addTip(
  ctx: AppContext,
  userId: string,
  bookingId: string,
  input: TipInput,
): Promise<TipView> {
  const opened = await ctx.db.transaction(async (tx) => {
    const booking = await findTipBooking(tx, bookingId, userId, true);
    if (!booking || booking.customerId !== userId) throw noBooking();
    if (await findTip(tx, bookingId)) {
      throw new AppError('conflict', 'You have already added a tip to this booking.');
    }
    const status = statusOf(booking, null, new Date());
    if (status === 'not-completed') {
      throw new AppError('conflict', 'A tip can be added once the service is completed.');
    }
    if (status === 'unpaid') {
      throw new AppError('conflict', 'A tip can be added once the booking is paid.');
    }
    if (status === 'closed') {
      throw new AppError('conflict', 'A tip can be added within 7 days of the service.');
    }
    const problem = tipProblem(input.amountCents, booking.subtotalCents);
    if (problem) {
      throw new AppError('validation', `The tip ${problem}.`, { amountCents: problem });
    }
    if (!booking.gatewayCardId) {
      throw new AppError('conflict', 'No card is saved for this booking.');
    }
    const parties = await findTipParties(tx, booking.customerId, booking.artistId);
    const id = randomUUID();
    const tip = await insertTip(tx, {
      id,
      bookingId,
      customerId: booking.customerId,
      artistId: booking.artistId,
      amountCents: input.amountCents,
      status: 'processing',
      idempotencyKey: `tip-${id}`,
      gatewayCustomerId: parties.gatewayCustomerId,
      gatewayCardId: booking.gatewayCardId,
      gatewayAccountId: parties.accountId,
    });
    return { booking, tip };
  });
  const tip = await attemptTip(ctx, opened.tip);
  return tipView(opened.booking, tip, userId);
}

/**
 * Charges a 'processing' tip (again, with the same key, when recovering). Succeeded: the tip
 * and its ledger lines commit together. Refused: the row goes and the customer is told.
 * Unanswered: it stays 'processing' for the recovery job.
 */
async function attemptTip(ctx: AppContext, tip: Tip): Promise<Tip> {
  let result: ChargeResult;
  try {
    result = await ctx.gateway.charge({
      customerId: tip.gatewayCustomerId,
      cardId: tip.gatewayCardId,
      amountCents: tip.amountCents,
      // All of it is the artist's: the platform keeps nothing.
      applicationFeeCents: 0,
      destinationAccountId: tip.gatewayAccountId,
      idempotencyKey: tip.idempotencyKey,
      description: `Tip for booking ${tip.bookingId}`,
      metadata: { bookingId: tip.bookingId, tipId: tip.id },
    });
  } catch (error) {
    const level = error instanceof GatewayUnavailableError ? 'warn' : 'error';
    ctx.log[level]({ err: error, tipId: tip.id }, 'tip charge not answered; left for recovery');
    return tip;
  }
  if (result.status === 'failed') {
    await deleteProcessingTip(ctx.db, tip.id);
    throw new AppError('card_error', `${result.message} No tip was added.`);
  }
  const done = await ctx.db.transaction(async (tx) => {
    const row = await markTipSucceeded(tx, tip.id, result.paymentId);
    if (row) {
      await recordLedger(tx, tipLines(row.amountCents), {
        customerId: row.customerId,
        artistId: row.artistId,
        bookingId: row.bookingId,
      });
    }
    return row;
  });
  return done ?? (await findTip(ctx.db, tip.bookingId)) ?? tip;
}

/** The recovery job: tips the provider did not answer are asked about again. */
export async function recoverTips(ctx: AppContext): Promise<void> {
  for (const { id } of await findStuckTips(ctx.db)) {
    const tip = await findTipById(ctx.db, id);
    if (tip?.status === 'processing') await attemptTip(ctx, tip).catch(() => undefined);
  }
}
