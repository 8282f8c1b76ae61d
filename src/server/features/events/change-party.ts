import type { z } from 'zod';
import { planDay } from '#shared/domain/event-schedule.ts';
import { eventCart, type QuoteLine } from '#shared/domain/event-quote.ts';
import type { ChangePartyInput } from '#shared/schemas/events.ts';
import { AppError } from '../../app-error.ts';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/open-db.ts';
import {
  findQuote,
  insertQuote,
  lockEvent,
  markEventQuoted,
  servicesOf,
  updateEventPeople,
  type EventRow,
  type QuoteRow,
} from './events.queries.ts';

type Input = z.output<typeof ChangePartyInput>;

export const PARTY_CUT_OFF =
  'The date to change the party online has passed. Ask the artist in the conversation, or cancel by the quote’s terms.';
export const PARTY_ACCEPTED =
  'This quote is accepted: ask the artist in the conversation to change the party.';

/**
 * The quote's cut-off: the date the retainer stops being refundable, or the date the quote is
 * valid until when that comes first (a change is a version she must still be able to accept).
 */
const cutOffOf = (quote: QuoteRow) =>
  quote.validUntil < quote.refundableUntil ? quote.validUntil : quote.refundableUntil;

/**
 * Until when the customer may change the party: while the quote waits for her answer, up to
 * its cut-off. Null for anyone else, or when it is too late.
 */
export async function partyCutOff(db: Db, event: EventRow, viewerId: string, now = new Date()) {
  if (viewerId !== event.customerId || event.state !== 'quoted') return null;
  const quote = await findQuote(db, event.id, event.version);
  if (!quote || cutOffOf(quote) <= now) return null;
  return cutOffOf(quote).toISOString();
}

const invalidParty = (message: string) => new AppError('validation', message, { people: message });

/**
 * The new party's lines at the quote's own prices: each service at what the artist quoted it
 * for (its first line of that service). A service she has not quoted is for her to price.
 */
function linesAt(quote: QuoteRow, people: EventRow['people']): QuoteLine[] {
  const quoted = new Map<string, QuoteLine>();
  for (const l of quote.lines) if (!quoted.has(l.service)) quoted.set(l.service, l);
  return people.flatMap((p) =>
    p.services.map((s) => {
      const line = quoted.get(s.name);
      if (!line) {
        throw invalidParty(
          `${s.name} is not on the artist’s quote: ask her in the conversation to quote it.`,
        );
      }
      return {
        person: p.name,
        service: s.name,
        priceCents: line.priceCents,
        minutes: line.minutes,
      };
    }),
  );
}

/** The party as stored: the artist's services by id, named and timed by the server. */
async function partyOf(db: Db, event: EventRow, input: Input): Promise<EventRow['people']> {
  const names = input.people.map((p) => p.name.trim().toLowerCase());
  if (new Set(names).size !== names.length) {
    throw invalidParty('Give each person of the party a different name.');
  }
  const ids = [...new Set(input.people.flatMap((p) => p.serviceIds))];
  const services = new Map((await servicesOf(db, event.leadId, ids)).map((s) => [s.id, s]));
  if (services.size !== ids.length) {
    throw invalidParty('These services have changed. Please choose them again.');
  }
  return input.people.map((p) => ({
    name: p.name,
    services: p.serviceIds.map((id) => {
      const s = services.get(id)!;
      return { serviceId: id, name: s.name, minutes: s.minutes };
    }),
  }));
}

/**
 * POST /api/events/{eventId}/party: the customer changes the party (people and their services)
 * of the version she read, until the quote's cut-off (`cutOffOf`). The change is a new version of the
 * quote: the new party's lines at the quote's own prices, the same fees, terms, fee rate and
 * HST numbers, and the day planned again over the same team; the earlier versions are kept.
 * She then accepts the new version as any other. After acceptance or the cut-off it is a 409
 * that says what to do.
 */
export async function changeParty(
  ctx: AppContext,
  customerId: string,
  eventId: string,
  input: Input,
) {
  const now = new Date();
  return ctx.db.transaction(async (tx) => {
    const event = await lockEvent(tx, eventId, customerId, 'customer');
    if (!event) throw new AppError('not_found', 'This event does not exist.');
    if (event.state === 'accepted_unpaid' || event.state === 'accepted') {
      throw new AppError('conflict', PARTY_ACCEPTED);
    }
    if (event.state !== 'quoted') {
      throw new AppError('conflict', 'This event can no longer be changed.');
    }
    if (event.version !== input.version) {
      throw new AppError(
        'conflict',
        `The artist has changed the quote: please read version ${event.version}.`,
      );
    }
    const quote = (await findQuote(tx, eventId, event.version))!;
    if (cutOffOf(quote) <= now) throw new AppError('conflict', PARTY_CUT_OFF);
    const people = await partyOf(tx, event, input);
    const lines = linesAt(quote, people);
    const team = [...new Set([event.leadId, ...quote.schedule.map((s) => s.artistId)])];
    const minutes = new Map<string, number>();
    for (const l of lines) minutes.set(l.person, (minutes.get(l.person) ?? 0) + l.minutes);
    const day = planDay(
      [...minutes].map(([name, m]) => ({ name, minutes: m })),
      team,
      event.readyBy,
    );
    const cart = eventCart({ ...quote, lines }, quote.feeBps, {
      artistHst: quote.artistHst !== null,
      platformHst: quote.platformHst !== null,
    });
    const version = event.version + 1;
    await insertQuote(tx, {
      ...quote,
      createdAt: now,
      version,
      lines,
      schedule: day.slots.map((s) => ({
        ...s,
        start: s.start.toISOString(),
        end: s.end.toISOString(),
      })),
      totalCents: cart.totalCents,
    });
    await updateEventPeople(tx, eventId, people);
    await markEventQuoted(tx, eventId, version, now);
    return { version };
  });
}
