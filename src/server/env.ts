import { isIP } from 'node:net';
import { z } from 'zod';
import { UNREAD_EMAIL_DELAY_MS } from '#shared/domain/messages.ts';
import { MAX_CUSTOMER_FEE_BPS } from '#shared/domain/amount-limits.ts';
import { PRODUCT_NAME } from '#shared/brand.ts';
import { hstNumberProblem, normalizeHstNumber } from '#shared/domain/hst.ts';

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
    /**
     * How many server processes `npm start` runs (Node's cluster: one port, the connections
     * shared out). Above 1 they need a PostgreSQL server: the embedded database is one
     * process's.
     */
    PROCESSES: z.coerce.number().int().min(1).max(64).default(1),
    PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
    /**
     * The origin passkeys belong to (their relying party is its host name); PUBLIC_URL's by
     * default. WebAuthn refuses IP addresses, so a site served at one names its host here.
     */
    PASSKEY_ORIGIN: z.url({ protocol: /^https?$/ }).optional(),
    /**
     * Unset: the caller's address is the connection's, and X-Forwarded-For is ignored (anyone
     * could write it). Behind a proxy: `true`, the number of proxies in front, or the proxies'
     * addresses and ranges (`loopback`, `10.0.0.0/8`, …, comma-separated).
     */
    TRUST_PROXY: z
      .string()
      .regex(
        /^(true|false|\d{1,2}|(loopback|linklocal|uniquelocal|[\d.]+(\/\d{1,2})?|[\da-f:]+(\/\d{1,3})?)(\s*,\s*(loopback|linklocal|uniquelocal|[\d.]+(\/\d{1,2})?|[\da-f:]+(\/\d{1,3})?))*)$/i,
        'must be true, a number of proxies, or addresses and ranges separated by commas',
      )
      .optional()
      .transform(trustProxySetting),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional(),
    /** The sender of every message; in production, `Blush <hello@PUBLIC_URL's host>` unless set. */
    MAIL_FROM: z
      .string()
      .regex(
        /^([^<>@]*<[^<>@\s]+@[^<>@\s]+>|[^<>@\s]+@[^<>@\s]+)$/,
        'must be an address, like Blush <hello@blush.example>',
      )
      .optional(),
    SUPPORT_EMAIL: z.email().default('support@blush.local'),
    /** Where the built React app lives; the server serves it for every non-API path. */
    CLIENT_DIR: z.string().min(1).default('./dist/client'),
    /**
     * `1`: the pseudo-locale, for the end-to-end leak sweep (tests/e2e/pseudo-locale.spec.ts):
     * every French message, in the pages, the browser's catalogue, answers and e-mails, comes
     * wrapped in ⟦…⟧. Refused in production: no real visitor may ever see it.
     */
    PSEUDO_LOCALE: z
      .enum(['0', '1'], { error: 'must be 1 (on) or 0 (off)' })
      .default('0')
      .transform((value) => value === '1'),
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
    /** Uploaded files go to this S3 bucket when it is set; otherwise to DATA_DIR/uploads. */
    S3_BUCKET: z
      .string()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a valid bucket name')
      .optional(),
    /** An S3-compatible service (MinIO, R2…); unset means AWS itself. */
    S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
    /** Canada's AWS region by default: the bucket must be in the region named here. */
    S3_REGION: z.string().min(1).default('ca-central-1'),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    /** Map tiles for previews (OpenStreetMap's by default); offline, the address and link still show. */
    MAP_TILE_URL: z
      .url({ protocol: /^https$/ })
      .refine((url) => ['{z}', '{x}', '{y}'].every((part) => decodeURI(url).includes(part)), {
        message: 'must contain {z}, {x} and {y}',
      })
      .default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
    /**
     * An address search in Photon's (`https://photon.komoot.io/api`) or Nominatim's
     * (`…/search`) format; unset, postal codes alone place a pin, from the embedded postal areas.
     */
    GEOCODER_URL: z.url({ protocol: /^https?$/ }).optional(),
    GEOCODER_FORMAT: z.enum(['photon', 'nominatim']).default('photon'),
    /** `simulated` (offline, Stripe's test cards) unless set to `stripe` with the keys below. */
    PAYMENTS_PROVIDER: z.enum(['simulated', 'stripe']).default('simulated'),
    STRIPE_SECRET_KEY: z.string().regex(/^sk_/, 'must be a Stripe secret key (sk_…)').optional(),
    STRIPE_PUBLISHABLE_KEY: z
      .string()
      .regex(/^pk_/, 'must be a Stripe publishable key (pk_…)')
      .optional(),
    STRIPE_WEBHOOK_SECRET: z
      .string()
      .regex(/^whsec_/, 'must be a webhook signing secret (whsec_…)')
      .optional(),
    /** Another address for Stripe's API (the tests' local fake); unset means Stripe itself. */
    STRIPE_API_URL: z.url({ protocol: /^https?$/ }).optional(),
    /** The customer service fee, in basis points (500 = 5%), one rate everywhere. */
    CUSTOMER_FEE_BPS: z.coerce.number().int().min(0).max(MAX_CUSTOMER_FEE_BPS).default(500),
    /**
     * The platform's own GST/HST registration (`123456782RT0001`): when set, the booking fee
     * carries Ontario's 13% HST and receipts print this number for it; unset, the fee has none.
     */
    PLATFORM_HST_NUMBER: z
      .string()
      .transform(normalizeHstNumber)
      .refine((v) => hstNumberProblem(v) === null, {
        error: (issue) => `${hstNumberProblem(String(issue.input)) ?? 'is not a GST/HST number'}`,
      })
      .optional(),
    /** The platform's commission on the service subtotal, in basis points. */
    COMMISSION_BPS: z.coerce.number().int().min(0).max(10_000).default(2000),
    /** The launch promotion: the first N artists verified from this day pay no commission for M months. */
    PROMOTION_STARTS_AT: z.coerce.date().default(new Date('2026-09-01T04:00:00Z')),
    PROMOTION_ARTISTS: z.coerce.number().int().min(0).default(30),
    PROMOTION_MONTHS: z.coerce.number().int().min(0).max(120).default(3),
    /**
     * How long a message waits unread before its recipient is e-mailed (issue 19: 5 minutes).
     * The end-to-end suite shortens it so a browser test can see the e-mail arrive.
     */
    MESSAGE_EMAIL_DELAY_SECONDS: z.coerce
      .number()
      .int()
      .min(1)
      .max(24 * 3600)
      .default(UNREAD_EMAIL_DELAY_MS / 1000),
    /**
     * A job worker's lease on the jobs it runs, renewed while it works: how long a process
     * killed mid-job (kill -9, a power cut) holds its jobs before another takes them over.
     * The crash tests shorten it.
     */
    JOB_LEASE_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
    /**
     * The key the artists' tax details and the customers' health notes are encrypted with
     * (AES-256-GCM): 32 bytes as 64 hex digits or base64. Unset: a key made on first start in
     * DATA_DIR/tax-data.key.
     */
    TAX_DATA_KEY: z
      .string()
      .refine(
        (k) => /^[\da-f]{64}$/i.test(k) || Buffer.from(k, 'base64').length === 32,
        'must be 32 bytes: 64 hex digits or base64',
      )
      .optional(),
    /** The platform operator's own details on the Part XX return (decision 0030). */
    TAX_PLATFORM_LEGAL_NAME: z.string().min(1).max(200).optional(),
    TAX_PLATFORM_BN: z
      .string()
      .regex(/^\d{9}$/, 'must be the 9-digit business number')
      .optional(),
    TAX_PLATFORM_RZ_ACCOUNT: z
      .string()
      .regex(/^RZ\d{4}$/, 'must be the information returns program account (RZ0001)')
      .optional(),
    TAX_PLATFORM_ADDRESS: z.string().min(1).max(200).optional(),
    TAX_PLATFORM_CITY: z.string().min(1).max(100).optional(),
    TAX_PLATFORM_PROVINCE: z
      .string()
      .regex(/^[A-Z]{2}$/, 'must be a province code (ON)')
      .default('ON'),
    TAX_PLATFORM_POSTAL_CODE: z
      .string()
      .regex(/^[A-Z]\d[A-Z] ?\d[A-Z]\d$/i, 'must be a Canadian postal code')
      .optional(),
    /** The T619 transmitter number; MM555555 is the CRA's generic one for a single return. */
    TAX_TRANSMITTER_NUMBER: z
      .string()
      .regex(/^MM\d{6}$/, 'must be MM and 6 digits')
      .default('MM555555'),
    /** Days after the second reminder before an artist without tax details has payouts held. */
    TAX_HOLD_DAYS: z.coerce.number().int().min(1).max(365).default(60),
  })
  .superRefine((env, ctx) => {
    // In production mail must really leave (without a relay, links would never reach anyone),
    // and the links in it must name the site's real address, not localhost.
    if (env.NODE_ENV === 'production') {
      for (const name of ['SMTP_URL', 'PUBLIC_URL'] as const) {
        if (!env[name])
          ctx.addIssue({ code: 'custom', path: [name], message: 'is required in production' });
      }
      // Relays and spam filters refuse a sender at a domain nobody owns (blush.local).
      const problem = productionSenderProblem(env.MAIL_FROM, env.PUBLIC_URL);
      if (problem) ctx.addIssue({ code: 'custom', path: ['MAIL_FROM'], message: problem });
      if (env.PSEUDO_LOCALE)
        ctx.addIssue({
          code: 'custom',
          path: ['PSEUDO_LOCALE'],
          message: 'is for tests only: refused in production',
        });
    }
    if (env.PROCESSES > 1 && !env.DATABASE_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['PROCESSES'],
        message: 'above 1 needs DATABASE_URL: the embedded database belongs to one process',
      });
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
    if (env.PAYMENTS_PROVIDER === 'stripe') {
      for (const name of [
        'STRIPE_SECRET_KEY',
        'STRIPE_PUBLISHABLE_KEY',
        'STRIPE_WEBHOOK_SECRET',
      ] as const) {
        if (!env[name]) {
          ctx.addIssue({
            code: 'custom',
            path: [name],
            message: 'is required with PAYMENTS_PROVIDER=stripe',
          });
        }
      }
    }
    // A bucket needs its keys; S3 settings without a bucket would quietly leave files on local
    // disk, which a production machine may not keep.
    if (env.S3_BUCKET) {
      for (const name of ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
        if (!env[name]) {
          ctx.addIssue({ code: 'custom', path: [name], message: 'is required with S3_BUCKET' });
        }
      }
    } else {
      const names = ['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
      const stray = names.find((name) => env[name]);
      if (stray) {
        ctx.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: `is required with ${stray}` });
      }
    }
  })
  .transform((env) => {
    const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');
    const derived = env.NODE_ENV === 'production' ? senderAt(new URL(publicUrl).hostname) : null;
    return {
      ...env,
      MAIL_FROM: env.MAIL_FROM ?? derived ?? DEV_MAIL_FROM,
      PUBLIC_URL: publicUrl,
      PASSKEY_ORIGIN: new URL(env.PASSKEY_ORIGIN ?? publicUrl).origin,
    };
  });

