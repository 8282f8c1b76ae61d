import { PageViewInput, PageViewsQuery, PageViewStats } from '#shared/schemas/admin.ts';
import type { App, AppContext } from '../../context.ts';
import { routeLimit } from '../../http/rate-limit.ts';
import { getPageViewStats, recordPageView } from './page-views.service.ts';

export function pageViewRoutes(app: App, ctx: AppContext): void {
  app.post(
    '/api/page-views',
    {
      config: { access: 'public', rateLimit: routeLimit('pageView') },
      schema: {
        summary: 'Count a page view (sent by the browser with sendBeacon; no personal data kept)',
        tags: ['analytics'],
        body: PageViewInput,
      },
    },
    async (request, reply) => {
      // Answered at once; the counter is written after, so a view never waits on it.
      void reply.code(204).send();
      await recordPageView(ctx, {
        path: request.body.path,
        referrer: request.body.referrer,
        userAgent: request.headers['user-agent'],
      }).catch((error: unknown) => request.log.warn({ err: error }, 'page view not counted'));
      return reply;
    },
  );

  app.get(
    '/api/admin/page-views',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'Daily page views, top pages, referrers and devices (admin)',
        tags: ['admin'],
        querystring: PageViewsQuery,
        response: { 200: PageViewStats },
      },
    },
    (request) => getPageViewStats(ctx, request.query.days),
  );
}
