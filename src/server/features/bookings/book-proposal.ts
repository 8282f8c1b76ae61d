import { formatTorontoDateTime } from '#shared/domain/toronto-time.ts';
import { isTravelLine } from '#shared/domain/travel.ts';
import type { BookingView, BookProposalInput } from '#shared/schemas/booking.ts';
import { SLOT_TAKEN } from '../../calendar/claim-slot.ts';
import { AppError } from '../../app-error.ts';
import type { AppContext } from '../../context.ts';
import { visitOf } from './booking-place.ts';
import { proposalsStillFree, viewFor } from './booking-view.ts';
import { findBookingRow, type BookingRow } from './bookings.queries.ts';
import { createBooking } from './create-booking.ts';

const NO_LONGER = 'This proposal can no longer be booked.';

/** The 409 of a proposed time just taken: it names the artist's other times still free. */
async function takenAnswer(ctx: AppContext, row: BookingRow, at: string): Promise<AppError> {
  const free = [...(await proposalsStillFree(ctx, [row]))].filter((s) => s !== at).sort();
  const name = row.artist.firstName;
  const message = free.length
    ? `That time was just taken. ${name} can still do ${free.map((s) => formatTorontoDateTime(new Date(s))).join('; ')}.`
    : `That time was just taken, and none of the times ${name} proposed is free any more. Choose another time.`;
  return new AppError('conflict', message, { at: message });
}

/**
 * POST /api/book/proposal/{bookingId}: the customer books one of the times her artist proposed
 * with one tap. The new booking has the proposal's services, place and card, is priced by the
 * server as any order (a changed price is refused with 409), and is accepted at once with its
 * code: the artist offered that time herself. One idempotency key makes one booking; a time
 * taken meanwhile answers 409 with the artist's other proposed times still free.
 */
export async function bookProposal(
  ctx: AppContext,
  customerId: string,
  proposalId: string,
  input: BookProposalInput,
): Promise<BookingView> {
  const row = await findBookingRow(ctx.db, proposalId);
  if (!row || row.booking.customerId !== customerId) {
    throw new AppError('not_found', 'This booking does not exist.');
  }
  const { booking } = row;
  if (booking.state !== 'declined-posponed' && booking.state !== 'posponed') {
    throw new AppError('conflict', NO_LONGER);
  }
  const at = new Date(input.at).toISOString();
  if (!(booking.proposedSlots ?? []).includes(at)) {
    const message = 'Choose one of the times the artist proposed';
    throw new AppError('validation', message, { at: message });
  }
  if (!booking.gatewayCardId) {
    throw new AppError('conflict', 'The card of this booking was removed. Book from checkout.');
  }
  let placed: Awaited<ReturnType<typeof createBooking>>;
  try {
    placed = await createBooking(
      ctx,
      customerId,
      booking.artistId,
      {
        appointmentAt: at,
        services: booking.services
          .filter((s) => !isTravelLine(s))
          .map((s) => ({ serviceId: s.serviceId, quantity: s.quantity })),
        place: booking.place,
        ...(booking.place === 'toHome' && visitOf(booking) ? { visit: visitOf(booking) } : {}),
        street: booking.street ?? undefined,
        descriptionAddress: booking.descriptionAddress ?? undefined,
        userPhone: row.customer.mobileNumber ?? '',
        stripeCardId: booking.gatewayCardId,
        expectedTotalCents: booking.totalCents,
        idempotencyKey: input.idempotencyKey,
        rebookedFrom: booking.id,
      },
      { proposed: true },
    );
  } catch (error) {
    if (error instanceof AppError && error.message === SLOT_TAKEN) {
      throw await takenAnswer(ctx, row, at);
    }
    throw error;
  }
  const made = await findBookingRow(ctx.db, placed[0]!._id);
  return viewFor(ctx, made!, customerId);
}
