import { generateBookingCode } from '#shared/domain/bookings.ts';
import { acceptProblem, unpaidStillHolds } from '#shared/domain/event-quote.ts';
import { withHolds } from '#shared/domain/event-schedule.ts';
import { AppError } from '../../app-error.ts';
import type { AppContext } from '../../context.ts';
import { announce } from './event-news.ts';
import type { Db } from '../../db/open-db.ts';
import { isExclusionViolation } from '../../db/pg-errors.ts';
import { chargeEvent, openEventCharge } from './event-money.ts';
import {
  findQuote,
  insertHolds,
  lockEvent,
  markAcceptedUnpaid,
  markEventPaid,
  overlappingBooking,
  releaseLapsedHolds,
  savedCard,
  setEventCard,
  teamOf,
  userNames,
  type EventRow,
  type QuoteRow,
} from './events.queries.ts';
import { paymentsOf, retryEventPayment, type EventPayment } from './event-payments.queries.ts';

export const TIME_TAKEN =
  "Part of this day has meanwhile been taken on the team's calendars. Ask the artist in the conversation for a new quote.";

/** The time each member's day holds, from the quote's schedule. */
function holdsOf(quote: QuoteRow, readyBy: Date) {
  const slots = quote.schedule.map((s) => ({
    ...s,
    start: new Date(s.start),
    end: new Date(s.end),
  }));
  const team = [...new Set(slots.map((s) => s.artistId))];
  return withHolds(slots, team, readyBy).holds;
}

async function checkTeam(tx: Db, event: EventRow, quote: QuoteRow) {
  const members = await teamOf(tx, event.id);
  const scheduled = new Set(quote.schedule.map((s) => s.artistId));
  const waiting = members.filter(
    (m) => scheduled.has(m.artistId) && m.status !== 'lead' && m.status !== 'accepted',
  );
  if (waiting.length > 0) {
    throw new AppError(
      'conflict',
      "Your artist's team has not all said yes yet. Ask her in the conversation, or accept once they have.",
    );
  }
}

/** Holds every member's time; a live booking or another event's hold in the way is a 409. */
async function holdTime(tx: Db, event: EventRow, quote: QuoteRow, now: Date) {
  await releaseLapsedHolds(tx, now);
  const holds = holdsOf(quote, event.readyBy);
  for (const h of holds) {
    const taken = await overlappingBooking(tx, [h.artistId], h.from, h.until);
    if (taken) {
      const names = await userNames(tx, [h.artistId]);
      throw new AppError('conflict', `${names.get(h.artistId) ?? 'An artist'}: ${TIME_TAKEN}`);
    }
  }
  await insertHolds(
    tx,
    holds.map((h) => ({
      eventId: event.id,
      artistId: h.artistId,
      busyFrom: h.from,
      busyUntil: h.until,
    })),
  );
}

async function markPaid(ctx: AppContext, tx: Db, eventId: string) {
  if (await markEventPaid(tx, eventId, generateBookingCode()))
    await announce(ctx, tx, eventId, { kind: 'paid' });
}

/** The card was declined: the customer is told she may pay again within the 24 hours. */
async function tellIfDeclined(ctx: AppContext, eventId: string, outcome: EventPayment) {
  if (outcome.status === 'failed')
    await announce(ctx, ctx.db, eventId, { kind: 'retainer-declined' });
}

/**
 * POST /api/events/{eventId}/accept: the customer accepts the version she read with a saved
 * card. In one transaction the time is held on every team member's calendar (the exclusion
 * constraint decides between two acceptances at once) and the retainer's charge is written;
 * then the card is charged. A decline leaves the quote "accepted, unpaid", holding its time
 * for 24 hours while she tries again.
 */
export async function acceptQuote(
  ctx: AppContext,
  customerId: string,
  eventId: string,
  input: { version: number; cardId: string },
) {
  const now = new Date();
  const card = await savedCard(ctx.db, customerId, input.cardId);
  if (!card) throw new AppError('not_found', 'This card is not among your saved cards.');
  let opened: { event: EventRow; quote: QuoteRow; payment: EventPayment | null };
  try {
    opened = await ctx.db.transaction(async (tx) => {
      const event = await lockEvent(tx, eventId, customerId, 'customer');
      if (!event) throw new AppError('not_found', 'This event does not exist.');
      if (event.version !== input.version) {
        throw new AppError(
          'conflict',
          `The artist has changed the quote: please read version ${event.version}.`,
        );
      }
      const quote = (await findQuote(tx, eventId, event.version))!;
      const problem = acceptProblem({ ...event, validUntil: quote?.validUntil ?? now }, now);
      if (!quote || problem) throw new AppError('conflict', problem ?? 'There is no quote yet.');
      await checkTeam(tx, event, quote);
      await holdTime(tx, event, quote, now);
      const accepted = await markAcceptedUnpaid(tx, eventId, card.id, now);
      await announce(ctx, tx, eventId, { kind: 'accepted', by: customerId });
      const payment = await openEventCharge(tx, ctx, accepted, quote, 'retainer');
      if (payment?.amountCents === 0) await markPaid(ctx, tx, eventId);
      return { event: accepted, quote, payment };
    });
  } catch (error) {
    if (isExclusionViolation(error)) throw new AppError('conflict', TIME_TAKEN);
    throw error;
  }
  const { event, quote, payment } = opened;
  if (payment && payment.amountCents > 0) {
    const outcome = await chargeEvent(
      ctx,
      event,
      quote,
      payment,
      { customerId: card.customerId, cardId: card.id },
      (tx) => markPaid(ctx, tx, eventId),
    );
    await tellIfDeclined(ctx, eventId, outcome);
  }
}

/** POST /api/events/{eventId}/retainer: pays a declined retainer again, within the 24 hours. */
export async function retryRetainer(
  ctx: AppContext,
  customerId: string,
  eventId: string,
  input: { cardId: string },
) {
  const now = new Date();
  const card = await savedCard(ctx.db, customerId, input.cardId);
  if (!card) throw new AppError('not_found', 'This card is not among your saved cards.');
  const opened = await ctx.db.transaction(async (tx) => {
    const event = await lockEvent(tx, eventId, customerId, 'customer');
    if (!event) throw new AppError('not_found', 'This event does not exist.');
    if (event.state !== 'accepted_unpaid')
      throw new AppError('conflict', 'This retainer is not waiting to be paid.');
    if (!unpaidStillHolds(event.acceptedAt!, now)) {
      throw new AppError(
        'conflict',
        'The 24 hours to pay the retainer have passed; ask the artist for a new quote.',
      );
    }
    const [failed] = (await paymentsOf(tx, eventId)).filter(
      (p) => p.kind === 'retainer' && p.status === 'failed',
    );
    if (!failed) throw new AppError('conflict', 'This retainer is already being charged.');
    const payment = await retryEventPayment(tx, failed.id);
    await setEventCard(tx, eventId, card.id);
    return { event, quote: (await findQuote(tx, eventId, event.version))!, payment };
  });
  const outcome = await chargeEvent(
    ctx,
    opened.event,
    opened.quote,
    opened.payment,
    { customerId: card.customerId, cardId: card.id },
    (tx) => markPaid(ctx, tx, eventId),
  );
  await tellIfDeclined(ctx, eventId, outcome);
}
