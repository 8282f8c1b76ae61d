import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorCode } from '#shared/error-codes.ts';
import type { ErrorBody } from '#shared/schemas/error.ts';
import { conflictMessage } from '../db/retry.ts';
import { GatewayUnavailableError } from '../integrations/payments/gateway.ts';
import { AppError, RateLimitedError, statusOf } from './app-error.ts';

const INTERNAL_MESSAGE = 'Something went wrong on our side. Please try again in a moment.';

function body(code: ErrorCode, message: string, fields?: Record<string, string>): ErrorBody {
  return { error: fields ? { code, message, fields } : { code, message } };
}

/** Fastify's own 4xx errors (bad JSON, wrong content type, body too large…) in our words. */
function fromFastifyError(error: FastifyError): ErrorBody | null {
  const status = error.statusCode ?? 500;
  if (status >= 500) return null;
  if (status === 413) return body('payload_too_large', 'The request is too large.');
  if (status === 415)
    return body('unsupported_media_type', 'This request must be sent as JSON (application/json).');
  if (status === 429) return body('rate_limited', error.message);
  if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError)
    return body('bad_request', 'The request body is not valid JSON.');
  if (error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY')
    return body('bad_request', 'The request body is empty; JSON was expected.');
  return body('bad_request', error.message);
}

/**
 * busboy's errors for a multipart body it cannot read (no boundary, cut short, a boundary too
 * long…) are plain errors without a status; on a multipart request they are the client's.
 */
function isUnreadableMultipart(error: FastifyError, contentType: string | undefined): boolean {
  return (
    /^multipart\//i.test(contentType ?? '') &&
    error.statusCode === undefined &&
    /multipart|boundary|content-type|needle/i.test(error.message)
  );
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error instanceof RateLimitedError) {
        reply.header('retry-after', String(Math.max(1, Math.ceil(error.retryAfterSeconds))));
      }
      return reply.status(error.status).send(body(error.code, error.message, error.fields));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const key = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
        fields[key] ??= issue.message ?? 'is invalid';
      }
      const where = error.validationContext === 'body' ? '' : ` (${error.validationContext})`;
      return reply
        .status(400)
        .send(body('validation', `Please check the highlighted fields${where}.`, fields));
    }
    if (error instanceof GatewayUnavailableError) {
      request.log.warn({ err: error }, 'payment provider unavailable');
      return reply
        .status(503)
        .send(
          body(
            'unavailable',
            'Our payment partner is not answering. Please try again in a moment.',
          ),
        );
    }
    // A lone statement PostgreSQL failed for a deadlock or a serialization failure (every
    // transaction and a booking's write retry them first, db/retry.ts): a 409 naming it.
    const conflict = conflictMessage(error);
    if (conflict) {
      request.log.warn({ err: error }, 'database conflict');
      return reply.status(409).send(body('conflict', conflict));
    }
    if (isUnreadableMultipart(error, request.headers['content-type'])) {
      return reply
        .status(400)
        .send(body('bad_request', 'The upload could not be read; please send it again.'));
    }
    const known = fromFastifyError(error);
    if (known) return reply.status(statusOf[known.error.code]).send(known);
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(body('internal', INTERNAL_MESSAGE));
  });
}
