import { z } from 'zod';
import { MAX_ORDER_SERVICES, MAX_QUANTITY } from '../domain/amount-limits.ts';
import { bookingReasons } from '../domain/booking-reasons.ts';
import { bookingStates } from '../domain/bookings.ts';
import { canadianPhone, lineText, plainText, REQUIRED } from './common.ts';
import { CardIdParams } from './payments.ts';
import { VisitPlace } from './places.ts';

export const servicePlaces = ['toHome', 'artistSite'] as const;
export { MAX_QUANTITY };

/**
 * POST /api/book/create-book/{artistId}: what the customer chose. Prices are not taken from
 * here: the server prices the services itself and refuses the order if the total the customer
 * saw (`expectedTotalCents`) is no longer right.
 */
export const CreateBookingInput = z
  .strictObject({
    appointmentAt: z.iso.datetime({ offset: true, error: 'Choose a date and time' }),
    services: z
      .array(
        z.strictObject({
          serviceId: z.uuid(),
          quantity: z.number().int().min(1).max(MAX_QUANTITY, `At most ${MAX_QUANTITY} of each`),
        }),
      )
      .min(1, 'Choose at least one service')
      .max(MAX_ORDER_SERVICES, `Choose at most ${MAX_ORDER_SERVICES} services`),
    place: z.enum(servicePlaces, { error: 'Choose the place of service' }),
    /** Where the artist goes (toHome); ignored for artistSite, whose street is the artist's. */
    street: lineText().trim().max(200).optional(),
    descriptionAddress: plainText().trim().max(300).optional(),
    /** The pin of a home visit (toHome): its travel fee is a line of the price. */
    visit: VisitPlace.optional(),
    userPhone: canadianPhone,
    stripeCardId: CardIdParams.shape.id,
    expectedTotalCents: z.number().int().nonnegative(),
    /** One per checkout: a double submit or a retry makes one booking. */
    idempotencyKey: z.uuid(),
    /** "Book this time": the artist's proposal this request answers; it becomes 'posponed'. */
    rebookedFrom: z.uuid().optional(),
  })
  .refine((v) => v.place !== 'toHome' || (v.street?.length ?? 0) >= 3, {
    path: ['street'],
    message: REQUIRED,
  });
export type CreateBookingInput = z.input<typeof CreateBookingInput>;
export const ArtistIdParams = z.strictObject({ artistId: z.uuid() });
/**
 * The spec's answer: a list whose first item has `_id` and `totalValue` (cents), and the
 * booking's `state` (`accepted` at once when the artist takes instant bookings).
 */
export const CreateBookingAnswer = z.array(
  z.object({ _id: z.uuid(), totalValue: z.number().int(), state: z.enum(bookingStates) }),
);

export const BookingServiceLine = z.object({
  serviceId: z.string(),
  typeOfService: z.string(),
  quantity: z.number().int(),
  amountCents: z.number().int(),
});

/** A booking as one of its two parties sees it. */
export const BookingView = z.object({
  _id: z.uuid(),
  viewer: z.enum(['artist', 'customer']),
  state: z.enum(bookingStates),
  artist: z.object({ id: z.uuid(), name: z.string() }),
  customer: z.object({ id: z.uuid(), name: z.string() }),
  /** The other party's number, only while the booking is accepted. */
  contactPhone: z.string().nullable(),
  appointmentAt: z.iso.datetime(),
  requestedAt: z.iso.datetime(),
  services: z.array(BookingServiceLine),
  subtotalCents: z.number().int(),
  /** The customer's fee and total; null in the artist's view. */
  feeCents: z.number().int().nullable(),
  /** The HST quoted with it, the artist's on the services and the platform's on the fee; null in the artist's view. */
  serviceHstCents: z.number().int().nullable(),
  feeHstCents: z.number().int().nullable(),
  totalCents: z.number().int().nullable(),
  /**
   * The artist's commission and payout, net of refunds; null in the customer's view and for a
   * booking that earns nothing (declined, or cancelled without a fee).
   */
  commissionCents: z.number().int().nullable(),
  payoutCents: z.number().int().nullable(),
  /**
   * Artist only. expected: what completing it would pay (request, accepted); pending: charged
   * but the payment is not through; earned: the charge succeeded (completed or late-cancelled).
   */
  payoutStatus: z.enum(['expected', 'pending', 'earned']).nullable(),
  /** Artist only: the service part of a charge (a late cancellation charges a share of it). */
  chargedSubtotalCents: z.number().int().nullable(),
  /** Artist only: the service part refunded to the customer since. */
  refundedSubtotalCents: z.number().int().nullable(),
  /** Artist only: the end of the launch promotion that made this booking's commission 0%. */
  promotionEndsAt: z.iso.datetime().nullable(),
  place: z.enum(servicePlaces),
  /**
   * The street of the service: the customer's (toHome) or the artist's studio (artistSite). The
   * artist reads a home visit's street, pin, unit, buzzer and notes only once she has accepted
   * (null before); the postal area (`visit.postalArea`) always.
   */
  street: z.string().nullable(),
  postalCode: z.string().nullable(),
  descriptionAddress: z.string().nullable(),
  visit: z
    .object({
      postalArea: z.string().nullable(),
      lat: z.number().nullable(),
      lng: z.number().nullable(),
      unit: z.string().nullable(),
      buzzer: z.string().nullable(),
      /** Whether the full address is shown (the customer; the artist once accepted). */
      addressShown: z.boolean(),
    })
    .nullable(),
  /**
   * Artist only: a studio visit's place (her studio, stored with the booking as the calendar's
   * travel rule reads it), so her day shows the drive between it and a home visit; null for
   * the customer, for home visits and for a studio without a pin.
   */
  studio: z
    .object({ lat: z.number(), lng: z.number(), postalArea: z.string().nullable() })
    .nullable(),
  /** The artist's proposal or reason, as written. */
  text: z.string().nullable(),
  /**
   * Why it was declined or cancelled, in the words the other party reads (the list's, or the
   * person's own for "Other"); null when no reason was given.
   */
  reason: z.string().nullable(),
  /** A no-show: when it was marked, until when it may be disputed, and how it was settled. */
  noShow: z
    .object({
      markedAt: z.iso.datetime(),
      disputeUntil: z.iso.datetime(),
      disputedAt: z.iso.datetime().nullable(),
      settlement: z.enum(['refunded', 'kept']).nullable(),
    })
    .nullable(),
  /** The end of the service (start + the services' durations). */
  endsAt: z.iso.datetime(),
  /**
   * Artist only: the time the booking holds in their calendar, the service with the buffers
   * it was booked with; null in the customer's view.
   */
  busyFrom: z.iso.datetime().nullable(),
  busyUntil: z.iso.datetime().nullable(),
  /** A postponement's proposed times, each still free or not (taken, or passed). */
  proposedSlots: z.array(z.object({ at: z.iso.datetime(), free: z.boolean() })),
  /** Only in the customer's view, once accepted. */
  bookCode: z.string().nullable(),
  /** Only in the customer's view: their review of this booking, while it is shown. */
  reviewId: z.uuid().nullable(),
  payment: z
    .object({
      status: z.enum(['processing', 'succeeded', 'failed']),
      amountCents: z.number().int(),
      kind: z.enum(['service', 'cancellation', 'no-show']),
      /** What has been refunded to the customer's card. */
      refundedCents: z.number().int(),
    })
    .nullable(),
});
export type BookingView = z.infer<typeof BookingView>;
export const BookingList = z.object({ bookings: z.array(BookingView) });

