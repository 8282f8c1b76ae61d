import { settle } from '#shared/domain/settlement.ts';
import type { BookingView } from '#shared/schemas/booking.ts';
import type { AppContext } from '../../http/context.ts';
import { artistTerms } from '../../money/settlement-rules.ts';
import type { BookingRow } from './bookings.queries.ts';

export type Viewer = BookingView['viewer'];

const fullName = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`;

/** What the artist gets from this booking: the payment's split once charged, else the current terms. */
export function artistShare(row: BookingRow, commissionBps: number) {
  if (row.payment) {
    return {
      commissionCents: row.payment.commissionCents,
      payoutCents: row.payment.subtotalCents - row.payment.commissionCents,
    };
  }
  const { commissionCents, payoutCents } = settle(row.booking, commissionBps);
  return { commissionCents, payoutCents };
}

/**
 * A booking as one party sees it. The customer sees the fee, the total and (once accepted) the
 * code; the artist sees commission and payout, and never the code: it is what proves the
 * customer was served. Each sees the other's number only while the booking is accepted.
 */
export function toBookingView(row: BookingRow, viewer: Viewer, commissionBps: number): BookingView {
  const { booking } = row;
  const other = viewer === 'artist' ? row.customer : row.artist;
  const asCustomer = viewer === 'customer';
  const share = asCustomer ? null : artistShare(row, commissionBps);
  const codeShown = asCustomer && (booking.state === 'accepted' || booking.state === 'completed');
  return {
    _id: booking.id,
    viewer,
    state: booking.state,
    artist: { id: row.artist.id, name: fullName(row.artist) },
    customer: { id: row.customer.id, name: fullName(row.customer) },
    contactPhone: booking.state === 'accepted' ? other.mobileNumber : null,
    appointmentAt: booking.appointmentAt.toISOString(),
    requestedAt: booking.createdAt.toISOString(),
    services: booking.services.map((s) => ({
      serviceId: s.serviceId,
      typeOfService: s.typeOfService,
      quantity: s.quantity,
      amountCents: s.amountCents,
    })),
    subtotalCents: booking.subtotalCents,
    feeCents: asCustomer ? booking.feeCents : null,
    totalCents: asCustomer ? booking.totalCents : null,
    commissionCents: share?.commissionCents ?? null,
    payoutCents: share?.payoutCents ?? null,
    place: booking.place,
    street: booking.place === 'toHome' ? booking.street : row.studioStreet,
    postalCode: booking.place === 'artistSite' ? row.studioPostalCode : null,
    descriptionAddress: booking.descriptionAddress,
    text: booking.text,
    bookCode: codeShown ? booking.bookCode : null,
    reviewId: asCustomer ? row.reviewId : null,
    payment: row.payment
      ? { status: row.payment.status, amountCents: row.payment.amountCents, kind: row.payment.kind }
      : null,
  };
}

/** The commission rate the artist's view uses for bookings not charged yet (0 for customers). */
export async function commissionBpsForViewer(
  ctx: AppContext,
  viewer: Viewer,
  artistId: string,
): Promise<number> {
  if (viewer === 'customer') return 0;
  return (await artistTerms(ctx.db, ctx.env, artistId, new Date())).commissionBps;
}

/** The view of a booking for `userId`, who must be one of its parties. */
export async function viewFor(ctx: AppContext, row: BookingRow, userId: string) {
  const viewer: Viewer = row.booking.artistId === userId ? 'artist' : 'customer';
  return toBookingView(row, viewer, await commissionBpsForViewer(ctx, viewer, row.artist.id));
}
