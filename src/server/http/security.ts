import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Env } from '../env.ts';

/** Security headers; the Content-Security-Policy allows no inline script anywhere. */
export async function registerSecurityHeaders(app: FastifyInstance, env: Env): Promise<void> {
  // Stripe Elements: its script, the card fields' frames and its API (only in Stripe mode).
  const stripe = env.PAYMENTS_PROVIDER === 'stripe';
  const stripeScript = stripe ? ['https://js.stripe.com'] : [];
  const stripeFrames = stripe ? ['https://js.stripe.com', 'https://hooks.stripe.com'] : [];
  const stripeApi = stripe ? ['https://api.stripe.com'] : [];
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...stripeScript],
        // React Aria injects one fixed <style> (touch-action for pressable elements); it is
        // allowed by its hash, so no other inline style can run. The e2e suite fails on any
        // CSP violation, so a library update that changes it is caught.
        styleSrc: ["'self'", "'sha256-38RhXrc7EdReTKsOm23ZPOCUgniTUUcjky8QOOrQx6o='"],
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
    strictTransportSecurity: env.PUBLIC_URL.startsWith('https:'),
  });
}
