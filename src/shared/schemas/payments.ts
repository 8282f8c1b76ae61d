import { z } from 'zod';
import { lineText, plainText } from './common.ts';

/** A saved card as its owner sees it (spec §3 User.cards). */
export const SavedCard = z.object({
  stripeCardId: z.string(),
  brand: z.string(),
  last4: z.string(),
  expMonth: z.number().int(),
  expYear: z.number().int(),
});
export type SavedCard = z.infer<typeof SavedCard>;

/**
 * POST /api/stripe/setup: what the browser needs to collect a card. The simulated provider
 * tokenises in the browser; Stripe confirms a SetupIntent with Elements.
 */
export const CardSetupAnswer = z.discriminatedUnion('provider', [
  z.object({ provider: z.literal('simulated') }),
  z.object({
    provider: z.literal('stripe'),
    publishableKey: z.string(),
    clientSecret: z.string(),
  }),
]);
export type CardSetupAnswer = z.infer<typeof CardSetupAnswer>;

/** A card token from the provider: a SetupIntent id (Stripe) or a simulated token. Never a card number. */
export const CardTokenInput = z.strictObject({
  token: z
    .string()
    .min(8, 'is not a card token')
    .max(2000, 'is not a card token')
    .regex(/^[A-Za-z0-9_.-]+$/, 'is not a card token'),
});
export type CardTokenInput = z.infer<typeof CardTokenInput>;

export const CardIdParams = z.strictObject({
  id: z
    .string()
    .min(1)
    .max(255)
    .regex(/^[A-Za-z0-9_-]+$/, 'is not a card id'),
});

/** POST /api/stripe/account: where to send the artist to connect a bank account. */
export const PayoutConnectAnswer = z.object({ url: z.string() });

/** POST /api/stripe/account/{code}: the state value that came back on /confirm-account?code=. */
export const PayoutCallbackParams = z.strictObject({
  code: z
    .string()
    .min(20)
    .max(100)
    .regex(/^[\w-]+$/, 'is not a valid link'),
});
export const PayoutCallbackAnswer = z.object({
  status: z.enum(['success', 'fail']),
  message: z.string(),
});
export type PayoutCallbackAnswer = z.infer<typeof PayoutCallbackAnswer>;

/** GET /api/stripe/account: the artist's own payout account (shown to nobody else). */
export const PayoutAccountView = z.object({
  connected: z.boolean(),
  bankName: z.string().nullable(),
  routingNumber: z.string().nullable(),
  last4: z.string().nullable(),
});
export type PayoutAccountView = z.infer<typeof PayoutAccountView>;

/** The simulated provider's bank-connect form (PAYMENTS_PROVIDER=simulated only). */
export const SimulatedBankInput = z.strictObject({
  bankName: lineText().trim().min(2, 'Choose your bank').max(60),
  transitNumber: z.string().regex(/^\d{5}$/, 'The transit number has 5 digits'),
  institutionNumber: z.string().regex(/^\d{3}$/, 'The institution number has 3 digits'),
  accountNumber: z.string().regex(/^\d{7,12}$/, 'The account number has 7 to 12 digits'),
});
export type SimulatedBankInput = z.infer<typeof SimulatedBankInput>;
/** The provider's account the onboarding page is for (only its own artist may submit it). */
export const SimulatedBankParams = z.strictObject({
  accountId: z
    .string()
    .min(20)
    .max(100)
    .regex(/^[\w-]+$/),
});
export const SimulatedBankAnswer = z.object({ returnUrl: z.string() });

/** GET /api/earnings: an artist's money. */
export const EarningsBooking = z.object({
  bookingId: z.uuid(),
  paidAt: z.iso.datetime(),
  /** A tip's row: subtotal and payout are the tip, commission 0 (all of it is the artist's). */
  kind: z.enum(['service', 'cancellation', 'no-show', 'tip']),
  /** The service part charged, the commission net of refunds, the service part refunded. */
  subtotalCents: z.number().int(),
  commissionCents: z.number().int(),
  refundedCents: z.number().int(),
  /** subtotal − refunded − commission: what the ledger credits the artist. */
  payoutCents: z.number().int(),
  /** 'paid' once included in a weekly payout. */
  status: z.enum(['pending', 'paid']),
});
export const EarningsPayout = z.object({
  id: z.uuid(),
  periodEnd: z.iso.datetime(),
  paidAt: z.iso.datetime().nullable(),
  amountCents: z.number().int(),
  status: z.enum(['processing', 'paid', 'failed']),
});
export const Earnings = z.object({
  balanceCents: z.number().int(),
  nextPayout: z.object({ date: z.iso.datetime(), amountCents: z.number().int() }),
  payouts: z.array(EarningsPayout),
  bookings: z.array(EarningsBooking),
  /** When the artist's launch promotion (0% commission) ends, while it runs. */
  promotionEndsAt: z.iso.datetime().nullable(),
  /** The weekday payouts run on (0 = Sunday), from the policy. */
  payoutWeekday: z.number().int(),
});
export type Earnings = z.infer<typeof Earnings>;

