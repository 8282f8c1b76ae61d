import { z } from 'zod';
import { errorCodes } from '../error-codes.ts';

/** Every error the API sends has this one shape. */
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
