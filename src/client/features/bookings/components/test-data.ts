import type { BookingView } from '#shared/schemas/booking.ts';

export const artistId = '00000000-0000-4000-8000-0000000000a1';
export const customerId = '00000000-0000-4000-8000-000000000001';
export const bookingId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** Saturday 5 December 2026, 2:30 p.m. in Toronto (still morning in Honolulu). */
export const appointmentAt = '2026-12-05T19:30:00.000Z';

/** A booking as the customer sees it; `asArtist` turns it into the artist's view. */
export function booking(overrides: Partial<BookingView> = {}): BookingView {
  return {
    _id: bookingId(1),
    viewer: 'customer',
    state: 'request',
    artist: { id: artistId, name: 'Ava Chen' },
    customer: { id: customerId, name: 'Maya Tremblay' },
    contactPhone: null,
    appointmentAt,
    requestedAt: '2026-12-01T15:00:00.000Z',
    endsAt: '2026-12-05T22:30:00.000Z',
    busyFrom: null,
    busyUntil: null,
    proposedSlots: [],
    services: [
      {
        serviceId: '00000000-0000-4000-8000-0000000000e1',
        typeOfService: 'Bridal Makeup',
        quantity: 2,
        amountCents: 8000,
      },
      {
        serviceId: '00000000-0000-4000-8000-0000000000e2',
        typeOfService: 'Blowout',
        quantity: 1,
        amountCents: 4050,
      },
    ],
    subtotalCents: 20050,
    feeCents: 1003,
    serviceHstCents: 0,
    feeHstCents: 0,
    totalCents: 21053,
    commissionCents: null,
    payoutCents: null,
    payoutStatus: null,
    chargedSubtotalCents: null,
    refundedSubtotalCents: null,
    promotionEndsAt: null,
    place: 'toHome',
    street: '120 Queen St W',
    postalCode: 'M5H 2N2',
    descriptionAddress: 'Buzz 1203',
    visit: null,
    text: null,
    reason: null,
    noShow: null,
    bookCode: null,
    reviewId: null,
    payment: null,
    ...overrides,
  };
}

export function asArtist(b: BookingView, overrides: Partial<BookingView> = {}): BookingView {
  return {
    ...b,
    viewer: 'artist',
    // No buffers: the service time only.
    busyFrom: b.appointmentAt,
    busyUntil: b.endsAt,
    feeCents: null,
    serviceHstCents: null,
    feeHstCents: null,
    totalCents: null,
    commissionCents: 4010,
    payoutCents: 16040,
    payoutStatus: 'expected',
    bookCode: null,
    ...overrides,
  };
}

export const terms = {
  customerFeeBps: 500,
  cancellationPolicy: [
    { minHoursBefore: 4, chargePercent: 0 },
    { minHoursBefore: null, chargePercent: 50 },
  ],
  cancellationText: [
    'Free if you cancel at least 4 hours before the appointment.',
    '50% of the total if you cancel less than 4 hours before the appointment, or after it starts.',
  ],
};
