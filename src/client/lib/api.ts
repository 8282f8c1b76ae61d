import { type ErrorCode, errorCodes } from '#shared/error-codes.ts';
import type { ErrorBody } from '#shared/schemas/error.ts';

const sessionListeners = new Set<() => void>();

/**
 * The session is an HttpOnly cookie (decision 0027): no script here can read it, and the
 * browser sends it with every request to the app. What the app learns is that it ended: any
 * answer of 401 tells the auth state, which falls back to signed out.
 */
export const sessionEvents = {
  ended: () => sessionListeners.forEach((listener) => listener()),
  subscribe: (listener: () => void): (() => void) => {
    sessionListeners.add(listener);
    return () => sessionListeners.delete(listener);
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

/** The page's language, sent as `Accept-Language` so error answers come in it. */
let apiLocale = 'en-CA';
export function setApiLocale(locale: string): void {
  apiLocale = locale;
}

/** What a failed connection (or an answer that is not ours) tells the person. */
export const NETWORK_MESSAGE = 'We could not reach Blush. Check your connection and try again.';

/**
 * Turns a finished request into its answer or an ApiError. A 401 means no session (or one that
 * ended): the auth state is told. Shared by api() and upload(), so both treat the server's
 * answers alike.
 */
export function settleAnswer<T>(status: number, data: unknown): T {
  if (status >= 200 && status < 300) return data as T;
  if (status === 401) sessionEvents.ended();
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
  const headers: Record<string, string> = {
    accept: 'application/json',
    'accept-language': apiLocale,
  };
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await transport(`/api${path}`, {
      method: init.method ?? 'GET',
      headers,
      body: init.body === undefined ? null : JSON.stringify(init.body),
      signal: init.signal ?? null,
      // The session cookie goes along (the default, said here because sessions rely on it).
      credentials: 'same-origin',
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'unavailable', NETWORK_MESSAGE);
  }
  const data: unknown = await response.json().catch(() => null);
  return settleAnswer<T>(response.status, data);
}
