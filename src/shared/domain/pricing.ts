/**
 * The all-in price (Competition Act ss. 52(1.3) and 74.01(1.1): no mandatory charge added at
 * the end) and a cart's lines. Every price a customer sees before paying is the artist's price
 * plus the booking fee; only a tax imposed by government (Ontario's HST) may be added after
 * it. Integer cents throughout; percentages rounded half up to the cent (settlement.ts).
 *
 * The booking fee is taken per service, so each service's all-in price, times its quantity,
 * adds up to the order's amount before tax: what a search card, the profile and checkout show
 * is the same figure, and the lines shown always add up to what the card is charged.
 */
import type { Locale } from '#shared/i18n/locales.ts';
import { formatCents } from './money.ts';
import { percentOf, scaleHalfUp } from './settlement.ts';

/** Ontario's harmonized sales tax: 13%, in basis points. */
export const ONTARIO_HST_BPS = 1300;

/** The booking fee on one unit of a service priced `priceCents` by the artist. */
export function bookingFeeCents(priceCents: number, feeBps: number): number {
  return percentOf(priceCents, feeBps);
}

/** What a customer pays before tax for one unit of a service the artist prices `priceCents`. */
export function allInCents(priceCents: number, feeBps: number): number {
  return priceCents + bookingFeeCents(priceCents, feeBps);
}

/** What the artist keeps of one unit, once the platform's commission is taken from her price. */
export function artistEarnsCents(priceCents: number, commissionBps: number): number {
  return priceCents - percentOf(priceCents, commissionBps);
}

/**
 * The smallest artist's price whose all-in price is at least `allIn`. The all-in price rises by
 * at least a cent with every cent of the artist's price, so this turns a filter on the all-in
 * price into the same filter on the stored price (and its index) exactly.
 */
export function lowestPriceFor(allIn: number, feeBps: number): number {
  if (allIn <= 0) return 0;
  let price = Math.max(0, Math.floor((allIn * 10_000) / (10_000 + feeBps)) - 1);
  while (allInCents(price, feeBps) < allIn) price += 1;
  while (price > 0 && allInCents(price - 1, feeBps) >= allIn) price -= 1;
  return price;
}

/** The largest artist's price whose all-in price is at most `allIn` (−1 when none is). */
export function highestPriceFor(allIn: number, feeBps: number): number {
  return lowestPriceFor(allIn + 1, feeBps) - 1;
}

/** "Clients see $120.75 · you earn $92.00": both sides of a price, where the artist sets it. */
export function priceSidesText(priceCents: number, feeBps: number, commissionBps: number): string {
  return `Clients see ${formatCents(allInCents(priceCents, feeBps))} · you earn ${formatCents(
    artistEarnsCents(priceCents, commissionBps),
  )}`;
}

/** Who charges HST on a booking: the artist on her services, the platform on its fee. */
export interface TaxStatus {
  artistHst: boolean;
  platformHst: boolean;
}

export const NO_TAX: TaxStatus = { artistHst: false, platformHst: false };

export interface CartService {
  label: string;
  /** The artist's price of one unit. */
  priceCents: number;
  quantity: number;
}

export interface PricedService extends CartService {
  /** One unit's all-in price. */
  unitCents: number;
  /** The booking fee included in this line. */
  feeCents: number;
  /** All-in price × quantity: what the line shows. */
  amountCents: number;
}

export interface CartPrice {
  services: PricedService[];
  /** The artist's prices × quantities. */
  subtotalCents: number;
  /** The booking fee, included in the services' all-in prices. */
  feeCents: number;
  /** subtotal + fee: the all-in price, before tax. */
  beforeTaxCents: number;
  /** HST the artist charges on her services (0 when she is not registered). */
  serviceHstCents: number;
  /** HST the platform charges on its fee (0 when it is not registered). */
  feeHstCents: number;
  hstCents: number;
  /** What the card is charged. */
  totalCents: number;
}

/** Prices a cart: each service at its all-in price, then HST on each supplier's part. */
export function priceCart(
  services: readonly CartService[],
  feeBps: number,
  tax: TaxStatus = NO_TAX,
): CartPrice {
  const priced = services.map((s) => {
    const unitFee = bookingFeeCents(s.priceCents, feeBps);
    return {
      ...s,
      unitCents: s.priceCents + unitFee,
      feeCents: unitFee * s.quantity,
      amountCents: (s.priceCents + unitFee) * s.quantity,
    };
  });
  const subtotalCents = priced.reduce((sum, s) => sum + s.priceCents * s.quantity, 0);
  const feeCents = priced.reduce((sum, s) => sum + s.feeCents, 0);
  return withTax({ subtotalCents, feeCents }, tax, priced);
}

