import { DEFAULT_RETAINER_PERCENT } from '#shared/domain/event-quote.ts';
import type { QuoteDraft } from '#shared/schemas/events.ts';
import { AppError } from '../../app-error.ts';
import type { AppContext } from '../../context.ts';
import { artistTerms } from '../../money/settlement-rules.ts';
import {
  assistantCandidates,
  findEventArtist,
  findEventFor,
  findQuote,
  servicePrices,
  teamOf,
  type EventRow,
} from './events.queries.ts';

const DAY = 86_400_000;
/** The retainer stays refundable until this long before the event, by default. */
const REFUNDABLE_DAYS = 14;
/** A new quote is valid this long, by default. */
const VALID_DAYS = 7;

/** The event, when `leadId` is its lead (a 404 for anyone else, as the event's page gives). */
async function leadEvent(ctx: AppContext, leadId: string, eventId: string) {
  const event = await findEventFor(ctx.db, eventId, leadId);
  if (event?.leadId !== leadId) throw new AppError('not_found', 'This event does not exist.');
  return event;
}

/**
 * A new quote's dates: refundable until 14 days before the event and valid 7 days, each
 * brought closer (halfway to the event) when the event is too near for it.
 */
export function defaultQuoteDates(readyBy: Date, now: Date) {
  const left = readyBy.getTime() - now.getTime();
  const refundable = readyBy.getTime() - REFUNDABLE_DAYS * DAY;
  const halfway = now.getTime() + Math.floor(left / 2);
  return {
    refundableUntil: new Date(refundable > now.getTime() ? refundable : halfway).toISOString(),
    validUntil: new Date(Math.min(now.getTime() + VALID_DAYS * DAY, halfway)).toISOString(),
  };
}

/** The request's lines: each person's services at the lead's price and length of today. */
async function requestLines(ctx: AppContext, event: EventRow) {
  const prices = new Map((await servicePrices(ctx.db, event.leadId)).map((s) => [s.id, s]));
  return event.people.flatMap((p) =>
    p.services.map((s) => ({
      person: p.name,
      service: s.name,
      priceCents: prices.get(s.serviceId)?.priceCents ?? 0,
      minutes: prices.get(s.serviceId)?.minutes ?? s.minutes,
    })),
  );
}

/**
 * GET /api/events/{eventId}/quote-draft: what the lead's editor starts from. The current
 * version when there is one (a new version changes it), else the request at her own prices;
 * and the booking fee, her commission and the tax status the server will price it with.
 */
export async function quoteDraft(
  ctx: AppContext,
  leadId: string,
  eventId: string,
): Promise<QuoteDraft> {
  const event = await leadEvent(ctx, leadId, eventId);
  const now = new Date();
  const current = event.version > 0 ? await findQuote(ctx.db, eventId, event.version) : null;
  const lead = await findEventArtist(ctx.db, leadId);
  const terms = await artistTerms(ctx.db, ctx.env, leadId, now);
  const team = current ? await teamOf(ctx.db, eventId) : [];
  return {
    input: current
      ? {
          lines: current.lines,
          travelFeeCents: current.travelFeeCents,
          earlyStartFeeCents: current.earlyStartFeeCents,
          trialPriceCents: current.trialPriceCents,
          retainerPercent: current.retainerPercent,
          ...defaultQuoteDates(event.readyBy, now),
          refundableUntil: current.refundableUntil.toISOString(),
        }
      : {
          lines: await requestLines(ctx, event),
          travelFeeCents: 0,
          earlyStartFeeCents: 0,
          trialPriceCents: null,
          retainerPercent: DEFAULT_RETAINER_PERCENT,
          ...defaultQuoteDates(event.readyBy, now),
        },
    assistants: team
      .filter((m) => m.role === 'assistant')
      .map((m) => ({ id: m.artistId, name: `${m.firstName} ${m.lastName}` })),
    feeBps: ctx.env.CUSTOMER_FEE_BPS,
    commissionBps: terms.commissionBps,
    tax: {
      artistHst: (lead?.hstNumber ?? null) !== null,
      platformHst: (ctx.env.PLATFORM_HST_NUMBER ?? null) !== null,
    },
  };
}

/**
 * GET /api/events/{eventId}/assistant-candidates?q=: verified artists the lead of this event
 * may invite, found by name.
 */
export async function findAssistantCandidates(
  ctx: AppContext,
  leadId: string,
  eventId: string,
  q: string,
) {
  await leadEvent(ctx, leadId, eventId);
  const rows = await assistantCandidates(ctx.db, leadId, q);
  return rows.map((r) => ({ id: r.id, name: `${r.firstName} ${r.lastName}` }));
}
