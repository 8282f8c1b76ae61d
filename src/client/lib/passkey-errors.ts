import { ApiError } from './api.ts';

/** What a failed passkey ceremony tells the person: the server's words, or the browser's case. */
export function passkeyErrorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  const name = error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'AbortError') {
    return 'The passkey request was cancelled or timed out. Try again when you are ready.';
  }
  if (name === 'InvalidStateError') return 'This device already has a passkey for your account.';
  return 'This browser could not use a passkey. Sign in with your password instead.';
}

/** Cancelled by the person (or by another ceremony starting): nothing to announce. */
export const isPasskeyCancel = (error: unknown) =>
  error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError');
