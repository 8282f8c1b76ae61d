import { PATCH_TEST_LEAD_MS, PATCH_TEST_VALID_MS } from '#shared/domain/patch-tests.ts';
import type { PatchTestStatus } from '#shared/schemas/patch-tests.ts';
import type { PublicProfile, ServiceView } from '#shared/schemas/profile.ts';
import { useT } from '#client/lib/i18n.tsx';
import { usePatchTestStatus } from '../api/get-patch-test.ts';
import type { CheckoutDraft } from './checkout-draft.ts';
import {
  checkoutTax,
  orderLines,
  orderQuote,
  travelFeeOf,
  type CheckoutState,
} from './checkout-rules.ts';
import { orderInput } from './order-input.ts';

/**
 * How the checkout leads a customer through an artist's patch test (decision 0041): nothing to
 * do when the order needs none or a standing one covers it; otherwise she picks a patch-test
 * time in the same step, and the main service's times start 48 hours after it.
 */
export interface PatchTestPlan {
  /** The order holds a service that needs a patch test. */
  needed: boolean;
  /** The patch test the artist offers (with its price), or null. */
  offer: ServiceView | null;
  /** A standing patch test with her that still counts: its instant. */
  existing: string | null;
  /** The customer books the patch test in this checkout. */
  toBook: boolean;
  /** The main service's first possible start, or null for any. */
  mainFrom: string | null;
  /** What keeps step 1 open, or null. */
  problem:
    | 'checkout.patchTest.loading'
    | 'checkout.patchTest.noOffer'
    | 'checkout.patchTest.choose'
    | 'checkout.patchTest.tooSoon'
    | null;
}

const after = (iso: string, ms: number) => new Date(new Date(iso).getTime() + ms).toISOString();

export function patchTestPlan(
  services: readonly ServiceView[],
  draft: CheckoutDraft,
  status: PatchTestStatus | undefined,
  now = Date.now(),
): PatchTestPlan {
  const needed = services.some((s) => s.needsPatchTest && (draft.quantities[s._id] ?? 0) > 0);
  const none = { needed, offer: null, existing: null, toBook: false, mainFrom: null };
  if (!needed) return { ...none, problem: null };
  if (!status) return { ...none, problem: 'checkout.patchTest.loading' };
  const offer = services.find((s) => s._id === status.offer?.serviceId) ?? null;
  // The latest standing one that still counts for a visit from now on.
  const existing =
    status.standing.findLast((at) => new Date(at).getTime() > now - PATCH_TEST_VALID_MS) ?? null;
  if (existing) {
    const mainFrom = after(existing, PATCH_TEST_LEAD_MS);
    return { ...none, existing, mainFrom, problem: tooSoon(draft.appointmentAt, mainFrom) };
  }
  if (!offer) return { ...none, problem: 'checkout.patchTest.noOffer' };
  if (!draft.patchTestAt)
    return { ...none, offer, toBook: true, problem: 'checkout.patchTest.choose' };
  const mainFrom = after(draft.patchTestAt, PATCH_TEST_LEAD_MS);
  return {
    ...none,
    offer,
    toBook: true,
    mainFrom,
    problem: tooSoon(draft.appointmentAt, mainFrom),
  };
}

const tooSoon = (at: string | null, from: string) =>
  at !== null && new Date(at).getTime() < new Date(from).getTime()
    ? ('checkout.patchTest.tooSoon' as const)
    : null;

/**
 * The patch test's own order: the main order's place, phone and card, her patch test once,
 * at the time chosen, with its own idempotency key (a retry makes the same booking).
 */
export function patchTestOrder(state: CheckoutState, plan: PatchTestPlan) {
  const main = orderInput(state);
  const at = state.draft.patchTestAt;
  if (!main || !plan.toBook || !plan.offer || !at) return null;
  const draft: CheckoutDraft = { ...state.draft, quantities: { [plan.offer._id]: 1 } };
  const lines = orderLines(state.profile, draft);
  const quote = orderQuote(lines, state.feeBps, checkoutTax(state), travelFeeOf(state));
  return {
    ...main,
    appointmentAt: at,
    services: [{ serviceId: plan.offer._id, quantity: 1 }],
    expectedTotalCents: quote.totalCents,
    idempotencyKey: state.draft.patchTestKey,
  };
}

/** The plan for this draft, with what keeps step 1 open in the page's language. */
export function usePatchTestPlan(artistId: string, profile: PublicProfile, draft: CheckoutDraft) {
  const t = useT();
  const needed = profile.services.some(
    (s) => s.needsPatchTest && (draft.quantities[s._id] ?? 0) > 0,
  );
  const status = usePatchTestStatus(artistId, needed);
  const plan = patchTestPlan(profile.services, draft, status.data);
  return { ...plan, hint: plan.problem ? t(plan.problem) : null };
}
