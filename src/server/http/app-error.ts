/**
 * The error type lives in `src/server/app-error.ts` (issue 33: no hub folder). This
 * re-export keeps the existing imports working until they are pointed there; new code imports
 * that module.
 */
export { AppError, RateLimitedError, statusOf } from '../app-error.ts';
