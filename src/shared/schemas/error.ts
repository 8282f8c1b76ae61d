import { z } from 'zod';

/** Every error the API sends has this one shape. */
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

export const ErrorBody = z.object({
  error: z.object({
    code: z.enum(errorCodes),
    message: z.string(),
    /** Field path (dot-joined) → message, for errors a form shows beside its fields. */
    fields: z.record(z.string(), z.string()).optional(),
  }),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

/** The one success shape for calls whose answer is just a notice. */
export const MessageBody = z.object({ message: z.string() });
