import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyServerOptions } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { PRODUCT_NAME } from '#shared/brand.ts';
import { openDb, type Database } from './db/open-db.ts';
import type { Env } from './env.ts';
import { adminRoutes } from './features/admin/admin.routes.ts';
import { availabilityRoutes } from './features/availability/availability.routes.ts';
import { bookingRoutes } from './features/bookings/bookings.routes.ts';
import { scheduleBookingJobs } from './features/bookings/bookings.jobs.ts';
import { registerCloseBookings } from './features/bookings/close-bookings.ts';
import { registerLeaveEvents } from './features/events/withdraw-assistant.ts';
import { registerRescueJobs } from './features/bookings/rescue.jobs.ts';
import { rescueRoutes } from './features/bookings/rescue.routes.ts';
import { bookingPhotoRoutes } from './features/booking-photos/booking-photos.routes.ts';
import { configRoutes } from './features/config/config.routes.ts';
import { scheduleCredentialJobs } from './features/credentials/credentials.jobs.ts';
import { healthNotesRoutes } from './features/health-notes/health-notes.routes.ts';
import { scheduleHealthNotesJobs } from './features/health-notes/health-notes.service.ts';
import { credentialRoutes } from './features/credentials/credentials.routes.ts';
import { devMailRoutes } from './features/dev-mail/dev-mail.routes.ts';
import { healthRoutes } from './features/health/health.routes.ts';
import { helpRoutes } from './features/help/help.routes.ts';
import { imageRoutes } from './features/images/images.routes.ts';
import { registerMessageJobs } from './features/messages/messages.jobs.ts';
import { messageRoutes } from './features/messages/messages.routes.ts';
import { pageViewRoutes } from './features/page-views/page-views.routes.ts';
import { cardRoutes } from './features/payments/cards.routes.ts';
import { chargeRoutes } from './features/payments/charges.routes.ts';
import { schedulePaymentJobs } from './features/payments/payments.jobs.ts';
import { payoutRoutes } from './features/payments/payouts.routes.ts';
import { profilePageMeta } from './features/profiles/profile-page-meta.ts';
import { calendarFeedRoutes } from './features/bookings/calendar-feed.routes.ts';
import { placesRoutes } from './features/places/places.routes.ts';
import { profileRoutes } from './features/profiles/profiles.routes.ts';
import { registerReviewJobs } from './features/reviews/reviews.jobs.ts';
import { reviewRoutes } from './features/reviews/reviews.routes.ts';
import { scheduleSearchJobs, searchRoutes } from './features/search/search.routes.ts';
import { scheduleTaxJobs, taxRoutes } from './features/tax/tax.routes.ts';
import { scheduleTipJobs, tipRoutes } from './features/tips/tips.routes.ts';
import { eventRoutes } from './features/events/events.routes.ts';
import { passkeyRoutes } from './features/passkeys/passkeys.routes.ts';
import { peopleRoutes } from './features/people/people.routes.ts';
import { securityRoutes } from './features/sessions/sessions.routes.ts';
import { sitePageMeta } from './features/site/site-meta.ts';
import { siteRoutes } from './features/site/site.routes.ts';
import { socialRoutes } from './features/social-sign-in/social-sign-in.routes.ts';
import { userRoutes } from './features/accounts/accounts.routes.ts';
import { registerAccessControl } from './http/access.ts';
import { registerClientApp } from './http/client-app.ts';
import { registerCompression } from './http/compression.ts';
import type { App, AppContext } from './context.ts';
import { registerErrorHandling } from './http/error-handler.ts';
import { servePseudoCatalogue } from './http/pseudo-catalogue.ts';
import { setPseudoLocale } from '#shared/i18n/catalogues.ts';
import { registerInputGuard } from './http/input-guard.ts';
import { PublicCache } from './http/public-cache.ts';
import { requestLogFields } from './http/log-redaction.ts';
import { databaseRateLimitStore, tooManyAttempts } from './http/rate-limit.ts';
import { builtStyleHashes } from './http/inline-styles.ts';
import { registerSecurityHeaders } from './http/security.ts';
import { smtpMailer, storedMailer } from './integrations/email/mailer.ts';
import type { PaymentGateway } from './integrations/payments/gateway.ts';
import { openGateway } from './integrations/payments/open-gateway.ts';
import { openStorage } from './integrations/storage/open-storage.ts';
import { registerFileRoutes } from './integrations/storage/serve-files.ts';
import { startJobs } from './jobs/jobs.ts';

/** Public answers (profiles, search pages) each process keeps: tens of MB at most. */
const PUBLIC_ANSWERS_KEPT = 1000;
/** Server-rendered pages kept for signed-out visitors, under the same rule: 20 MB at most. */
const PUBLIC_PAGES_KEPT = 200;

/** Every route but the web app's, in one explicit list. */
const routes: Array<(app: App, ctx: AppContext) => void> = [
  healthRoutes,
  configRoutes,
  helpRoutes,
  userRoutes,
  peopleRoutes,
  securityRoutes,
  passkeyRoutes,
  socialRoutes,
  profileRoutes,
  imageRoutes,
  searchRoutes,
  cardRoutes,
  payoutRoutes,
  chargeRoutes,
  tipRoutes,
  bookingRoutes,
  rescueRoutes,
  calendarFeedRoutes,
  placesRoutes,
  availabilityRoutes,
  siteRoutes,
  reviewRoutes,
  messageRoutes,
  adminRoutes,
  pageViewRoutes,
  taxRoutes,
  credentialRoutes,
  eventRoutes,
  bookingPhotoRoutes,
  healthNotesRoutes,
];

