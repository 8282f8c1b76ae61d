/**
 * The application context lives in `src/server/context.ts` (issue 33: no hub folder). This
 * re-export keeps the existing imports working until they are pointed there; new code imports
 * that module.
 */
export type { App, AppContext } from '../context.ts';
