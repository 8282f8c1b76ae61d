import { priceCart, type CartPrice } from '#shared/domain/pricing.ts';
import { TRAVEL_LINE_NAME } from '#shared/domain/travel.ts';
import type { servicePlaces } from '#shared/schemas/booking.ts';
import { canadianPhone } from '#shared/schemas/common.ts';
import type { PublicProfile, ServiceView } from '#shared/schemas/profile.ts';
import type { CurrentUser } from '#shared/schemas/user.ts';
import { isExpired } from '#shared/domain/cards.ts';
import type { MessageKey, Translator } from '#shared/i18n/translator.ts';
import { formatPhone } from '#client/lib/phone.ts';
import { isFuture } from './appointment-time.ts';
import type { CheckoutDraft } from './checkout-draft.ts';

export type ServicePlace = (typeof servicePlaces)[number];

/** The four steps (spec §2), in order, as their names' keys; the URL's ?step=n counts from 1. */
export const checkoutSteps = [
  'checkout.steps.service',
  'checkout.steps.contact',
  'checkout.steps.payment',
  'checkout.steps.book',
] as const satisfies readonly MessageKey[];
export const STEP_COUNT = checkoutSteps.length;

export interface OrderLine {
  service: ServiceView;
  quantity: number;
  /** The all-in price × quantity, in cents (the fee included, tax not). */
  lineCents: number;
}

/** The cart's lines at the artist's current prices; services no longer offered drop out. */
export function orderLines(profile: PublicProfile, draft: CheckoutDraft): OrderLine[] {
  return profile.services.flatMap((service) => {
    const quantity = draft.quantities[service._id] ?? 0;
    return quantity > 0 ? [{ service, quantity, lineCents: service.price * quantity }] : [];
  });
}

/** The booking's length: each service's duration times its quantity (the server's sum too). */
export const orderMinutes = (profile: PublicProfile, draft: CheckoutDraft): number =>
  orderLines(profile, draft).reduce((sum, l) => sum + l.service.durationMinutes * l.quantity, 0);

/**
 * The order's lines with the server's one fee rate and who charges HST: the same numbers on
 * every step, and the same the server charges (`priceCart`, shared with it).
 */
export const orderQuote = (
  lines: readonly OrderLine[],
  feeBps: number,
  tax = { artistHst: false, platformHst: false },
  /** A home visit's travel fee: a line of the all-in price like a service. */
  travelFeeCents = 0,
): CartPrice =>
  priceCart(
    [
      ...lines.map((line) => ({
        label: line.service.typeOfService,
        priceCents: line.service.amount,
        quantity: line.quantity,
      })),
      ...(travelFeeCents > 0
        ? [{ label: TRAVEL_LINE_NAME, priceCents: travelFeeCents, quantity: 1 }]
        : []),
    ],
    feeBps,
    tax,
  );

/** The all-in travel line of a quote (its fee with the booking fee), or null when there is none. */
export const travelLineCents = (quote: CartPrice): number | null =>
  quote.services.find((line) => line.label === TRAVEL_LINE_NAME)?.amountCents ?? null;

/** The travel fee the server quoted for her place, when the service is at her place. */
export const travelFeeOf = ({ profile, draft }: Pick<CheckoutState, 'profile' | 'draft'>) =>
  chosenPlace(profile, draft) === 'toHome' ? (draft.visit?.feeCents ?? 0) : 0;

/** Who charges HST on this checkout: the artist if registered, the platform if it is. */
export const checkoutTax = (state: Pick<CheckoutState, 'profile' | 'platformHst'>) => ({
  artistHst: state.profile.hstRegistered,
  platformHst: state.platformHst ?? false,
});

/** The places this artist offers: "Your place" if she travels, "Artist place" if she has one. */
export function placesOffered(profile: PublicProfile): ServicePlace[] {
  return [
    ...(profile.delivery ? (['toHome'] as const) : []),
    ...(profile.place ? (['artistSite'] as const) : []),
  ];
}

/** The place in effect: the one chosen if still offered, or the only one offered. */
export function chosenPlace(profile: PublicProfile, draft: CheckoutDraft): ServicePlace | null {
  const offered = placesOffered(profile);
  if (draft.place && offered.includes(draft.place)) return draft.place;
  return offered.length === 1 ? (offered[0] ?? null) : null;
}

/** A verified number is the one used (it cannot change here); otherwise what is typed, or the saved one. */
export function phoneText(user: CurrentUser, draft: CheckoutDraft): string {
  if (user.mobileVerified && user.mobileNumber) return user.mobileNumber;
  return draft.phone ?? formatPhone(user.mobileNumber);
}

/** The number as E.164 ("+1" and 10 digits: the spec's 11 characters), or null. */
export function validPhone(text: string): string | null {
  const parsed = canadianPhone.safeParse(text);
  return parsed.success ? parsed.data : null;
}

export const MIN_STREET = 3;
export const hasStreet = (street: string) => street.trim().length >= MIN_STREET;

/** The saved cards that can still be charged. */
export const usableCards = (user: CurrentUser) => user.cards.filter((card) => !isExpired(card));

/**
 * What keeps a step open: a message of the catalogue, or the server's own words on why the
 * artist does not come to her place (already in the page's language).
 */
export type StepProblem = MessageKey | { said: string };

export interface CheckoutState {
  profile: PublicProfile;
  user: CurrentUser;
  draft: CheckoutDraft;
  feeBps: number;
  /** The platform is registered for GST/HST: its fee carries it. */
  platformHst?: boolean;
}

/** Spec §5, step 1: a total above 0 and a date that is not past. */
function serviceProblem({ profile, draft, feeBps }: CheckoutState): StepProblem | null {
  if (draft.appointmentAt === null) return 'checkout.problem.time';
  if (!isFuture(draft.appointmentAt)) return 'checkout.problem.future';
  if (orderQuote(orderLines(profile, draft), feeBps).totalCents <= 0) {
    return 'checkout.problem.service';
  }
  return null;
}

/** Step 2: a valid phone, a place, and for the customer's place a street. */
function contactProblem({ profile, user, draft }: CheckoutState): StepProblem | null {
  if (!validPhone(phoneText(user, draft))) return 'checkout.problem.phone';
  const place = chosenPlace(profile, draft);
  if (!place) return 'checkout.problem.place';
  if (place === 'toHome' && !hasStreet(draft.street)) return 'checkout.problem.street';
  if (place === 'toHome' && draft.visit?.problem) return { said: draft.visit.problem };
  return null;
}

/** Step 3: a card that can be charged is chosen. */
const paymentProblem = ({ user, draft }: CheckoutState): StepProblem | null =>
  usableCards(user).some((card) => card.stripeCardId === draft.stripeCardId)
    ? null
    : 'checkout.problem.card';

const stepRules = [serviceProblem, contactProblem, paymentProblem];

/** What keeps step n's Next disabled, or null when it may be pressed (step 4: always). */
export const stepProblem = (step: number, state: CheckoutState): StepProblem | null =>
  stepRules[step - 1]?.(state) ?? null;

/** A step's problem in the page's language. */
export const problemText = (problem: StepProblem, t: Translator['t']): string =>
  typeof problem === 'string' ? t(problem) : problem.said;

/** The furthest step one may open: the first not yet done (the last when all are). */
export function furthestStep(state: CheckoutState): number {
  const open = stepRules.findIndex((problem) => problem(state) !== null);
  return open === -1 ? STEP_COUNT : open + 1;
}
