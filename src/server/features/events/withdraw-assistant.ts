import { AppError } from '../../app-error.ts';
import type { AppContext } from '../../context.ts';
import type { CloseBookingsJob } from '../../jobs/jobs.ts';
import { queues } from '../../jobs/jobs.ts';
import { announce } from './event-news.ts';
import { moveShareToLead } from './event-money.ts';
import { findEventFor } from './events.queries.ts';
import {
  lockEventById,
  markWithdrawn,
  openEventsAssisted,
  releaseHoldsOf,
} from './event-team.queries.ts';

const notDone: readonly string[] = ['requested', 'quoted', 'accepted_unpaid', 'accepted'];

/**
 * An assistant leaves an event not yet done: she withdraws (`by` is she), or Blush takes her
 * off when her account is blocked or deleted (`by` null). Her held time is given back, her
 * share of what was paid moves to the lead, and the lead is told (a line of the conversation
 * and an e-mail); the event page shows the gap until the lead invites another.
 */
export async function leaveEvent(
  ctx: AppContext,
  artistId: string,
  eventId: string,
  by: string | null,
) {
  const now = new Date();
  await ctx.db.transaction(async (tx) => {
    const event = await lockEventById(tx, eventId);
    if (!event || !notDone.includes(event.state)) {
      throw new AppError('conflict', 'This event is over: its team no longer changes.');
    }
    if (!(await markWithdrawn(tx, eventId, artistId, now))) {
      throw new AppError('conflict', 'You are not on this event’s team.');
    }
    await releaseHoldsOf(tx, eventId, artistId, now);
    await moveShareToLead(tx, event, artistId);
    await announce(ctx, tx, eventId, { kind: 'withdrew', member: artistId, by });
  });
}

/** POST /api/events/{eventId}/withdraw: an assistant (invited or who said yes) withdraws. */
export async function withdrawFromEvent(ctx: AppContext, artistId: string, eventId: string) {
  const event = await findEventFor(ctx.db, eventId, artistId);
  if (!event) throw new AppError('not_found', 'This event does not exist.');
  if (event.leadId === artistId) {
    throw new AppError('conflict', 'You lead this event: cancel it instead.');
  }
  await leaveEvent(ctx, artistId, eventId, artistId);
}

/**
 * An account was blocked or deleted: it leaves every event not yet done that it assists at
 * (each on its own, so one already over does not stop the others).
 */
export async function leaveEventsOf(ctx: AppContext, job: CloseBookingsJob) {
  for (const eventId of await openEventsAssisted(ctx.db, job.userId)) {
    await leaveEvent(ctx, job.userId, eventId, null).catch((error: unknown) => {
      if (!(error instanceof AppError)) throw error;
    });
  }
}

/** Runs the `leave-events` jobs queued when an account is blocked or deleted. */
export function registerLeaveEvents(ctx: AppContext): void {
  ctx.jobs.work(queues.leaveEvents, async (data) => {
    await leaveEventsOf(ctx, data as CloseBookingsJob);
  });
}
