import { reasonText } from '#shared/domain/booking-reasons.ts';
import { addressShownToArtist, noShowDisputeEndsAt } from '#shared/domain/bookings.ts';
import { settle } from '#shared/domain/settlement.ts';
import { stillFree } from '../../calendar/claim-slot.ts';
import type { BookingView } from '#shared/schemas/booking.ts';
import type { AppContext } from '../../context.ts';
import { artistTerms } from '../../money/settlement-rules.ts';
import type { BookingRow } from './bookings.queries.ts';

export type Viewer = BookingView['viewer'];

const fullName = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`;

/** The artist's terms as of now: the rate for bookings not charged yet, and their promotion. */
export interface ViewerTerms {
  commissionBps: number;
  promotionEndsAt: Date | null;
}

type Share = Pick<
  BookingView,
  | 'commissionCents'
  | 'payoutCents'
  | 'payoutStatus'
  | 'chargedSubtotalCents'
  | 'refundedSubtotalCents'
  | 'promotionEndsAt'
>;

const noShare: Share = {
  commissionCents: null,
  payoutCents: null,
  payoutStatus: null,
  chargedSubtotalCents: null,
  refundedSubtotalCents: null,
  promotionEndsAt: null,
};

/**
 * What the artist gets from this booking. Once charged: the charge's split less what refunds
 * took back, which is what the ledger credits them (earned when the charge succeeded, pending
 * while it is not through). Before: what the current terms would pay (expected). A booking
 * that ends without a charge earns nothing, and shows no payout.
 */
export function artistShare(row: BookingRow, terms: ViewerTerms): Share {
  const { booking, payment } = row;
  const promotion = (commissionCents: number, subtotalCents: number) =>
    commissionCents === 0 && subtotalCents > 0 && terms.promotionEndsAt
      ? terms.promotionEndsAt.toISOString()
      : null;
  if (payment) {
    const refundedSubtotal = payment.refundedSubtotalCents ?? 0;
    const commissionCents = payment.commissionCents - (payment.refundedCommissionCents ?? 0);
    return {
      commissionCents,
      payoutCents: payment.subtotalCents - refundedSubtotal - commissionCents,
      payoutStatus: payment.status === 'succeeded' ? 'earned' : 'pending',
      chargedSubtotalCents: payment.subtotalCents,
      refundedSubtotalCents: refundedSubtotal,
      promotionEndsAt: promotion(payment.commissionCents, payment.subtotalCents),
    };
  }
  if (booking.state !== 'request' && booking.state !== 'accepted') return noShare;
  const { commissionCents, payoutCents } = settle(booking, terms.commissionBps);
  return {
    ...noShare,
    commissionCents,
    payoutCents,
    payoutStatus: 'expected',
    promotionEndsAt: promotion(commissionCents, booking.subtotalCents),
  };
}

/**
 * A booking as one party sees it. The customer sees the fee, the total and (once accepted) the
 * code; the artist sees commission and payout, and never the code: it is what proves the
 * customer was served. Each sees the other's number only while the booking is accepted.
 */
export function toBookingView(
  row: BookingRow,
  viewer: Viewer,
  terms: ViewerTerms,
  /** The proposed times that are still free (see `proposalsStillFree`). */
  freeProposals: ReadonlySet<string> = new Set(),
): BookingView {
  const { booking } = row;
  const other = viewer === 'artist' ? row.customer : row.artist;
  const asCustomer = viewer === 'customer';
  const share = asCustomer ? noShare : artistShare(row, terms);
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
    serviceHstCents: asCustomer ? booking.serviceHstCents : null,
    feeHstCents: asCustomer ? booking.feeHstCents : null,
    totalCents: asCustomer ? booking.totalCents : null,
    ...share,
    ...placeView(booking, row, asCustomer),
    text: booking.text,
    reason: reasonText(
      booking.state === 'declined-user' ? 'customer' : 'artist',
      booking.reason,
      booking.text,
    ),
    noShow: noShowView(booking),
    endsAt: booking.endsAt.toISOString(),
    busyFrom: asCustomer ? null : booking.busyFrom.toISOString(),
    busyUntil: asCustomer ? null : booking.busyUntil.toISOString(),
    proposedSlots:
      booking.state === 'declined-posponed'
        ? (booking.proposedSlots ?? []).map((at) => ({ at, free: freeProposals.has(at) }))
        : [],
    bookCode: codeShown ? booking.bookCode : null,
    reviewId: asCustomer ? row.reviewId : null,
    payment: row.payment
      ? {
          status: row.payment.status,
          amountCents: row.payment.amountCents,
          kind: row.payment.kind,
          refundedCents: row.payment.refundedCents,
        }
      : null,
  };
}

/**
 * Where the service happens. A home visit's street, pin, unit, buzzer and notes reach the
 * artist only once she has accepted (as phone numbers do); before that, its postal area.
 */
function placeView(
  booking: BookingRow['booking'],
  row: BookingRow,
  asCustomer: boolean,
): Pick<
  BookingView,
  'place' | 'street' | 'postalCode' | 'descriptionAddress' | 'visit' | 'studio'
> {
  if (booking.place === 'artistSite') {
    const { placeLat: lat, placeLng: lng } = booking;
    return {
      place: booking.place,
      street: row.studioStreet,
      postalCode: row.studioPostalCode,
      descriptionAddress: booking.descriptionAddress,
      visit: null,
      studio:
        asCustomer || lat === null || lng === null
          ? null
          : { lat, lng, postalArea: booking.placePostalArea },
    };
  }
  const shown = asCustomer || addressShownToArtist(booking.state);
  return {
    place: booking.place,
    street: shown ? booking.street : null,
    postalCode: null,
    descriptionAddress: shown ? booking.descriptionAddress : null,
    visit: {
      postalArea: booking.placePostalArea,
      lat: shown ? booking.placeLat : null,
      lng: shown ? booking.placeLng : null,
      unit: shown ? booking.placeUnit : null,
      buzzer: shown ? booking.placeBuzzer : null,
      addressShown: shown,
    },
    studio: null,
  };
}

/** A no-show's marks, for both parties: the customer may dispute it until `disputeUntil`. */
function noShowView(booking: BookingRow['booking']): BookingView['noShow'] {
  if (!booking.noShowAt) return null;
  return {
    markedAt: booking.noShowAt.toISOString(),
    disputeUntil: noShowDisputeEndsAt(booking.noShowAt).toISOString(),
    disputedAt: booking.noShowDisputedAt?.toISOString() ?? null,
    settlement: booking.noShowSettlement,
  };
}

/** The terms the artist's view uses for bookings not charged yet (none for customers). */
export async function termsForViewer(
  ctx: AppContext,
  viewer: Viewer,
  artistId: string,
): Promise<ViewerTerms> {
  if (viewer === 'customer') return { commissionBps: 0, promotionEndsAt: null };
  return artistTerms(ctx.db, ctx.env, artistId, new Date());
}

/** The view of a booking for `userId`, who must be one of its parties. */
export async function viewFor(ctx: AppContext, row: BookingRow, userId: string) {
  const viewer: Viewer = row.booking.artistId === userId ? 'artist' : 'customer';
  const [terms, free] = await Promise.all([
    termsForViewer(ctx, viewer, row.artist.id),
    proposalsStillFree(ctx, [row]),
  ]);
  return toBookingView(row, viewer, terms, free);
}

/** Of the open proposals among `rows`, the proposed times still free (ISO strings). */
export async function proposalsStillFree(
  ctx: AppContext,
  rows: BookingRow[],
): Promise<Set<string>> {
  const free = new Set<string>();
  for (const { booking } of rows) {
    if (booking.state !== 'declined-posponed' || !booking.proposedSlots?.length) continue;
    const minutes = (booking.endsAt.getTime() - booking.appointmentAt.getTime()) / 60_000;
    const starts = booking.proposedSlots.map((at) => new Date(at));
    for (const at of await stillFree(ctx.db, booking.artistId, starts, minutes)) {
      free.add(at.toISOString());
    }
  }
  return free;
}
