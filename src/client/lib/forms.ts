import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api.ts';

/**
 * Puts a server error where it belongs: field messages beside their fields, and the
 * overall message as an alert (spec §8: server errors shown as alerts).
 */
export function showServerError<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  alert: (msg: string, type: 'error') => void,
): void {
  if (error instanceof ApiError) {
    for (const [field, message] of Object.entries(error.fields)) {
      if (field !== '_') setError(field as Path<T>, { type: 'server', message });
    }
  }
  alert(errorMessage(error), 'error');
}

/** What to tell the person when a call without a form fails. */
export function errorMessage(error: unknown): string {
  return error instanceof ApiError ? error.message : 'Something went wrong. Please try again.';
}