/** GET /api/book/item/{bookingId} (params: BookingIdParams): one booking the caller is party to. */
export { BookingIdParams } from './payments.ts';

/** GET /api/book/badges */
export const BookingBadges = z.object({ artist: z.number().int(), customer: z.number().int() });
export type BookingBadges = z.infer<typeof BookingBadges>;

/**
 * POST /api/book/booking/{bookingId}/{from}: `from` is the state the caller saw; if another
 * change won the race the answer is 409 and nothing changes.
 */
export const ChangeStateParams = z.strictObject({
  bookingId: z.uuid(),
  from: z.enum(bookingStates),
});
export const ChangeStateInput = z
  .strictObject({
    state: z.enum(bookingStates),
    text: plainText().trim().max(500).optional(),
    /**
     * Declining (the artist) and cancelling (the customer) say why: a value of the party's list
     * in booking-reasons.ts; "other" needs `text`.
     */
    reason: z.enum(bookingReasons, { error: 'Choose a reason' }).optional(),
    /** With a postponement: up to three of the artist's own free start times. */
    slots: z
      .array(z.iso.datetime({ offset: true, error: 'Choose one of your free times' }))
      .max(3, 'Propose at most 3 times')
      .optional(),
  })
  .refine((v) => !['declined', 'declined-user'].includes(v.state) || v.reason, {
    path: ['reason'],
    message: 'Choose a reason',
  })
  .refine((v) => v.reason !== 'other' || (v.text?.length ?? 0) >= 2, {
    path: ['text'],
    message: 'Say in a few words why',
  });
export type ChangeStateInput = z.infer<typeof ChangeStateInput>;

/** POST /api/book/proposal/{bookingId}: "Book this time" on an artist's proposal, one tap. */
export const BookProposalInput = z.strictObject({
  at: z.iso.datetime({ offset: true, error: 'Choose one of the proposed times' }),
  /** One per tap: a double tap or a retry makes one booking. */
  idempotencyKey: z.uuid(),
});
export type BookProposalInput = z.infer<typeof BookProposalInput>;

/** POST /api/book/complete/{code} with the booking it is for. */
export const CompleteParams = z.strictObject({
  code: lineText().trim().min(1, REQUIRED).max(20),
});
export const CompleteInput = z.strictObject({ bookingId: z.uuid() });

/** GET /api/book/terms: the fee rate and the cancellation policy, as the server applies them. */
export const BookingTerms = z.object({
  customerFeeBps: z.number().int(),
  /** The platform is registered for GST/HST (`PLATFORM_HST_NUMBER`): its fee carries 13%. */
  platformHst: z.boolean(),
  cancellationPolicy: z.array(
    z.object({ minHoursBefore: z.number().nullable(), chargePercent: z.number().int() }),
  ),
  cancellationText: z.array(z.string()),
});
export type BookingTerms = z.infer<typeof BookingTerms>;

/** The answer to a completion: the artist's view of the booking and the spec's notice. */
export const CompleteAnswer = z.object({ booking: BookingView, message: z.string() });
export type CompleteAnswer = z.infer<typeof CompleteAnswer>;
