import { AppError } from '../app-error.ts';
import { sqlState } from './pg-errors.ts';

/**
 * The conflicts PostgreSQL resolves by failing one side: a deadlock (40P01) or a serialization
 * failure (40001). Whatever the failed side wrote was rolled back, so running it again is safe.
 */
const CONFLICTS: Record<string, string> = {
  '40P01': 'a deadlock with another change',
  '40001': 'a conflict with another change (serialization failure)',
};

export const isRetryableConflict = (error: unknown) => (sqlState(error) ?? '') in CONFLICTS;

export interface RetryOptions {
  /** Runs in all, the first included (default 5). */
  attempts?: number;
  /** Further errors worth another run (a calendar read again, say); the conflicts above always are. */
  retryOn?: (error: unknown) => boolean;
  /** The 409's message when the runs are spent on a `retryOn` error. */
  busyMessage?: string;
  /** Waits between runs (tests pass a fake). */
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
}

const DEFAULT_ATTEMPTS = 5;
/** The first wait's ceiling, doubled each run up to `MAX_WAIT_MS`: full jitter (0 to the ceiling). */
const BASE_WAIT_MS = 4;
const MAX_WAIT_MS = 100;

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs `run`, again after a random wait when it fails with a deadlock, a serialization failure
 * or an error `retryOn` accepts, up to `attempts` runs in all. When they are spent, a 409
 * that names the conflict. Every transaction goes through it (`withCommitHooks`), and so does
 * a lone statement that can deadlock (writing a booking).
 */
export async function withRetries<T>(run: () => Promise<T>, options: RetryOptions = {}) {
  const attempts = options.attempts ?? DEFAULT_ATTEMPTS;
  const sleep = options.sleep ?? realSleep;
  const random = options.random ?? Math.random;
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      const conflict = CONFLICTS[sqlState(error) ?? ''];
      if (!conflict && !options.retryOn?.(error)) throw error;
      if (attempt >= attempts) throw spent(conflict, options.busyMessage, error);
      const ceiling = Math.min(MAX_WAIT_MS, BASE_WAIT_MS * 2 ** (attempt - 1));
      await sleep(Math.round(random() * ceiling));
    }
  }
}

const spentMessage = (conflict: string) =>
  `This change could not be saved because of ${conflict}, several times over. Please try again.`;

/** The 409's message for a deadlock or a serialization failure, or null for any other error. */
export function conflictMessage(error: unknown): string | null {
  const conflict = CONFLICTS[sqlState(error) ?? ''];
  return conflict ? spentMessage(conflict) : null;
}

function spent(conflict: string | undefined, busyMessage: string | undefined, cause: unknown) {
  const message = conflict
    ? spentMessage(conflict)
    : (busyMessage ?? 'Too many changes are being made at once. Please try again.');
  return Object.assign(new AppError('conflict', message), { cause });
}
