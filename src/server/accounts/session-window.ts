/** Sessions slide: each use within the last day of a 30-day window pushes it out again. */
export const SESSION_DAYS = 30;
/** How stale a session's "last used" may get before a request writes it again. */
export const LAST_USED_MINUTES = 5;
