import { CITY } from '#shared/brand.ts';
import { formatCents } from '#shared/domain/money.ts';
import { formatTorontoDateTime } from '#shared/domain/toronto-time.ts';
import type { AppContext } from '../../http/context.ts';
import type { EmailContent } from '../../integrations/email/layout.ts';
import type { EmailAttachment } from '../../integrations/email/mailer.ts';
import { sendBrandedEmail } from '../../integrations/email/send-branded-email.ts';
import type { BookingRow } from './bookings.queries.ts';

export type Party = BookingRow['artist'];

/** Queues one message; a deleted account gets no mail (its address is gone anyway). */
export async function sendTo(
  ctx: AppContext,
  to: Party,
  subject: string,
  content: EmailContent,
  attachments?: EmailAttachment[],
) {
  if (to.deletedAt) return;
  await sendBrandedEmail(
    ctx,
    { to: to.email, subject, ...(attachments ? { attachments } : {}) },
    content,
  );
}

export const nameOf = (p: Party) => `${p.firstName} ${p.lastName}`;

/** "When: Saturday, December 5, 2026 at 2:30 p.m. EST" */
export const whenOf = (row: BookingRow) => formatTorontoDateTime(row.booking.appointmentAt);

/** One line per service: "2 × Bridal Makeup: $160.00". */
export function serviceLines(row: BookingRow): string {
  return row.booking.services
    .map((s) => `${s.quantity} × ${s.typeOfService}: ${formatCents(s.amountCents * s.quantity)}`)
    .join('\n');
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

/** The summary both parties' messages start with. */
export function summaryOf(row: BookingRow): string {
  return `When: ${whenOf(row)}\nWhere: ${placeOf(row)}\n\n${serviceLines(row)}`;
}
