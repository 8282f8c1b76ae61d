import { TipInput, TipParams, TipView } from '#shared/schemas/tips.ts';
import { actorOf } from '../../http/access.ts';
import type { App, AppContext } from '../../context.ts';
import { routeLimit } from '../../http/rate-limit.ts';
import { addTip, getTip, recoverTips } from './tips.service.ts';

const tags = ['payments'];

export function tipRoutes(app: App, ctx: AppContext): void {
  app.get(
    '/api/payments/:bookingId/tip',
    {
      config: { access: 'user' },
      schema: {
        summary: "A completed booking's tip: the choices (its customer) or the tip (its artist)",
        tags,
        params: TipParams,
        response: { 200: TipView },
      },
    },
    (request) => getTip(ctx, actorOf(request).id, request.params.bookingId),
  );

  app.post(
    '/api/payments/:bookingId/tip',
    {
      config: { access: 'user', rateLimit: routeLimit('addTip') },
      schema: {
        summary: 'Tip the artist of a completed booking (once, within 7 days; 100% to the artist)',
        tags,
        params: TipParams,
        body: TipInput,
        response: { 200: TipView },
      },
    },
    (request) => addTip(ctx, actorOf(request).id, request.params.bookingId, request.body),
  );
}

/** Every minute: tips the provider left unanswered are asked about again. */
export async function scheduleTipJobs(ctx: AppContext): Promise<void> {
  await ctx.jobs.every('tips-recover', '* * * * *', () => recoverTips(ctx));
}
