import {
  Earnings,
  PayoutAccountView,
  PayoutCallbackAnswer,
  PayoutCallbackParams,
  PayoutConnectAnswer,
  SimulatedBankAnswer,
  SimulatedBankInput,
  SimulatedBankParams,
} from '#shared/schemas/payments.ts';
import { actorOf } from '../../http/access.ts';
import type { App, AppContext } from '../../context.ts';
import { routeLimit } from '../../http/rate-limit.ts';
import {
  completeSimulatedOnboarding,
  finishPayoutConnect,
  payoutAccountView,
  startPayoutConnect,
} from './payout-account.service.ts';
import { getEarnings } from './payouts.service.ts';

export function payoutRoutes(app: App, ctx: AppContext): void {
  app.get(
    '/api/stripe/account',
    {
      config: { access: 'artist' },
      schema: {
        summary: 'Your payout account and bank (shown only to you)',
        tags: ['payouts'],
        response: { 200: PayoutAccountView },
      },
    },
    (request) => payoutAccountView(ctx, actorOf(request).id),
  );

  app.post(
    '/api/stripe/account',
    {
      config: { access: 'artist', rateLimit: routeLimit('startPayoutConnect') },
      schema: {
        summary: 'Start connecting a bank account: the provider onboarding address',
        tags: ['payouts'],
        response: { 200: PayoutConnectAnswer },
      },
    },
    (request) => startPayoutConnect(ctx, actorOf(request).id),
  );

  app.post(
    '/api/stripe/account/:code',
    {
      config: { access: 'artist', rateLimit: routeLimit('finishPayoutConnect') },
      schema: {
        summary: 'Finish connecting: the state value from /confirm-account?code=',
        tags: ['payouts'],
        params: PayoutCallbackParams,
        response: { 200: PayoutCallbackAnswer },
      },
    },
    (request) => finishPayoutConnect(ctx, actorOf(request).id, request.params.code),
  );

  if (ctx.gateway.provider === 'simulated') {
    app.post(
      '/api/simulated/bank/:accountId',
      {
        config: { access: 'artist', rateLimit: routeLimit('simulatedBank') },
        schema: {
          summary: 'The simulated provider: enter bank details for a payout account',
          tags: ['payouts'],
          params: SimulatedBankParams,
          body: SimulatedBankInput,
          response: { 200: SimulatedBankAnswer },
        },
      },
      (request) =>
        completeSimulatedOnboarding(
          ctx,
          actorOf(request).id,
          request.params.accountId,
          request.body,
        ),
    );
  }

  app.get(
    '/api/earnings',
    {
      config: { access: 'artist' },
      schema: {
        summary: 'Your earnings: balance, next payout, history and per-booking split',
        tags: ['payouts'],
        response: { 200: Earnings },
      },
    },
    (request) => getEarnings(ctx, actorOf(request).id),
  );
}
