import { COMPANY } from '#shared/brand.ts';
import { INVOICE_TERMS, invoiceLines } from '#shared/domain/tax-invoice.ts';
import { torontoDay, torontoInstant } from '#shared/domain/toronto-time.ts';
import type { Receipt } from '#shared/schemas/payments.ts';
import { AppError } from '../../app-error.ts';
import type { AppContext } from '../../context.ts';
import type { Actor } from '../../http/sessions.ts';
import {
  findCardShown,
  findChargeNames,
  findReceiptCharge,
  findSucceededTip,
  listCustomerCharges,
} from './payments.queries.ts';

const fullName = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`;

/**
 * GET /api/payments/{bookingId}/receipt: the receipt of a booking's charge, once it went
 * through. Only the booking's customer (and admins) may read it; anyone else, and a booking
 * not charged (yet), is told there is none.
 */
export async function getReceipt(
  ctx: AppContext,
  actor: Actor,
  bookingId: string,
): Promise<Receipt> {
  const row = await findReceiptCharge(ctx.db, bookingId, actor.role === 'Admin' ? null : actor.id);
  if (!row) throw new AppError('not_found', 'There is no receipt for this booking.');
  const { payment, booking } = row;
  const people = await findChargeNames(ctx.db, payment.customerId, payment.artistId);
  const nameOf = (id: string) => {
    const person = people.find((p) => p.id === id);
    return person ? fullName(person) : '';
  };
  const card = await findCardShown(ctx.db, payment.gatewayCardId);
  const tip = await findSucceededTip(ctx.db, bookingId);
  return {
    bookingId,
    number: payment.id.slice(0, 8).toUpperCase(),
    kind: payment.kind,
    paidAt: payment.paidAt!.toISOString(),
    appointmentAt: booking.appointmentAt.toISOString(),
    customerName: nameOf(payment.customerId),
    artistName: nameOf(payment.artistId),
    services: booking.services.map((s) => ({
      typeOfService: s.typeOfService,
      quantity: s.quantity,
      amountCents: s.amountCents,
    })),
    subtotalCents: payment.subtotalCents,
    feeCents: payment.feeCents,
    serviceHstCents: payment.serviceHstCents,
    feeHstCents: payment.feeHstCents,
    hstCents: payment.serviceHstCents + payment.feeHstCents,
    totalCents: payment.amountCents,
    suppliers: {
      artist: { name: nameOf(payment.artistId), hstNumber: booking.artistHstNumber },
      platform: { name: COMPANY.name, hstNumber: booking.platformHstNumber },
    },
    lines: invoiceLines(payment, booking.services),
    terms: INVOICE_TERMS,
    refundedCents: payment.refundedCents,
    card: card ?? null,
    tip: tip?.paidAt ? { amountCents: tip.amountCents, paidAt: tip.paidAt.toISOString() } : null,
  };
}

const csvColumns = [
  'Receipt',
  'Paid (Toronto date)',
  'Kind',
  'Artist',
  'Artist GST/HST number',
  'Services',
  'Services before tax',
  'HST on services',
  'Booking fee',
  'Booking fee GST/HST number',
  'HST on booking fee',
  'Total charged',
  'Refunded',
];

/** A CSV field: quoted when it holds a comma, quote or line break; a leading =+-@ made text. */
export function csvField(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const dollars = (cents: number) => (cents / 100).toFixed(2);

/**
 * GET /api/receipts/{year}/csv: every receipt the caller was given in a calendar year (Toronto
 * time), a row each, with the suppliers' GST/HST numbers and the tax apart, for her books.
 */
export async function receiptsCsv(ctx: AppContext, customerId: string, year: number) {
  const rows = await listCustomerCharges(
    ctx.db,
    customerId,
    torontoInstant(year, 1, 1),
    torontoInstant(year + 1, 1, 1),
  );
  const lines = rows.map(({ payment: p, ...r }) =>
    [
      p.id.slice(0, 8).toUpperCase(),
      torontoDay(p.paidAt!),
      p.kind === 'service' ? 'Service' : 'Late cancellation',
      fullName(r),
      r.artistHstNumber ?? '',
      r.services.map((s) => `${s.quantity} × ${s.typeOfService}`).join('; '),
      dollars(p.subtotalCents),
      dollars(p.serviceHstCents),
      dollars(p.feeCents),
      r.platformHstNumber ?? '',
      dollars(p.feeHstCents),
      dollars(p.amountCents),
      dollars(p.refundedCents),
    ]
      .map(csvField)
      .join(','),
  );
  return [csvColumns.join(','), ...lines].join('\r\n') + '\r\n';
}
