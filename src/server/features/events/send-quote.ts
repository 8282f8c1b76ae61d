import type { z } from 'zod';
import { planDay, scheduleProblem, type ScheduleSlot } from '#shared/domain/event-schedule.ts';
import { eventCart } from '#shared/domain/event-quote.ts';
import type { QuoteInput } from '#shared/schemas/events.ts';
import { AppError } from '../../app-error.ts';
import type { AppContext } from '../../context.ts';
import { isExclusionViolation } from '../../db/pg-errors.ts';
import { announce } from './event-news.ts';
import { lockEventById } from './event-team.queries.ts';
import { holdReplacement } from './replace-assistant.ts';
import {
  answerTeamInvitation,
  findEventArtist,
  insertQuote,
  inviteAssistants,
  lockEvent,
  markEventQuoted,
  removeAssistantsBut,
  verifiedArtists,
} from './events.queries.ts';

type Input = z.output<typeof QuoteInput>;

const invalid = (field: string, message: string) =>
  new AppError('validation', message, { [field]: message });

/** The day's schedule: the artist's own, checked, or planned from the lines' lengths. */
function scheduleFor(input: Input, team: string[], readyBy: Date): ScheduleSlot[] {
  if (input.schedule) {
    const slots = input.schedule.map((s) => ({
      ...s,
      start: new Date(s.start),
      end: new Date(s.end),
    }));
    const problem = scheduleProblem(slots, team, readyBy);
    if (problem) throw invalid('schedule', problem);
    const people = new Set(input.lines.map((l) => l.person));
    if (!slots.every((s) => people.has(s.person))) {
      throw invalid('schedule', 'Every slot must be for a person of the quote.');
    }
    return slots;
  }
  const minutes = new Map<string, number>();
  for (const l of input.lines) minutes.set(l.person, (minutes.get(l.person) ?? 0) + l.minutes);
  return planDay(
    [...minutes].map(([name, m]) => ({ name, minutes: m })),
    team,
    readyBy,
  ).slots;
}

function checkDates(input: Input, readyBy: Date, now: Date) {
  const validUntil = new Date(input.validUntil);
  const refundableUntil = new Date(input.refundableUntil);
  if (validUntil <= now || validUntil >= readyBy) {
    throw invalid('validUntil', 'must be after today and before the event');
  }
  if (refundableUntil > readyBy) throw invalid('refundableUntil', 'must be before the event');
  return { validUntil, refundableUntil };
}

/**
 * POST /api/events/{eventId}/quotes: the lead artist quotes, or quotes again. Each quote is a
 * new version (the earlier ones stay); the server prices it all-in with the fee rate and the
 * HST numbers of the day, and invites the assistants named who are not yet on the team.
 */
export async function sendQuote(ctx: AppContext, leadId: string, eventId: string, input: Input) {
  const now = new Date();
  const assistants = [...new Set(input.assistantIds)];
  if (assistants.includes(leadId))
    throw invalid('assistantIds', 'You are already the lead artist.');
  const verified = await verifiedArtists(ctx.db, assistants);
  if (assistants.some((id) => !verified.has(id))) {
    throw invalid('assistantIds', 'Invite verified Blush artists only.');
  }
  const lead = await findEventArtist(ctx.db, leadId);
  return ctx.db.transaction(async (tx) => {
    const event = await lockEvent(tx, eventId, leadId, 'lead');
    if (!event) throw new AppError('not_found', 'This event does not exist.');
    if (event.state !== 'requested' && event.state !== 'quoted') {
      throw new AppError('conflict', 'This quote was already answered; it cannot change now.');
    }
    const dates = checkDates(input, event.readyBy, now);
    const team = [leadId, ...assistants];
    const schedule = scheduleFor(input, team, event.readyBy);
    const platformHst = ctx.env.PLATFORM_HST_NUMBER ?? null;
    const artistHst = lead?.hstNumber ?? null;
    const cart = eventCart(input, ctx.env.CUSTOMER_FEE_BPS, {
      artistHst: artistHst !== null,
      platformHst: platformHst !== null,
    });
    const version = event.version + 1;
    await insertQuote(tx, {
      eventId,
      version,
      lines: input.lines,
      travelFeeCents: input.travelFeeCents,
      earlyStartFeeCents: input.earlyStartFeeCents,
      trialPriceCents: event.trialAt ? input.trialPriceCents : null,
      retainerPercent: input.retainerPercent,
      ...dates,
      schedule: schedule.map((s) => ({
        ...s,
        start: s.start.toISOString(),
        end: s.end.toISOString(),
      })),
      feeBps: ctx.env.CUSTOMER_FEE_BPS,
      artistHst,
      platformHst,
      totalCents: cart.totalCents,
    });
    await markEventQuoted(tx, eventId, version, now);
    // Assistants left out of this version leave the team; new ones are invited.
    await removeAssistantsBut(tx, eventId, assistants);
    if (assistants.length > 0) await inviteAssistants(tx, eventId, assistants);
    await announce(ctx, tx, eventId, { kind: 'quoted', by: leadId, version, invited: assistants });
    return { version };
  });
}

/**
 * POST /api/events/{eventId}/invitation: an invited assistant accepts or declines; the lead
 * is told (and invites another by quoting again, or by a replacement once accepted). A
 * replacement's yes holds her time in the same transaction; her calendar taken is a 409.
 */
export async function answerInvitation(
  ctx: AppContext,
  artistId: string,
  eventId: string,
  accept: boolean,
) {
  try {
    return await ctx.db.transaction(async (tx) => {
      const event = await lockEventById(tx, eventId);
      const row = event && (await answerTeamInvitation(tx, eventId, artistId, accept));
      if (!row) throw new AppError('conflict', 'There is no invitation to answer for this event.');
      if (accept && row.replacesId) await holdReplacement(tx, event, artistId, row.replacesId);
      await announce(ctx, tx, eventId, { kind: accept ? 'joined' : 'declined', by: artistId });
      return row;
    });
  } catch (error) {
    if (isExclusionViolation(error)) {
      throw new AppError('conflict', 'Your calendar is taken at that time: you cannot join.');
    }
    throw error;
  }
}
