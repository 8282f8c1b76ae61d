import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import type { Database } from './db/open-db.ts';
import type { Env } from './env.ts';
import type { App } from './context.ts';

/** What a worker of `npm start`'s PROCESSES tells its primary when it begins to close. */
export const SERVER_CLOSING = 'blush:closing';

/**
 * Builds the app, listens, and closes it gracefully on a signal or a crash. A database handed
 * in (`npm start` opens it first to seed the demo data) is closed here at shutdown.
 */
export async function serve(env: Env, database?: Database): Promise<App> {
  const app = await buildApp({ env, ...(database ? { database } : {}) });
  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    process.send?.(SERVER_CLOSING);
    if (err) app.log.error({ err }, 'closing after an error');
    else app.log.info({ signal }, 'shutting down');
    await app.close();
    await database?.close();
  });
  await app.listen({ host: env.HOST, port: env.PORT });
  app.log.info(`${env.PUBLIC_URL} is ready`);
  return app;
}
