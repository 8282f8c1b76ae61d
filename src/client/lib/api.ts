import { type ErrorCode, errorCodes } from '#shared/error-codes.ts';
import type { ErrorBody } from '#shared/schemas/error.ts';

const TOKEN_KEY = 'blush.token';

const tokenListeners = new Set<() => void>();
const tokenChanged = () => tokenListeners.forEach((listener) => listener());

/**
 * The session token lives in local storage and travels as `Authorization: Bearer`. The auth
 * state subscribes to it, so signing in or out, or a refused token, is seen at once.
 */
export const tokenStore = {
  /** None when the server renders a page (it renders what anyone signed out sees). */
  get: (): string | null =>
    typeof localStorage === 'undefined' ? null : localStorage.getItem(TOKEN_KEY),
  set: (token: string) => {
    localStorage.setItem(TOKEN_KEY, token);
    tokenChanged();
  },
  clear: () => {
    localStorage.removeItem(TOKEN_KEY);
    tokenChanged();
  },
  subscribe: (listener: () => void): (() => void) => {
    tokenListeners.add(listener);
    return () => tokenListeners.delete(listener);
  },
};

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** How requests reach the API: the browser's fetch, or the server itself when it renders a page. */
let transport: typeof fetch = (input, init) => fetch(input, init);

/** Server rendering (entry-server.tsx) answers the pages' queries from the app in process. */
export function setApiTransport(next: typeof fetch): void {
  transport = next;
}

/** What a failed connection (or an answer that is not ours) tells the person. */
export const NETWORK_MESSAGE = 'We could not reach Blush. Check your connection and try again.';

/** The `Authorization` header for the stored token, and the token it carries (null when none). */
export function authHeader(): { token: string | null; headers: Record<string, string> } {
  const token = tokenStore.get();
  return { token, headers: token ? { authorization: `Bearer ${token}` } : {} };
}

/**
 * Turns a finished request into its answer or an ApiError. A 401 for a request that carried a
 * token means the session ended: the token is forgotten and the auth state told. Shared by
 * api() and upload(), so both treat the server's answers alike.
 */
export function settleAnswer<T>(status: number, data: unknown, sentToken: string | null): T {
  if (status >= 200 && status < 300) return data as T;
  // The auth state, subscribed to the token, falls back to signed out.
  if (status === 401 && sentToken) tokenStore.clear();
  if (isErrorBody(data)) {
    const { code, message, fields } = data.error;
    throw new ApiError(status, code, message, fields);
  }
  throw new ApiError(status, 'internal', NETWORK_MESSAGE);
}

/**
 * The shape of ErrorBody, checked by hand: every page loads this file before it renders, and
 * zod there would add a quarter of the first load's JavaScript.
 */
function isErrorBody(data: unknown): data is ErrorBody {
  if (typeof data !== 'object' || data === null || !('error' in data)) return false;
  const { error } = data;
  if (typeof error !== 'object' || error === null) return false;
  const { code, message, fields } = error as Record<string, unknown>;
  return (
    (errorCodes as readonly unknown[]).includes(code) &&
    typeof message === 'string' &&
    (fields === undefined ||
      (typeof fields === 'object' &&
        fields !== null &&
        Object.values(fields).every((text) => typeof text === 'string')))
  );
}

export async function api<T>(
  path: string,
  init: { method?: string; body?: unknown; signal?: AbortSignal } = {},
): Promise<T> {
  const { token, headers: auth } = authHeader();
  const headers: Record<string, string> = { accept: 'application/json', ...auth };
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await transport(`/api${path}`, {
      method: init.method ?? 'GET',
      headers,
      body: init.body === undefined ? null : JSON.stringify(init.body),
      signal: init.signal ?? null,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'unavailable', NETWORK_MESSAGE);
  }
  const data: unknown = await response.json().catch(() => null);
  return settleAnswer<T>(response.status, data, token);
}
