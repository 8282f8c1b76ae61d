import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { onMissingTranslation, serverTranslator } from '#shared/i18n/catalogues.ts';
import { KNOWN_ANSWERS } from '#shared/i18n/known-answers.ts';
import { localizeMessage } from '#shared/i18n/known-messages.ts';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorCode } from '#shared/error-codes.ts';
import type { ErrorBody } from '#shared/schemas/error.ts';
import { conflictMessage } from '../db/retry.ts';
import { GatewayUnavailableError } from '../integrations/payments/gateway.ts';
import { AppError, RateLimitedError, statusOf } from '../app-error.ts';
import { answerLocale } from './page-locale.ts';

const INTERNAL_MESSAGE = 'Something went wrong on our side. Please try again in a moment.';

function body(code: ErrorCode, message: string, fields?: Record<string, string>): ErrorBody {
  return { error: fields ? { code, message, fields } : { code, message } };
}

/** Messages already warned of as untranslated (a bounded set: one warning each). */
const untranslated = new Set<string>();
const UNTRANSLATED_KEPT = 1000;

/**
 * The answer in the caller's language (decision 0037): its message and field messages, when
 * the catalogue knows them; others stay English with one warning in the log each.
 */
export function localizeBody(request: FastifyRequest, answer: ErrorBody): ErrorBody {
  const translator = serverTranslator(answerLocale(request));
  if (translator.locale === 'en-CA') return answer;
  const unknown = (text: string) => {
    if (untranslated.has(text) || untranslated.size >= UNTRANSLATED_KEPT) return;
    untranslated.add(text);
    request.log.warn({ text, locale: translator.locale }, 'message not translated');
  };
  const { code, message, fields } = answer.error;
  const localized = (text: string) => localizeMessage(text, translator, unknown, KNOWN_ANSWERS);
  return body(
    code,
    localized(message),
    fields &&
      Object.fromEntries(Object.entries(fields).map(([field, text]) => [field, localized(text)])),
  );
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

/** The words of an answer said in the caller's language: its `message`, and a `problem`. */
const SAID = ['message', 'problem'] as const;

/**
 * An answer's `{ message }` (a link sent, a password changed) or `{ problem }` (why an artist
 * does not come to a place) in the caller's language too, as its errors: one hook, so services
 * keep writing their messages as they are.
 */
function localizeAnswers(app: FastifyInstance): void {
  app.addHook('preSerialization', async (request, _reply, payload: unknown) => {
    if (typeof payload !== 'object' || payload === null) return payload;
    const said = SAID.filter(
      (field) => typeof (payload as Record<string, unknown>)[field] === 'string',
    );
    if (said.length === 0) return payload;
    const translator = serverTranslator(answerLocale(request));
    if (translator.locale === 'en-CA') return payload;
    const words = payload as Record<string, string>;
    return {
      ...payload,
      ...Object.fromEntries(
        said.map((field) => [
          field,
          localizeMessage(words[field]!, translator, undefined, KNOWN_ANSWERS),
        ]),
      ),
    };
  });
}

export function registerErrorHandling(app: FastifyInstance): void {
  localizeAnswers(app);
  // A message a catalogue lacks: English is said, and the log is told once per key.
  onMissingTranslation((key, locale) => app.log.warn({ key, locale }, 'message not translated'));
  app.setErrorHandler((error: FastifyError, request, reply) =>
    reply.send(localizeBody(request, errorAnswer(error, request, reply))),
  );
}

type StatusReply = {
  status: (code: number) => unknown;
  header: (name: string, value: string) => unknown;
};

/** Sets the status; the body is sent by the handler, in the caller's language. */
function sent(reply: StatusReply, status: number, answer: ErrorBody): ErrorBody {
  reply.status(status);
  return answer;
}

/** The answer's body to an error (its status set on `reply`), in English. */
function errorAnswer(error: FastifyError, request: FastifyRequest, reply: StatusReply): ErrorBody {
  if (error instanceof AppError) {
    if (error instanceof RateLimitedError) {
      reply.header('retry-after', String(Math.max(1, Math.ceil(error.retryAfterSeconds))));
    }
    return sent(reply, error.status, body(error.code, error.message, error.fields));
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields: Record<string, string> = {};
    for (const issue of error.validation) {
      const key = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
      fields[key] ??= issue.message ?? 'is invalid';
    }
    const where = error.validationContext === 'body' ? '' : ` (${error.validationContext})`;
    return sent(
      reply,
      400,
      body('validation', `Please check the highlighted fields${where}.`, fields),
    );
  }
  if (error instanceof GatewayUnavailableError) {
    request.log.warn({ err: error }, 'payment provider unavailable');
    return sent(
      reply,
      503,
      body('unavailable', 'Our payment partner is not answering. Please try again in a moment.'),
    );
  }
  // A lone statement PostgreSQL failed for a deadlock or a serialization failure (every
  // transaction and a booking's write retry them first, db/retry.ts): a 409 naming it.
  const conflict = conflictMessage(error);
  if (conflict) {
    request.log.warn({ err: error }, 'database conflict');
    return sent(reply, 409, body('conflict', conflict));
  }
  if (isUnreadableMultipart(error, request.headers['content-type'])) {
    return sent(
      reply,
      400,
      body('bad_request', 'The upload could not be read; please send it again.'),
    );
  }
  const known = fromFastifyError(error);
  if (known) return sent(reply, statusOf[known.error.code], known);
  request.log.error({ err: error }, 'unhandled error');
  return sent(reply, 500, body('internal', INTERNAL_MESSAGE));
}
