/**
 * Every rate limit of the API in one table (decision 0016): what is counted, per what, how
 * many in what window. Routes name an entry (`config.rateLimit: routeLimit('signUp')`) and
 * services enforce the per-account ones, so a limit is changed here and nowhere else.
 */

/** So many requests per window, counted per caller address or per signed-in user. */
export interface RequestLimit {
  per: 'address' | 'user';
  max: number;
  minutes: number;
}

/** So many requests per window against one account, whatever the caller's address. */
export interface AccountLimit {
  max: number;
  minutes: number;
}

/**
 * Failures (not attempts) in a window: the first `free` cost nothing, then each next attempt
 * waits a delay that doubles from `firstDelaySeconds` up to `maxDelaySeconds`, counted from
 * the latest failure; from `refuseAfter` failures on, attempts wait for the window to end.
 */
export interface FailureLimit {
  minutes: number;
  free: number;
  firstDelaySeconds: number;
  maxDelaySeconds: number;
  refuseAfter?: number;
}

export const requestLimits = {
  // Forms anyone may send, per caller address (across every e-mail they name).
  signUp: { per: 'address', max: 5, minutes: 60 },
  forgotPassword: { per: 'address', max: 10, minutes: 60 },
  resendConfirmation: { per: 'address', max: 10, minutes: 60 },
  resetPassword: { per: 'address', max: 20, minutes: 15 },
  followEmailLink: { per: 'address', max: 30, minutes: 15 },
  socialSignIn: { per: 'address', max: 30, minutes: 15 },
  passkeySignIn: { per: 'address', max: 30, minutes: 15 },
  helpMessage: { per: 'address', max: 5, minutes: 60 },
  /** The app's page-view beacon: a person browsing fast, never a script flooding the counter. */
  pageView: { per: 'address', max: 120, minutes: 1 },
  /** Calendar programs fetch a subscription every hour or so; a guesser gets nowhere. */
  readCalendarFeed: { per: 'address', max: 60, minutes: 15 },
  // What a signed-in person does, per user whatever their address.
  createBooking: { per: 'user', max: 20, minutes: 60 },
  changeBooking: { per: 'user', max: 120, minutes: 60 },
  completeBooking: { per: 'user', max: 60, minutes: 60 },
  updateSchedule: { per: 'user', max: 60, minutes: 60 },
  reviewComment: { per: 'user', max: 30, minutes: 60 },
  reviewReply: { per: 'user', max: 60, minutes: 60 },
  /** A conversation at typing speed; a flood (or a script) waits a minute. */
  sendMessage: { per: 'user', max: 20, minutes: 1 },
  reportMessage: { per: 'user', max: 10, minutes: 60 },
  // Card testing (trying stolen numbers one after another) is stopped by a tight limit.
  saveCard: { per: 'user', max: 10, minutes: 60 },
  retryPayment: { per: 'user', max: 10, minutes: 60 },
  addTip: { per: 'user', max: 10, minutes: 60 },
  startPayoutConnect: { per: 'user', max: 10, minutes: 60 },
  finishPayoutConnect: { per: 'user', max: 20, minutes: 60 },
  simulatedBank: { per: 'user', max: 20, minutes: 60 },
  changePassword: { per: 'user', max: 10, minutes: 60 },
  addPasskey: { per: 'user', max: 20, minutes: 60 },
  makeCalendarFeed: { per: 'user', max: 10, minutes: 60 },
  /** Address suggestions as she types (debounced): a person, not a script mining the geocoder. */
  suggestPlaces: { per: 'user', max: 60, minutes: 1 },
  savePlace: { per: 'user', max: 30, minutes: 60 },
  updateServiceArea: { per: 'user', max: 60, minutes: 60 },
} as const satisfies Record<string, RequestLimit>;

export type RequestLimitName = keyof typeof requestLimits;

/** Per account (the e-mail a form names, or the signed-in user), enforced by the services. */
export const accountLimits = {
  signUp: { max: 5, minutes: 60 },
  forgotPassword: { max: 3, minutes: 60 },
  resendConfirmation: { max: 3, minutes: 60 },
  changeEmail: { max: 5, minutes: 60 },
} as const satisfies Record<string, AccountLimit>;

export type AccountLimitName = keyof typeof accountLimits;

/**
 * Failed sign-ins. A successful sign-in never counts and clears its account's failures.
 * Per account, delays grow to 15 minutes but never lock the owner out for longer (and a reset
 * link clears them); per address, across accounts (credential stuffing), they grow faster and
 * end in a refusal until the hour is over.
 */
export const signInFailureLimits = {
  perAccount: { minutes: 60, free: 5, firstDelaySeconds: 30, maxDelaySeconds: 15 * 60 },
  perAddress: {
    minutes: 60,
    free: 10,
    firstDelaySeconds: 10,
    maxDelaySeconds: 5 * 60,
    refuseAfter: 20,
  },
} as const satisfies Record<string, FailureLimit>;

/**
 * How long the next attempt must wait, in seconds (0: it may go ahead), after `failures`
 * failures in the current window, the latest `sinceLastSeconds` ago, the window ending in
 * `untilResetSeconds`.
 */
export function failureWaitSeconds(
  rule: FailureLimit,
  state: { failures: number; sinceLastSeconds: number; untilResetSeconds: number },
): number {
  const { failures, sinceLastSeconds, untilResetSeconds } = state;
  if (failures < rule.free || untilResetSeconds <= 0) return 0;
  if (rule.refuseAfter !== undefined && failures >= rule.refuseAfter) {
    return Math.ceil(untilResetSeconds);
  }
  const delay = Math.min(
    rule.maxDelaySeconds,
    rule.firstDelaySeconds * 2 ** (failures - rule.free),
  );
  return Math.max(0, Math.ceil(delay - sinceLastSeconds));
}

/** "45 seconds", "1 minute", "12 minutes": the wait as a person reads it. */
export function formatWait(seconds: number): string {
  if (seconds < 60) {
    const s = Math.max(1, Math.ceil(seconds));
    return `${s} second${s === 1 ? '' : 's'}`;
  }
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}
