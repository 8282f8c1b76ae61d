import { CardIdParams, CardSetupAnswer, CardTokenInput } from '#shared/schemas/payments.ts';
import { CurrentUser } from '#shared/schemas/user.ts';
import { actorOf } from '../../http/access.ts';
import type { App, AppContext } from '../../context.ts';
import { routeLimit } from '../../http/rate-limit.ts';
import { addCard, removeCard, startCardSetup } from './cards.service.ts';

export function cardRoutes(app: App, ctx: AppContext): void {
  const cardLimit = { access: 'user' as const, rateLimit: routeLimit('saveCard') };

  app.post(
    '/api/stripe/setup',
    {
      config: { access: 'user' },
      schema: {
        summary: 'Start saving a card: what the browser needs to collect it',
        tags: ['payments'],
        response: { 200: CardSetupAnswer },
      },
    },
    (request) => startCardSetup(ctx, actorOf(request).id),
  );

  for (const url of ['/api/stripe/customer', '/api/stripe/card']) {
    app.post(
      url,
      {
        config: cardLimit,
        schema: {
          summary:
            url === '/api/stripe/card'
              ? 'Save a card from its provider token'
              : 'Save the first card (the provider customer is made with it)',
          tags: ['payments'],
          body: CardTokenInput,
          response: { 200: CurrentUser },
        },
      },
      (request) => addCard(ctx, actorOf(request).id, request.body.token),
    );
  }

  app.delete(
    '/api/stripe/card/:id',
    {
      config: { access: 'user' },
      schema: {
        summary: 'Remove one of your saved cards',
        tags: ['payments'],
        params: CardIdParams,
        response: { 200: CurrentUser },
      },
    },
    (request) => removeCard(ctx, actorOf(request).id, request.params.id),
  );
}