/** The HST on an amount already split into the artist's part and the fee. */
export function withTax(
  parts: { subtotalCents: number; feeCents: number },
  tax: TaxStatus,
  services: PricedService[] = [],
): CartPrice {
  const serviceHstCents = tax.artistHst ? percentOf(parts.subtotalCents, ONTARIO_HST_BPS) : 0;
  const feeHstCents = tax.platformHst ? percentOf(parts.feeCents, ONTARIO_HST_BPS) : 0;
  const beforeTaxCents = parts.subtotalCents + parts.feeCents;
  const hstCents = serviceHstCents + feeHstCents;
  return {
    services,
    subtotalCents: parts.subtotalCents,
    feeCents: parts.feeCents,
    beforeTaxCents,
    serviceHstCents,
    feeHstCents,
    hstCents,
    totalCents: beforeTaxCents + hstCents,
  };
}

export interface DisplayLine {
  label: string;
  amountCents: number;
  /** Said under the line, not added: "includes $5.75 booking fee". */
  note?: string;
}

/**
 * The lines a customer reads, in order: each service at its all-in price (noting the fee it
 * includes), HST on the services, HST on the booking fee, and nothing else; they add up to the
 * total to the cent (the property test checks it).
 */
export function displayLines(cart: CartPrice): DisplayLine[] {
  const lines: DisplayLine[] = cart.services.map((s) => ({
    label: s.quantity > 1 ? `${s.label} × ${s.quantity}` : s.label,
    amountCents: s.amountCents,
    note: s.feeCents > 0 ? `includes ${formatCents(s.feeCents)} booking fee` : undefined,
  }));
  if (cart.serviceHstCents > 0) {
    lines.push({ label: 'HST 13% on services', amountCents: cart.serviceHstCents });
  }
  if (cart.feeHstCents > 0) {
    lines.push({ label: 'HST 13% on booking fee', amountCents: cart.feeHstCents });
  }
  return lines;
}

/**
 * "$120.75" or "$120.75 + HST" ("120,75 $ + TVH" in French): a listed price, saying when tax
 * is added after it.
 */
export function listedPriceText(
  allIn: number,
  artistHst: boolean,
  locale: Locale = 'en-CA',
): string {
  const amount = formatCents(allIn, locale);
  if (!artistHst) return amount;
  return `${amount} + ${locale === 'fr-CA' ? 'TVH' : 'HST'}`;
}

/** A booking's figures as it was quoted: the artist's prices and the fee and HST it carries. */
export interface QuotedBooking {
  services: ReadonlyArray<{ typeOfService: string; quantity: number; amountCents: number }>;
  subtotalCents: number;
  feeCents: number;
  serviceHstCents: number;
  feeHstCents: number;
}

/**
 * A booking's cart as it was quoted, for the lines of an e-mail or its details: the fee it was
 * charged is shared over its services in proportion (each line takes its share, half up, of
 * what the lines before it left), so the lines add up to what it costs whatever rate applied.
 */
export function quotedCart(booking: QuotedBooking): CartPrice {
  let feeLeft = booking.feeCents;
  let rest = booking.services.reduce((sum, s) => sum + s.amountCents * s.quantity, 0);
  const services = booking.services.map((s) => {
    const price = s.amountCents * s.quantity;
    const feeCents = rest === 0 ? 0 : scaleHalfUp(price, feeLeft, rest);
    feeLeft -= feeCents;
    rest -= price;
    return {
      label: s.typeOfService,
      priceCents: s.amountCents,
      quantity: s.quantity,
      unitCents: s.quantity > 0 ? Math.round((price + feeCents) / s.quantity) : 0,
      feeCents,
      amountCents: price + feeCents,
    };
  });
  const beforeTaxCents = booking.subtotalCents + booking.feeCents;
  const hstCents = booking.serviceHstCents + booking.feeHstCents;
  return {
    services,
    subtotalCents: booking.subtotalCents,
    feeCents: booking.feeCents,
    beforeTaxCents,
    serviceHstCents: booking.serviceHstCents,
    feeHstCents: booking.feeHstCents,
    hstCents,
    totalCents: beforeTaxCents + hstCents,
  };
}
