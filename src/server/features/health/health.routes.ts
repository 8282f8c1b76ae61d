import { z } from 'zod';
import type { App, AppContext } from '../../context.ts';
import { pingDatabase } from './health.queries.ts';

const Health = z.object({
  status: z.enum(['ok', 'error']),
  database: z.object({
    status: z.enum(['ok', 'error']),
    kind: z.enum(['pglite', 'postgres']),
    latencyMs: z.number(),
  }),
});

export function healthRoutes(app: App, { database }: AppContext): void {
  app.get(
    '/api/health',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Whether the server and its database answer',
        tags: ['system'],
        response: { 200: Health, 503: Health },
      },
    },
    async (_request, reply) => {
      const started = performance.now();
      let ok = true;
      try {
        await pingDatabase(database.db);
      } catch {
        ok = false;
      }
      const latencyMs = Math.round((performance.now() - started) * 10) / 10;
      const status = ok ? 'ok' : 'error';
      return reply
        .status(ok ? 200 : 503)
        .send({ status, database: { status, kind: database.kind, latencyMs } });
    },
  );
}
