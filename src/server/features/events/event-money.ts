import { randomUUID } from 'node:crypto';
import {
  eventChargeLines,
  eventRefundLines,
  eventTipLines,
  type EventLedgerLine,
} from '#shared/domain/event-ledger.ts';
import { eventCart, splitRetainer, type TeamWork } from '#shared/domain/event-quote.ts';
import { isBalanced } from '#shared/domain/ledger.ts';
import { settle } from '#shared/domain/settlement.ts';
import type { Db } from '../../db/open-db.ts';
import type { AppContext } from '../../context.ts';
import { artistTerms, settlementOf } from '../../money/settlement-rules.ts';
import type { EventRow, QuoteRow } from './events.queries.ts';
import { owedOnEvent, withdrawnMembers } from './event-team.queries.ts';
import {
  insertEventPayment,
  insertLedgerEntries,
  markPaymentRefunded,
  recordChargeOutcome,
  type EventPayment,
} from './event-payments.queries.ts';

/** A quote's price as it was quoted (its fee rate and tax status), retainer and balance. */
export function quotePrice(q: QuoteRow) {
  const cart = eventCart(
    { lines: q.lines, travelFeeCents: q.travelFeeCents, earlyStartFeeCents: q.earlyStartFeeCents },
    q.feeBps,
    { artistHst: q.artistHst !== null, platformHst: q.platformHst !== null },
  );
  return { cart, ...splitRetainer(cart, q.retainerPercent) };
}

/**
 * Each member's work, by which she is paid: the artist's prices of the people the schedule
 * gives her; the travel and early-start fees are the lead's. The work of an assistant who left
 * the team is done by whom `instead` names (her replacement, or the lead).
 */
export function teamWork(
  q: QuoteRow,
  leadId: string,
  instead: ReadonlyMap<string, string> = new Map(),
): TeamWork[] {
  const work = new Map<string, number>([[leadId, q.travelFeeCents + q.earlyStartFeeCents]]);
  const doneBy = new Map(q.schedule.map((s) => [s.person, s.artistId]));
  for (const line of q.lines) {
    const member = doneBy.get(line.person) ?? leadId;
    const who = instead.get(member) ?? member;
    work.set(who, (work.get(who) ?? 0) + line.priceCents);
  }
  return [...work].map(([artistId, workCents]) => ({ artistId, workCents }));
}

/** Writes one balanced transaction of an event's lines, each member's on her own account. */
export async function recordEventLedger(
  tx: Db,
  lines: EventLedgerLine[],
  event: Pick<EventRow, 'id' | 'customerId'>,
) {
  if (!isBalanced(lines)) throw new Error('event ledger lines do not balance');
  const transactionId = randomUUID();
  await insertLedgerEntries(
    tx,
    lines.map((l) => ({
      transactionId,
      account: l.account,
      userId: l.party === 'customer' ? event.customerId : l.artistId,
      amountCents: l.amountCents,
      eventId: event.id,
      memo: l.memo,
    })),
  );
}

/** Opens a charge of the event (retainer or balance), 'processing', inside the caller's transaction. */
export async function openEventCharge(
  tx: Db,
  ctx: AppContext,
  event: EventRow,
  quote: QuoteRow,
  kind: EventPayment['kind'],
) {
  const price = quotePrice(quote);
  const terms = await artistTerms(tx, ctx.env, event.leadId, new Date());
  const s = settle(kind === 'retainer' ? price.retainer : price.balance, terms.commissionBps);
  const id = randomUUID();
  return insertEventPayment(tx, {
    id,
    eventId: event.id,
    kind,
    status: 'processing',
    subtotalCents: s.subtotalCents,
    feeCents: s.feeCents,
    serviceHstCents: s.serviceHstCents,
    feeHstCents: s.feeHstCents,
    amountCents: s.amountCents,
    commissionCents: s.commissionCents,
    idempotencyKey: `event-payment-${id}-1`,
  });
}

