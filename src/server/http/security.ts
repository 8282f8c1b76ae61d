import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { Env } from '../env.ts';

/**
 * Powerful browser features the app never uses are switched off for it and any frame; passkeys
 * (WebAuthn) only for the app's own pages, and payment for Stripe's frames when it is used.
 */
export function permissionsPolicy(env: Env): string {
  const payment = env.PAYMENTS_PROVIDER === 'stripe' ? '(self "https://js.stripe.com")' : '()';
  return [
    'camera=()',
    'microphone=()',
    'geolocation=()',
    'usb=()',
    `payment=${payment}`,
    'publickey-credentials-create=(self)',
    'publickey-credentials-get=(self)',
  ].join(', ');
}

/**
 * Security headers; the Content-Security-Policy allows no inline script anywhere, and inline
 * style only by hash: React Aria's, and `styleHashes`, the built page's first-screen CSS
 * (inline-styles.ts). Helmet's
 * middleware is configured once and sets them on every answer (@fastify/helmet configured it
 * again for each request, a twentieth of a profile read's time).
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  env: Env,
  styleHashes: string[] = [],
): void {
  // Stripe Elements: its script, the card fields' frames and its API (only in Stripe mode).
  const stripe = env.PAYMENTS_PROVIDER === 'stripe';
  const stripeScript = stripe ? ['https://js.stripe.com'] : [];
  const stripeFrames = stripe ? ['https://js.stripe.com', 'https://hooks.stripe.com'] : [];
  const stripeApi = stripe ? ['https://api.stripe.com'] : [];
  const headers = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...stripeScript],
        // React Aria injects one fixed <style> (touch-action for pressable elements); it is
        // allowed by its hash, so no other inline style can run. The e2e suite fails on any
        // CSP violation, so a library update that changes it is caught.
        styleSrc: [
          "'self'",
          "'sha256-38RhXrc7EdReTKsOm23ZPOCUgniTUUcjky8QOOrQx6o='",
          ...styleHashes,
        ],
        imgSrc: ["'self'", 'data:', 'blob:', new URL(env.MAP_TILE_URL.replace(/[{}]/g, '')).origin],
        fontSrc: ["'self'"],
        mediaSrc: ["'self'"],
        connectSrc: ["'self'", ...stripeApi],
        frameSrc: ["'self'", ...stripeFrames],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(env.PUBLIC_URL.startsWith('https:') ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // The app links to OpenStreetMap and shows its tiles; nothing else is cross-origin.
    crossOriginEmbedderPolicy: false,
    // Other sites learn at most that a visitor came from Blush, never which page (a profile, a
    // booking, a reset link); the tile server still sees the origin its usage policy asks for.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // HSTS pins the address to https for a year: only for the real site, never a test machine.
    strictTransportSecurity:
      env.NODE_ENV === 'production' && env.PUBLIC_URL.startsWith('https:')
        ? { maxAge: 365 * 24 * 60 * 60, includeSubDomains: true }
        : false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    headers(request.raw, reply.raw, (error) => done(error as Error | undefined));
  });
  const permissions = permissionsPolicy(env);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('permissions-policy', permissions);
  });
}