/** GET /api/admin/payments: the newest charges, failed ones first, for admins to follow up and refund. */
export const AdminPaymentRow = z.object({
  paymentId: z.uuid(),
  bookingId: z.uuid(),
  customerName: z.string(),
  customerEmail: z.string(),
  artistName: z.string(),
  kind: z.enum(['service', 'cancellation', 'no-show']),
  status: z.enum(['processing', 'succeeded', 'failed']),
  amountCents: z.number().int(),
  refundedCents: z.number().int(),
  failureMessage: z.string().nullable(),
  attempt: z.number().int(),
  updatedAt: z.iso.datetime(),
  /** An admin marked this failed charge resolved: it left the follow-up list. */
  resolvedAt: z.iso.datetime().nullable(),
});
export type AdminPaymentRow = z.infer<typeof AdminPaymentRow>;
export const AdminPaymentsQuery = z.strictObject({
  status: z.enum(['failed', 'succeeded', 'all']).default('all'),
});
export const AdminPayments = z.object({ payments: z.array(AdminPaymentRow) });

/** POST /api/admin/payments/{bookingId}/resolve: why the failed charge needs no more follow-up. */
export const ResolveChargeInput = z.strictObject({
  reason: plainText('is required')
    .trim()
    .min(1, 'is required')
    .max(500, 'must be at most 500 characters'),
});

/** POST /api/admin/payments/{bookingId}/refund: a full refund without an amount. */
export const RefundInput = z.strictObject({
  amountCents: z.number().int().positive('must be more than $0.00').optional(),
  reason: plainText().trim().min(3, 'Say why').max(500),
});
export const BookingIdParams = z.strictObject({ bookingId: z.uuid() });
/** POST /api/admin/no-shows/{bookingId}/settle: a disputed no-show refunded, or its charge kept. */
export const SettleNoShowInput = z.strictObject({
  outcome: z.enum(['refund', 'keep'], { error: 'Choose refund or keep' }),
  reason: plainText().trim().min(3, 'Say why').max(500),
});
export type SettleNoShowInput = z.infer<typeof SettleNoShowInput>;
export const RefundAnswer = z.object({
  refundId: z.uuid(),
  amountCents: z.number().int(),
  refundedCents: z.number().int(),
  message: z.string(),
});

/** GET /api/payments/{bookingId}: a customer's view of a charge (the pay-again page). */
export const PaymentView = z.object({
  bookingId: z.uuid(),
  artistName: z.string(),
  status: z.enum(['processing', 'succeeded', 'failed']),
  amountCents: z.number().int(),
  subtotalCents: z.number().int(),
  feeCents: z.number().int(),
  failureMessage: z.string().nullable(),
});
export type PaymentView = z.infer<typeof PaymentView>;
/** POST /api/payments/{bookingId}/retry: pay a failed charge with another saved card. */
export const RetryPaymentInput = z.strictObject({ stripeCardId: CardIdParams.shape.id });

/** GET /api/payments/{bookingId}/receipt: the printable receipt of a charged booking. */
export const Receipt = z.object({
  bookingId: z.uuid(),
  /** The receipt's number: the payment's own id, shortened for reading. */
  number: z.string(),
  kind: z.enum(['service', 'cancellation', 'no-show']),
  paidAt: z.iso.datetime(),
  appointmentAt: z.iso.datetime(),
  customerName: z.string(),
  artistName: z.string(),
  services: z.array(
    z.object({
      typeOfService: z.string(),
      quantity: z.number().int(),
      amountCents: z.number().int(),
    }),
  ),
  /** What was charged: the service part, the fee, HST (the artist's and the platform's) and the total. */
  subtotalCents: z.number().int(),
  feeCents: z.number().int(),
  serviceHstCents: z.number().int(),
  feeHstCents: z.number().int(),
  hstCents: z.number().int(),
  totalCents: z.number().int(),
  refundedCents: z.number().int(),
  /**
   * The tax invoice: each supplier with the GST/HST number the booking was quoted under (null
   * when not registered), each line with its supplier and tax, and the terms.
   */
  suppliers: z.object({
    artist: z.object({ name: z.string(), hstNumber: z.string().nullable() }),
    platform: z.object({ name: z.string(), hstNumber: z.string().nullable() }),
  }),
  lines: z.array(
    z.object({
      description: z.string(),
      supplier: z.enum(['artist', 'platform']),
      quantity: z.number().int(),
      amountCents: z.number().int(),
      hstCents: z.number().int(),
    }),
  ),
  terms: z.string(),
  /** The card charged; null when it has since been removed. */
  card: z.object({ brand: z.string(), last4: z.string() }).nullable(),
  /** The customer's tip, charged on its own after the service; null when none. */
  tip: z.object({ amountCents: z.number().int(), paidAt: z.iso.datetime() }).nullable(),
});
export type Receipt = z.infer<typeof Receipt>;
