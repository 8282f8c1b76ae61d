import type { Translator } from '#shared/i18n/translator.ts';
import { ApiError } from './api.ts';

/** What a failed passkey ceremony tells the person: the server's words, or the browser's case. */
export function passkeyErrorMessage(error: unknown, t: Translator['t']): string {
  if (error instanceof ApiError) return error.message;
  const name = error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'AbortError') {
    return t('auth.passkey.cancelled');
  }
  if (name === 'InvalidStateError') return t('auth.passkey.alreadyHere');
  return t('auth.passkey.unsupported');
}

/** Cancelled by the person (or by another ceremony starting): nothing to announce. */
export const isPasskeyCancel = (error: unknown) =>
  error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError');
