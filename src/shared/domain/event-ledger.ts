/**
 * An event's money in the ledger (decision 0042): the same lines as a booking's charge and
 * refund (ledger.ts), except that the artist's share is written once per team member, each
 * her part (`teamShares`), so each member's earnings and payouts read her own lines. The HST
 * on the services stays the lead's: she is the supplier.
 */
import { chargeLines, refundLines, tipLines, type LedgerLine } from './ledger.ts';
import { teamShares, type TeamWork } from './event-quote.ts';
import type { Settlement } from './settlement.ts';

/** A ledger line with the team member it belongs to (null: the customer's or the platform's). */
export interface EventLedgerLine extends LedgerLine {
  artistId: string | null;
}

function spread(
  lines: LedgerLine[],
  payoutSign: 1 | -1,
  leadId: string,
  team: readonly TeamWork[],
) {
  return lines.flatMap((l): EventLedgerLine[] => {
    if (l.account !== 'artist_payable') {
      return [{ ...l, artistId: l.party === 'artist' ? leadId : null }];
    }
    return teamShares(payoutSign * l.amountCents, team)
      .filter((s) => s.cents !== 0)
      .map((s) => ({ ...l, amountCents: payoutSign * s.cents, artistId: s.artistId }));
  });
}

/** The retainer's or the balance's charge, each member's share apart. */
export const eventChargeLines = (s: Settlement, leadId: string, team: readonly TeamWork[]) =>
  spread(chargeLines(s), -1, leadId, team);

/**
 * A refund of an event charge: each member gives back her share of the refund's artist part
 * (the same rule as the charge, so a full refund reverses every line).
 */
export const eventRefundLines = (r: Settlement, leadId: string, team: readonly TeamWork[]) =>
  spread(refundLines(r), 1, leadId, team);

/** A tip on an event, split over the team as its charges are. */
export const eventTipLines = (amountCents: number, leadId: string, team: readonly TeamWork[]) =>
  spread(tipLines(amountCents), -1, leadId, team);
