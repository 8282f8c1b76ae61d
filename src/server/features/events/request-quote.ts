import type { z } from 'zod';
import { READY_BY_PAST, type EventRequestInput } from '#shared/schemas/events.ts';
import { AppError } from '../../app-error.ts';
import type { AppContext } from '../../context.ts';
import { announce } from './event-news.ts';
import {
  findEventArtist,
  findEventByKey,
  insertEventRequest,
  insertTeamLead,
  servicesOf,
  updateTakesEvents,
} from './events.queries.ts';

type Input = z.output<typeof EventRequestInput>;

/**
 * POST /api/events/requests/{artistId}: the customer asks an artist who takes events for a
 * quote. The services are the artist's own (by id, named and timed by the server); one
 * idempotency key makes one request however often it is sent.
 */
export async function requestQuote(
  ctx: AppContext,
  customerId: string,
  artistId: string,
  input: Input,
) {
  if (customerId === artistId) {
    throw new AppError('bad_request', 'You cannot ask yourself for a quote.');
  }
  const artist = await findEventArtist(ctx.db, artistId);
  if (!artist?.takesEvents || !artist.verifiedAt) {
    throw new AppError('not_found', 'This artist does not take weddings and events.');
  }
  const readyBy = new Date(input.readyBy);
  if (readyBy.getTime() <= Date.now()) {
    throw new AppError('validation', `The ready-by time ${READY_BY_PAST}.`, {
      readyBy: READY_BY_PAST,
    });
  }
  const ids = [...new Set(input.people.flatMap((p) => p.serviceIds))];
  const services = new Map((await servicesOf(ctx.db, artistId, ids)).map((s) => [s.id, s]));
  if (services.size !== ids.length) {
    const message = 'These services have changed. Please choose them again.';
    throw new AppError('validation', message, { people: message });
  }
  const people = input.people.map((p) => ({
    name: p.name,
    services: p.serviceIds.map((id) => {
      const s = services.get(id)!;
      return { serviceId: id, name: s.name, minutes: s.minutes };
    }),
  }));
  return ctx.db.transaction(async (tx) => {
    const made = await insertEventRequest(tx, {
      customerId,
      leadId: artistId,
      state: 'requested',
      eventType: input.eventType,
      readyBy,
      address: input.address,
      people,
      trialAt: input.trialWanted && input.trialAt ? new Date(input.trialAt) : null,
      notes: input.notes || null,
      budgetCents: input.budgetCents ?? null,
      idempotencyKey: input.idempotencyKey,
    });
    if (!made) {
      const earlier = await findEventByKey(tx, customerId, input.idempotencyKey);
      if (earlier?.leadId !== artistId) {
        throw new AppError('conflict', 'This request was already sent to another artist.');
      }
      return earlier.id;
    }
    await insertTeamLead(tx, made.id, artistId);
    await announce(ctx, tx, made.id, { kind: 'requested', by: customerId });
    return made.id;
  });
}

/** PUT /api/events/setting: whether the artist takes weddings and events. */
export async function setTakesEvents(ctx: AppContext, artistId: string, takesEvents: boolean) {
  const row = await updateTakesEvents(ctx.db, artistId, takesEvents);
  if (!row) throw new AppError('not_found', 'Finish your profile first.');
  return row;
}
