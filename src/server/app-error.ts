import type { ErrorCode } from '#shared/error-codes.ts';

export const statusOf: Record<ErrorCode, number> = {
  bad_request: 400,
  validation: 400,
  unauthorized: 401,
  card_error: 402,
  forbidden: 403,
  email_unconfirmed: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  internal: 500,
  unavailable: 503,
};

/** The one error type services throw; the error handler turns it into `{ error: {...} }`. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly fields: Record<string, string> | undefined;

  constructor(code: ErrorCode, message: string, fields?: Record<string, string>) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.fields = fields;
  }

  get status(): number {
    return statusOf[this.code];
  }
}

/** A 429: the error handler sends `Retry-After` with it. */
export class RateLimitedError extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super('rate_limited', message);
  }
}