export type Env = z.infer<typeof EnvSchema>;

/** The sender outside production, where mail stays at /dev/mail. */
const DEV_MAIL_FROM = 'Blush <hello@blush.local>';

/** The sender derived from a host name (`www.` left out), as `Blush <hello@host>`. */
const senderAt = (host: string) => `${PRODUCT_NAME} <hello@${host.replace(/^www\./, '')}>`;

/**
 * Whether mail can be sent from `domain`: a public name with a dot, not localhost, not an IP
 * address, not a reserved name for local networks (RFC 6761, RFC 6762).
 */
function isMailDomain(domain: string): boolean {
  const host = domain.toLowerCase().replace(/^\[|\]$/g, '');
  if (!host.includes('.') || isIP(host) !== 0) return false;
  return !/\.(local|localhost|invalid|internal|lan|home\.arpa)$/.test(host);
}

/** Why production cannot send as `mailFrom` (or as PUBLIC_URL's host, when it is unset). */
function productionSenderProblem(mailFrom: string | undefined, publicUrl: string | undefined) {
  if (mailFrom) {
    const domain = mailFrom.replace(/^.*@/, '').replace(/>$/, '');
    return isMailDomain(domain)
      ? null
      : `must be at a domain that can send mail in production (not ${domain})`;
  }
  if (!publicUrl) return null; // PUBLIC_URL is reported missing already
  const host = new URL(publicUrl).hostname;
  return isMailDomain(host)
    ? null
    : `is required in production when PUBLIC_URL's host (${host}) cannot send mail; set it to an address at your domain, like Blush <hello@blush.example>`;
}

/** TRUST_PROXY as Fastify's `trustProxy` option. */
function trustProxySetting(value: string | undefined): boolean | string[] | TrustHops {
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return (_address: string, hop: number) => hop < hops;
  }
  return value.split(',').map((part) => part.trim());
}

type TrustHops = (address: string, hop: number) => boolean;

export class EnvError extends Error {}

export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  // An empty variable means "not set", as it does in most shells and .env files.
  const present = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== ''));
  const result = EnvSchema.safeParse(present);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `  - ${issue.path.join('.')}: ${issue.message}`);
  throw new EnvError(`Invalid configuration:\n${lines.join('\n')}`);
}

/** For entry points: the settings, or the process stops with one line per bad variable. */
export function readEnvOrExit(): Env {
  try {
    return parseEnv();
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