/**
 * Calls the provider for a 'processing' event charge and records the outcome: on success the
 * ledger's lines (each member her share; a tip's carry no fee, commission or HST) and `onPaid` in the same transaction. A decline is a
 * result; a provider that does not answer leaves it 'processing'.
 */
export async function chargeEvent(
  ctx: AppContext,
  event: EventRow,
  quote: QuoteRow,
  payment: EventPayment,
  card: { customerId: string | null; cardId: string | null },
  onPaid: (tx: Db) => Promise<void>,
): Promise<EventPayment> {
  let result;
  try {
    result =
      card.customerId && card.cardId
        ? await ctx.gateway.charge({
            customerId: card.customerId,
            cardId: card.cardId,
            amountCents: payment.amountCents,
            applicationFeeCents: payment.feeCents + payment.commissionCents,
            destinationAccountId: null,
            idempotencyKey: payment.idempotencyKey,
            description: `Event ${event.id} ${payment.kind}`,
            metadata: { eventId: event.id, idempotencyKey: payment.idempotencyKey },
          })
        : ({
            status: 'failed',
            paymentId: null,
            code: 'no_card',
            message: 'No card was saved.',
          } as const);
  } catch (error) {
    ctx.log.warn({ err: error, paymentId: payment.id }, 'event charge not answered');
    return payment;
  }
  return ctx.db.transaction(async (tx) => {
    if (result.status === 'failed') {
      const row = await recordChargeOutcome(tx, payment, {
        status: 'failed',
        gatewayPaymentId: result.paymentId,
        failureMessage: result.message,
      });
      return row ?? payment;
    }
    const row = await recordChargeOutcome(tx, payment, {
      status: 'succeeded',
      gatewayPaymentId: result.paymentId,
      failureMessage: null,
    });
    if (!row) return payment;
    const work = teamWork(quote, event.leadId, await withdrawnMembers(tx, event.id, event.leadId));
    const lines =
      row.kind === 'tip'
        ? eventTipLines(row.amountCents, event.leadId, work)
        : eventChargeLines(settlementOf(row), event.leadId, work);
    await recordEventLedger(tx, lines, event);
    await onPaid(tx);
    return row;
  });
}

/** Refunds a paid charge in full, once: the provider first (keyed), then the ledger. */
export async function refundEventPayment(
  ctx: AppContext,
  event: EventRow,
  quote: QuoteRow,
  payment: EventPayment,
) {
  if (payment.status !== 'succeeded' || payment.refundedAt || !payment.gatewayPaymentId) return;
  await ctx.gateway.refund({
    paymentId: payment.gatewayPaymentId,
    amountCents: payment.amountCents,
    idempotencyKey: `event-refund-${payment.id}`,
  });
  await ctx.db.transaction(async (tx) => {
    const row = await markPaymentRefunded(tx, payment.id, new Date());
    if (!row) return;
    const work = teamWork(quote, event.leadId, await withdrawnMembers(tx, event.id, event.leadId));
    const lines = eventRefundLines(settlementOf(row), event.leadId, work);
    await recordEventLedger(tx, lines, event);
  });
}

/**
 * An assistant left the team: what its charges so far owed her (her share of the retainer)
 * moves to the lead, who now does her part, in one balanced transaction.
 */
export async function moveShareToLead(
  tx: Db,
  event: Pick<EventRow, 'id' | 'customerId' | 'leadId'>,
  artistId: string,
) {
  const owed = await owedOnEvent(tx, event.id, artistId);
  if (owed <= 0) return;
  const memo = 'Event share moved to the lead: the assistant left the team';
  const move = (artist: string, amountCents: number): EventLedgerLine => ({
    account: 'artist_payable',
    amountCents,
    party: 'artist',
    artistId: artist,
    memo,
  });
  await recordEventLedger(tx, [move(artistId, owed), move(event.leadId, -owed)], event);
}
