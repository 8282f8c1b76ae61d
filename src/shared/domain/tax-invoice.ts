/**
 * A charge as a tax invoice: what the CRA asks of an invoice for a business customer to claim
 * input tax credits (Excise Tax Act s. 169(4) and the Input Tax Credit Information (GST/HST)
 * Regulations): each supplier's name and GST/HST number, the date, the customer's name, each
 * supply described with its amount, and the tax per line and in total. Two suppliers sell in
 * one booking: the artist her services, the platform its booking fee; each line names its own.
 */
import { scaleHalfUp } from './settlement.ts';

export type Supplier = 'artist' | 'platform';

export interface InvoiceLine {
  description: string;
  supplier: Supplier;
  quantity: number;
  /** Before tax. */
  amountCents: number;
  /** The HST on this line (0 when its supplier is not registered). */
  hstCents: number;
}

export interface InvoiceCharge {
  kind: 'service' | 'cancellation' | 'no-show';
  subtotalCents: number;
  feeCents: number;
  serviceHstCents: number;
  feeHstCents: number;
}

export interface InvoiceService {
  typeOfService: string;
  quantity: number;
  /** The artist's price of one unit, as quoted with the booking. */
  amountCents: number;
}

/**
 * `total` divided over `weights` in proportion, one after the other (each takes its share, half
 * up, of what the ones before it left), so the shares add up to `total` exactly.
 */
export function splitInProportion(total: number, weights: readonly number[]): number[] {
  let left = total;
  let rest = weights.reduce((sum, w) => sum + w, 0);
  return weights.map((w) => {
    const share = rest === 0 ? 0 : scaleHalfUp(w, left, rest);
    left -= share;
    rest -= w;
    return share;
  });
}

/**
 * The lines of a charge: each service at the artist's price with its share of her HST (a late
 * cancellation or a no-show: one line for the charge on them), then the booking fee with the
 * platform's HST.
 * The lines' amounts and taxes add up to the charge to the cent.
 */
export function invoiceLines(
  charge: InvoiceCharge,
  services: readonly InvoiceService[],
): InvoiceLine[] {
  const each = services.map((s) => ({
    description: s.typeOfService,
    quantity: s.quantity,
    amountCents: s.amountCents * s.quantity,
  }));
  const whole = each.reduce((sum, l) => sum + l.amountCents, 0) === charge.subtotalCents;
  const names = services.map((s) => s.typeOfService).join(', ');
  const heading = { cancellation: 'Late cancellation charge: ', 'no-show': 'No-show charge: ' };
  const serviceLines =
    charge.kind === 'service' && whole
      ? each
      : [
          {
            description: charge.kind === 'service' ? names : `${heading[charge.kind]}${names}`,
            quantity: 1,
            amountCents: charge.subtotalCents,
          },
        ];
  const taxes = splitInProportion(
    charge.serviceHstCents,
    serviceLines.map((l) => l.amountCents),
  );
  const lines: InvoiceLine[] = serviceLines.map((l, i) => ({
    ...l,
    supplier: 'artist',
    hstCents: taxes[i]!,
  }));
  if (charge.feeCents > 0 || charge.feeHstCents > 0) {
    lines.push({
      description: 'Booking fee',
      supplier: 'platform',
      quantity: 1,
      amountCents: charge.feeCents,
      hstCents: charge.feeHstCents,
    });
  }
  return lines;
}

/** The terms printed on every invoice. */
export const INVOICE_TERMS =
  'Paid in full by card when charged. Prices in Canadian dollars. HST is Ontario’s 13% ' +
  'harmonized sales tax, charged by each supplier registered for it; a supplier without a ' +
  'GST/HST number charges none.';
