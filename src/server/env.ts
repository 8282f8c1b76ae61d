import { z } from 'zod';

/**
 * The only reader of process.env. Parsed once at start-up; a bad value stops the
 * process with a message that names each variable and what is wrong with it.
 */
const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    HOST: z.string().min(1).default('0.0.0.0'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// connection string')
      .optional(),
    PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional(),
    MAIL_FROM: z.string().min(3).default('Blush <hello@blush.local>'),
    SUPPORT_EMAIL: z.email().default('support@blush.local'),
    /** Where the built React app lives; the server serves it for every non-API path. */
    CLIENT_DIR: z.string().min(1).default('./dist/client'),
    /** Google sign-in: OpenID Connect, endpoints found by discovery from the issuer. */
    GOOGLE_CLIENT_ID: z.string().min(1).optional(),
    GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
    GOOGLE_ISSUER: z.url({ protocol: /^https?$/ }).default('https://accounts.google.com'),
    /** Facebook sign-in: OAuth 2 with the Graph API's versioned endpoints. */
    FACEBOOK_CLIENT_ID: z.string().min(1).optional(),
    FACEBOOK_CLIENT_SECRET: z.string().min(1).optional(),
    FACEBOOK_DIALOG_URL: z
      .url({ protocol: /^https?$/ })
      .default('https://www.facebook.com/v23.0/dialog/oauth'),
    FACEBOOK_GRAPH_URL: z.url({ protocol: /^https?$/ }).default('https://graph.facebook.com/v23.0'),
  })
  .superRefine((env, ctx) => {
    // In production mail must really leave: without a relay, links would never reach anyone.
    if (env.NODE_ENV === 'production' && !env.SMTP_URL) {
      ctx.addIssue({ code: 'custom', path: ['SMTP_URL'], message: 'is required in production' });
    }
    for (const provider of ['GOOGLE', 'FACEBOOK'] as const) {
      const id = env[`${provider}_CLIENT_ID`];
      const secret = env[`${provider}_CLIENT_SECRET`];
      if (Boolean(id) !== Boolean(secret)) {
        ctx.addIssue({
          code: 'custom',
          path: [`${provider}_${id ? 'CLIENT_SECRET' : 'CLIENT_ID'}`],
          message: `is required with ${provider}_${id ? 'CLIENT_ID' : 'CLIENT_SECRET'}`,
        });
      }
    }
  })
  .transform((env) => ({
    ...env,
    PUBLIC_URL: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
  }));

export type Env = z.infer<typeof EnvSchema>;

export class EnvError extends Error {}

export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  // An empty variable means "not set", as it does in most shells and .env files.
  const present = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== ''));
  const result = EnvSchema.safeParse(present);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `  - ${issue.path.join('.')}: ${issue.message}`);
  throw new EnvError(`Invalid configuration:\n${lines.join('\n')}`);
}
