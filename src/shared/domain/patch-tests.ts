/**
 * Patch tests (decision 0041): lash glue, hair colour and brow tint can hurt a skin that reacts
 * to them, so an artist may mark such a service as needing a patch test with her first. Pure
 * rules, shared by the booking check and the checkout.
 */

/** The main service is at least this long after the patch test (the dyes' makers ask 48 h). */
export const PATCH_TEST_LEAD_MS = 48 * 3_600_000;
/** A patch test counts for this long before the main service (about six months). */
export const PATCH_TEST_VALID_MS = 183 * 86_400_000;

/** A booking that may hold a patch test: when, and whether it still stands. */
export interface PatchTestVisit {
  appointmentAt: Date;
  /** Requested, accepted or completed: a declined, cancelled or expired one does not count. */
  standing: boolean;
}

/**
 * Whether a service needing a patch test may be booked at `appointmentAt` given the customer's
 * patch tests with this artist: `null` when one stands in the window (6 months to 48 hours
 * before), `too-soon` when her only standing ones are less than 48 hours before (or after),
 * `none` otherwise.
 */
export function patchTestProblem(
  appointmentAt: Date,
  visits: readonly PatchTestVisit[],
): 'none' | 'too-soon' | null {
  const at = appointmentAt.getTime();
  const standing = visits.filter(
    (v) => v.standing && v.appointmentAt.getTime() >= at - PATCH_TEST_VALID_MS,
  );
  if (standing.some((v) => v.appointmentAt.getTime() <= at - PATCH_TEST_LEAD_MS)) return null;
  return standing.length > 0 ? 'too-soon' : 'none';
}

/** The latest start of a patch test for a main service at `appointmentAt`. */
export const latestPatchTestStart = (appointmentAt: Date): Date =>
  new Date(appointmentAt.getTime() - PATCH_TEST_LEAD_MS);
