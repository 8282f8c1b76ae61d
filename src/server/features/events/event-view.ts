import { trialCart } from '#shared/domain/event-quote.ts';
import { displayLines } from '#shared/domain/pricing.ts';
import type { EventView } from '#shared/schemas/events.ts';
import { AppError } from '../../app-error.ts';
import type { AppContext } from '../../context.ts';
import { quotePrice } from './event-money.ts';
import {
  findEventFor,
  findQuote,
  listEventsFor,
  quoteVersions,
  teamOf,
  userNames,
  type EventRow,
} from './events.queries.ts';
import { eventLedgerTotal, paymentsOf } from './event-payments.queries.ts';
import { eventTipView } from './event-tip.ts';
import { partyCutOff } from './change-party.ts';
import { cancelPreview } from './settle-event.ts';

async function quoteView(ctx: AppContext, event: EventRow) {
  const quote = event.version > 0 ? await findQuote(ctx.db, event.id, event.version) : null;
  if (!quote) return null;
  const price = quotePrice(quote);
  const team = await teamOf(ctx.db, event.id);
  const names = new Map(team.map((m) => [m.artistId, `${m.firstName} ${m.lastName}`]));
  const lines = displayLines(price.cart);
  const trial = quote.trialPriceCents;
  return {
    version: quote.version,
    lines: lines
      .filter((l) => !l.label.startsWith('HST'))
      .map(({ label, amountCents }) => ({ label, amountCents })),
    hstLines: lines
      .filter((l) => l.label.startsWith('HST'))
      .map(({ label, amountCents }) => ({ label, amountCents })),
    totalCents: price.cart.totalCents,
    retainerCents: price.retainer.amountCents,
    balanceCents: price.balance.amountCents,
    retainerPercent: quote.retainerPercent,
    refundableUntil: quote.refundableUntil.toISOString(),
    validUntil: quote.validUntil.toISOString(),
    // What the trial's own booking will cost her, all-in with its HST, as the editor showed it.
    trialTotalCents:
      trial === null
        ? null
        : trialCart(trial, quote.feeBps, {
            artistHst: quote.artistHst !== null,
            platformHst: quote.platformHst !== null,
          }).totalCents,
    schedule: quote.schedule.map((s) => ({
      artistName: names.get(s.artistId) ?? '',
      person: s.person,
      start: s.start,
      end: s.end,
    })),
    team: team.map((m) => ({
      artistId: m.artistId,
      name: `${m.firstName} ${m.lastName}`,
      status: m.status,
    })),
  };
}

/** An event as one of its parties sees it: the code only to its customer, once paid. */
export async function eventView(
  ctx: AppContext,
  event: EventRow,
  viewerId: string,
): Promise<EventView> {
  const names = await userNames(ctx.db, [event.customerId, event.leadId]);
  const preview = await cancelPreview(ctx.db, event, viewerId);
  const payments = await paymentsOf(ctx.db, event.id);
  return {
    id: event.id,
    state: event.state,
    eventType: event.eventType,
    readyBy: event.readyBy.toISOString(),
    address: event.address,
    people: event.people.map((p) => ({
      name: p.name,
      services: p.services.map((s) => s.name),
      serviceIds: p.services.map((s) => s.serviceId),
    })),
    changeableUntil: await partyCutOff(ctx.db, event, viewerId),
    trialAt: event.trialAt?.toISOString() ?? null,
    notes: event.notes,
    budgetCents: event.budgetCents,
    customer: { id: event.customerId, name: names.get(event.customerId) ?? '' },
    lead: { id: event.leadId, name: names.get(event.leadId) ?? '' },
    quote: await quoteView(ctx, event),
    versions: event.version,
    history: (await quoteVersions(ctx.db, event.id)).map((v) => ({
      version: v.version,
      sentAt: v.createdAt.toISOString(),
      totalCents: v.totalCents,
    })),
    paidCents: await eventLedgerTotal(ctx.db, event.id),
    retainerDeclined: payments.some((p) => p.kind === 'retainer' && p.status === 'failed'),
    code: viewerId === event.customerId && event.state === 'accepted' ? event.code : null,
    tip: eventTipView(
      event,
      event.state === 'completed' ? await findQuote(ctx.db, event.id, event.version) : null,
      payments,
    ),
    cancelPreview: preview && { refundCents: preview.refundCents, keptCents: preview.keptCents },
  };
}

/** GET /api/events/{eventId}. */
export async function getEvent(ctx: AppContext, userId: string, eventId: string) {
  const event = await findEventFor(ctx.db, eventId, userId);
  if (!event) throw new AppError('not_found', 'This event does not exist.');
  return eventView(ctx, event, userId);
}

/** GET /api/events: the caller's events, as customer, lead or assistant. */
export async function listEvents(ctx: AppContext, userId: string) {
  const rows = await listEventsFor(ctx.db, userId);
  return Promise.all(rows.map((e) => eventView(ctx, e, userId)));
}
