import { CITY } from '#shared/brand.ts';
import { openStreetMapSearchUrl } from '#shared/domain/maps.ts';
import { formatCents } from '#shared/domain/money.ts';
import { displayLines, quotedCart } from '#shared/domain/pricing.ts';
import { formatTorontoDateTime } from '#shared/domain/toronto-time.ts';
import type { AppContext } from '../../context.ts';
import type { EmailContent, EmailLines } from '../../integrations/email/layout.ts';
import type { EmailAttachment, OutgoingEmail } from '../../integrations/email/mailer.ts';
import { brandedEmail } from '../../integrations/email/send-branded-email.ts';
import type { BookingRow } from './bookings.queries.ts';

export type Party = BookingRow['artist'];

/** A message to one party, for `sendTo`. */
export interface Letter {
  to: Party;
  subject: string;
  content: EmailContent;
  attachments?: EmailAttachment[] | undefined;
}

export const letter = (
  to: Party,
  subject: string,
  content: EmailContent,
  attachments?: EmailAttachment[],
): Letter => ({ to, subject, content, attachments });

/** The letters as messages; a deleted account gets none (its address is gone anyway). */
export function emailsOf(ctx: AppContext, letters: Letter[]): OutgoingEmail[] {
  return letters
    .filter(({ to }) => !to.deletedAt)
    .map(({ to, subject, content, attachments }) =>
      brandedEmail(
        ctx.env.PUBLIC_URL,
        { to: to.email, subject, ...(attachments ? { attachments } : {}) },
        content,
      ),
    );
}

/** Queues the letters (`emailsOf`), in one statement. */
export async function sendTo(ctx: AppContext, ...letters: Letter[]) {
  await ctx.jobs.sendEmail(emailsOf(ctx, letters), ctx.db);
}

export const nameOf = (p: Party) => `${p.firstName} ${p.lastName}`;

/** "When: Saturday, December 5, 2026 at 2:30 p.m. EST" */
export const whenOf = (row: BookingRow) => formatTorontoDateTime(row.booking.appointmentAt);

/** One line per service: "2 × Bridal Makeup: $160.00" (the calendar file's description). */
export function serviceLines(row: BookingRow): string {
  return row.booking.services
    .map((s) => `${s.quantity} × ${s.typeOfService}: ${formatCents(s.amountCents * s.quantity)}`)
    .join('\n');
}

const serviceRows = (row: BookingRow): EmailLines['lines'] =>
  row.booking.services.map((s) => ({
    label: `${s.quantity} × ${s.typeOfService}`,
    amount: formatCents(s.amountCents * s.quantity),
  }));

/**
 * What the customer pays, as checkout showed it: each service at its all-in price (noting the
 * booking fee it includes), HST on its own lines when it applies, and the total.
 */
export function customerMoney(row: BookingRow): EmailLines {
  const { booking } = row;
  return {
    lines: [
      ...displayLines(quotedCart(booking)).map((line) => ({
        label: line.note ? `${line.label} (${line.note})` : line.label,
        amount: formatCents(line.amountCents),
      })),
      { label: 'Total', amount: formatCents(booking.totalCents), strong: true },
    ],
  };
}

/** The artist's side: services and subtotal, and once charged, the commission and the payout. */
export function artistMoney(
  row: BookingRow,
  share?: { commissionCents: number; payoutCents: number },
): EmailLines {
  const subtotal = { label: 'Service subtotal', amount: formatCents(row.booking.subtotalCents) };
  const split = share
    ? [
        {
          label: 'Commission',
          amount: share.commissionCents ? `−${formatCents(share.commissionCents)}` : formatCents(0),
        },
        { label: 'Your payout', amount: formatCents(share.payoutCents), strong: true },
      ]
    : [];
  return { lines: [...serviceRows(row), { ...subtotal, strong: !share }, ...split] };
}

/** Where the service happens, in words: the customer's street or the artist's studio. */
export function placeOf(row: BookingRow): string {
  const { booking } = row;
  if (booking.place === 'toHome') {
    const note = booking.descriptionAddress ? ` (${booking.descriptionAddress})` : '';
    return `At the customer's place: ${booking.street ?? ''}, ${CITY}${note}`;
  }
  const postal = row.studioPostalCode ? ` ${row.studioPostalCode}` : '';
  return `At ${nameOf(row.artist)}'s studio: ${row.studioStreet ?? ''}, ${CITY}, ON${postal}`;
}

/** A map of the place: the customer's street, or the studio's street and postal code. */
export function mapLinkOf(row: BookingRow): string {
  const { booking } = row;
  return booking.place === 'toHome'
    ? openStreetMapSearchUrl(booking.street ?? '')
    : openStreetMapSearchUrl(row.studioStreet ?? '', row.studioPostalCode);
}

/** The summary both parties' messages start with; the money lines follow it. */
export function summaryOf(row: BookingRow): string {
  return `When: ${whenOf(row)}\nWhere: ${placeOf(row)}`;
}