type Compilers = NonNullable<
  NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']
>;

export interface BuildAppOptions {
  env: Env;
  /** An open database (tests pass a fresh clone); otherwise one is opened from `env`. */
  database?: Database;
  /** Seconds between job polls when no notification arrives. */
  jobPollingSeconds?: number;
  /** A payment provider to use instead of the configured one (tests wrap one to inject faults). */
  gateway?: PaymentGateway;
}

export async function buildApp(options: BuildAppOptions): Promise<App> {
  const { env } = options;
  const app = Fastify({
    logger: { level: env.LOG_LEVEL, serializers: { req: requestLogFields } },
    // The caller's address (rate limits) is the connection's, unless a proxy is trusted.
    trustProxy: env.TRUST_PROXY,
    // Every schema is zod. Named here, Fastify never loads its default JSON Schema compilers
    // (Ajv and fast-json-stringify): a few hundred milliseconds less at every start.
    // (Fastify's types describe Ajv's factories; it calls whatever compiler they return.)
    schemaController: {
      compilersFactory: {
        buildValidator: (() => validatorCompiler) as unknown as Compilers['buildValidator'],
        buildSerializer: (() => serializerCompiler) as unknown as Compilers['buildSerializer'],
      },
    },
  }).withTypeProvider<ZodTypeProvider>();
  // The API speaks JSON only (uploads add multipart where they need it).
  app.removeContentTypeParser('text/plain');

  const database =
    options.database ?? (await openDb({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR }));
  const mailer = env.SMTP_URL
    ? smtpMailer(env.SMTP_URL, env.MAIL_FROM)
    : storedMailer(database.db, env.MAIL_FROM);
  const jobs = await startJobs({
    database,
    mailer,
    log: app.log,
    lockSeconds: env.JOB_LEASE_SECONDS,
    ...(options.jobPollingSeconds ? { pollingIntervalSeconds: options.jobPollingSeconds } : {}),
  });
  const storage = await openStorage(env);
  const gateway = options.gateway ?? (await openGateway(env, database.db));
  const ctx: AppContext = {
    env,
    log: app.log,
    database,
    db: database.db,
    jobs,
    storage,
    gateway,
    publicCache: new PublicCache(PUBLIC_ANSWERS_KEPT),
  };
  app.decorate('context', ctx);
  app.addHook('onClose', async () => {
    await jobs.stop();
    storage.close();
    // A database handed in belongs to the caller, who closes it.
    if (!options.database) await database.close();
  });

  registerErrorHandling(app);
  // The server's own French (answers, e-mails) wrapped in ⟦…⟧ too, or not (tests build many apps).
  setPseudoLocale(env.PSEUDO_LOCALE);
  registerInputGuard(app);
  registerSecurityHeaders(app, env, builtStyleHashes(env.CLIENT_DIR));
  await registerCompression(app);
  await app.register(swagger, {
    openapi: {
      info: { title: `${PRODUCT_NAME} API`, version: '1' },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  await app.register(rateLimit, {
    global: false,
    store: databaseRateLimitStore(database.db),
    errorResponseBuilder: (_request, context) => tooManyAttempts(context.ttl / 1000),
  });
  // Uploads: limits here are the outer bound; each route narrows them.
  await app.register(multipart, {
    limits: { files: 6, fileSize: 5 * 1024 * 1024 + 1, fields: 10 },
  });
  registerAccessControl(app, database.db, env);

  for (const register of routes) register(app, ctx);
  await schedulePaymentJobs(ctx);
  await scheduleBookingJobs(ctx);
  registerCloseBookings(ctx);
  registerLeaveEvents(ctx);
  registerRescueJobs(ctx);
  registerReviewJobs(ctx);
  await registerMessageJobs(ctx);
  await scheduleTipJobs(ctx);
  await scheduleTaxJobs(ctx);
  await scheduleCredentialJobs(ctx);
  await scheduleHealthNotesJobs(ctx);
  await scheduleSearchJobs(ctx);
  if (env.NODE_ENV !== 'production') devMailRoutes(app, ctx);
  // Before the client app, whose catch-all would otherwise answer /files/*.
  registerFileRoutes(app, storage);
  const pagesKept = new PublicCache(PUBLIC_PAGES_KEPT);
  // Before the static files: the browser's French catalogue, wrapped in ⟦…⟧ (tests only).
  if (env.PSEUDO_LOCALE) await servePseudoCatalogue(app, env.CLIENT_DIR);
  await registerClientApp(app, env.CLIENT_DIR, {
    publicUrl: env.PUBLIC_URL,
    pseudoLocale: env.PSEUDO_LOCALE,
    keepPage: (key, build, keepIf) => pagesKept.get(database.db, key, build, keepIf),
    pageMeta: (pagePath, query, locale) => {
      const site = sitePageMeta(pagePath, query, locale);
      return site
        ? Promise.resolve(site)
        : profilePageMeta(database.db, env.PUBLIC_URL, pagePath, env.CUSTOMER_FEE_BPS, locale);
    },
  });
  return app;
}
