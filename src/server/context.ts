import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database, Db } from './db/open-db.ts';
import type { Env } from './env.ts';
import type { PaymentGateway } from './integrations/payments/gateway.ts';
import type { PublicCache } from './http/public-cache.ts';
import type { FileStorage } from './integrations/storage/storage.ts';
import type { Jobs } from './jobs/jobs.ts';

export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** What every feature's routes are given: configuration, the database, jobs, file storage and the payment provider. */
export interface AppContext {
  env: Env;
  log: FastifyBaseLogger;
  database: Database;
  db: Db;
  jobs: Jobs;
  storage: FileStorage;
  gateway: PaymentGateway;
  /** Public answers (profiles, search) kept while public data is unchanged. */
  publicCache: PublicCache;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The context the routes were given, for jobs and scripts that call services directly. */
    context: AppContext;
  }
}
