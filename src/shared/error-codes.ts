/**
 * The codes of the API's errors (schemas/error.ts has their shape). Without zod, so that the
 * client's first load can check an answer's code without loading it.
 */
export const errorCodes = [
  'bad_request',
  'validation',
  'unauthorized',
  /** The payment provider refused a card; the message is the provider's. */
  'card_error',
  'forbidden',
  /** Sign-in refused until the address is confirmed; the form offers to resend the link. */
  'email_unconfirmed',
  'not_found',
  'conflict',
  'payload_too_large',
  'unsupported_media_type',
  'rate_limited',
  'internal',
  'unavailable',
] as const;
export type ErrorCode = (typeof errorCodes)[number];
