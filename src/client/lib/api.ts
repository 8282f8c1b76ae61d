import { ErrorBody, type ErrorCode } from '#shared/schemas/error.ts';

const TOKEN_KEY = 'blush.token';

/** The session token lives in local storage and travels as `Authorization: Bearer`. */
export const tokenStore = {
  get: (): string | null => localStorage.getItem(TOKEN_KEY),
  set: (token: string) => localStorage.setItem(TOKEN_KEY, token),
  clear: () => localStorage.removeItem(TOKEN_KEY),
};

/** Told when the server refuses the token, so the auth state can fall back to signed out. */
const unauthorizedListeners = new Set<() => void>();
export function onUnauthorized(listener: () => void): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

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

const NETWORK_MESSAGE = 'We could not reach Blush. Check your connection and try again.';

export async function api<T>(
  path: string,
  init: { method?: string; body?: unknown; signal?: AbortSignal } = {},
): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  const token = tokenStore.get();
  if (token) headers.authorization = `Bearer ${token}`;
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
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
  if (response.ok) return data as T;
  if (response.status === 401 && token) {
    tokenStore.clear();
    for (const listener of unauthorizedListeners) listener();
  }
  const parsed = ErrorBody.safeParse(data);
  if (parsed.success) {
    const { code, message, fields } = parsed.data.error;
    throw new ApiError(response.status, code, message, fields);
  }
  throw new ApiError(response.status, 'internal', NETWORK_MESSAGE);
}
