import type { Db } from '../../db/open-db.ts';
import type { Env } from '../../env.ts';
import type { PaymentGateway } from './gateway.ts';
import { simulatedGateway } from './simulated-gateway.ts';

/**
 * The provider the configuration names: Stripe with its keys, or the offline simulation. The
 * Stripe library is loaded only in the first case: it is the slowest import of the server.
 */
export async function openGateway(env: Env, db: Db): Promise<PaymentGateway> {
  if (env.PAYMENTS_PROVIDER === 'stripe') {
    const { stripeGateway } = await import('./stripe-gateway.ts');
    return stripeGateway({
      secretKey: env.STRIPE_SECRET_KEY!,
      publishableKey: env.STRIPE_PUBLISHABLE_KEY!,
      webhookSecret: env.STRIPE_WEBHOOK_SECRET!,
      ...(env.STRIPE_API_URL ? { apiUrl: env.STRIPE_API_URL } : {}),
    });
  }
  return simulatedGateway(db);
}
