import type { FastifyRequest } from 'fastify';

/**
 * Paths whose last segment is a secret: e-mailed links (confirmation, password reset) and the
 * private calendar address. Logs keep the path's shape, never the token.
 */
const SECRET_PATHS = /^(\/(?:confirmation|reset|api\/calendar\/feeds)\/)[^/?#]+/i;

export function withoutSecrets(url: string): string {
  return url.replace(SECRET_PATHS, '$1[redacted]');
}

/** Fastify's request log line, with the URL's secrets taken out. */
export function requestLogFields(request: FastifyRequest) {
  return {
    method: request.method,
    url: withoutSecrets(request.url),
    host: request.host,
    remoteAddress: request.ip,
  };
}
