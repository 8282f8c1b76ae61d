import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { completeSetupIntent } from './fake-stripe/cards.ts';
import { completeOnboarding } from './fake-stripe/connect.ts';
import { canonical, FakeStripeError, parseForm, type FormParams } from './fake-stripe/form.ts';
import { answerApiCall } from './fake-stripe/routes.ts';
import {
  FakeStripeState,
  newId,
  type FakeAccount,
  type FakeCustomer,
  type FakePaymentIntent,
  type FakePaymentMethod,
  type FakeRefund,
  type FakeSetupIntent,
  type OnboardingBank,
} from './fake-stripe/state.ts';

/**
 * A local HTTP fake of the Stripe endpoints Blush uses, so tests run the real `stripe` library
 * (docs/architecture.md): the form-encoded API, Stripe's idempotency keys, its error bodies and
 * statuses, fault injection for timeouts and outages, and the browser's and the artist's side
 * (Stripe.js confirming a card, finishing Express onboarding) as helpers.
 */

export interface FakeStripeRequest {
  method: string;
  /** Without the query string, e.g. `/v1/payment_intents`. */
  path: string;
  params: FormParams;
  idempotencyKey: string | null;
}

/**
 * `timeout`: never answers and does nothing. `timeout-after-commit`: does the work, keeps the
 * answer for the idempotency key, and never answers. `server-error`: a 500 before any work.
 */
export type FakeStripeFault = 'timeout' | 'timeout-after-commit' | 'server-error';

export interface FakeStripe {
  /** The API address, for the gateway's `apiUrl`. */
  url: string;
  webhookSecret: string;
  readonly customers: FakeCustomer[];
  readonly paymentMethods: FakePaymentMethod[];
  readonly setupIntents: FakeSetupIntent[];
  readonly accounts: FakeAccount[];
  readonly paymentIntents: FakePaymentIntent[];
  readonly refunds: FakeRefund[];
  /** Every API request received, in order (retries and replays included). */
  readonly requests: FakeStripeRequest[];
  /**
   * The browser confirming the customer's latest open SetupIntent with Stripe.js for a test
   * card (4242… saves, 0002 / 9995 / 0069 / 0127 / 0119 are refused, 0341 saves and is
   * declined when charged). Returns the SetupIntent id.
   */
  completeSetupIntent(
    customerId: string,
    cardNumber: string,
    expiry: { expMonth: number; expYear: number },
  ): string;
  /**
   * The artist finishing Express onboarding: details submitted, a bank account (Stripe's test
   * bank unless given) and payouts on; with `null`, no bank yet and payouts still off.
   */
  completeOnboarding(accountId: string, bank?: OnboardingBank | null): void;
  /** The next `times` requests to `path` (e.g. `/v1/payment_intents`) meet `kind`. */
  failNext(path: string, kind: FakeStripeFault, times?: number): void;
  /** An event as Stripe would post it to the webhook endpoint. */
  eventPayload(type: string, object: object): string;
  /** A `Stripe-Signature` header for a payload, signed with `webhookSecret`. */
  signWebhook(payload: string): string;
  close(): Promise<void>;
}

interface Answer {
  status: number;
  body: object;
}

/** What Stripe keeps per idempotency key: the request it first saw and its answer. */
interface Remembered extends Answer {
  path: string;
  params: string;
}

export async function startFakeStripe(
  options: { webhookSecret?: string } = {},
): Promise<FakeStripe> {
  const webhookSecret = options.webhookSecret ?? 'whsec_fake_stripe_secret';
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const state = new FakeStripeState(url);
  const requests: FakeStripeRequest[] = [];
  const remembered = new Map<string, Remembered>();
  const faults = new Map<string, FakeStripeFault[]>();

  /** Stripe replays a key's first answer; the same key with another request is refused. */
  function answer(method: string, path: string, params: FormParams, key: string | null): Answer {
    const prior = key ? remembered.get(key) : undefined;
    if (key && prior) {
      if (prior.path !== path) {
        return idempotencyError(
          `Keys for idempotent requests can only be used for the same endpoint they were first used for ('${prior.path}' vs '${path}'). Try using a key other than '${key}' if you meant to execute a different request.`,
        );
      }
      if (prior.params !== canonical(params)) {
        return idempotencyError(
          `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
        );
      }
      return prior;
    }
    let result: Answer;
    try {
      result = { status: 200, body: answerApiCall(state, method, path, params) };
    } catch (error) {
      if (!(error instanceof FakeStripeError)) throw error;
      result = { status: error.status, body: { error: error.body } };
    }
    // Like Stripe, a request refused before it ran (a 4xx other than a card error) is not kept.
    if (key && (result.status === 200 || result.status === 402)) {
      // A copy: a replay shows the object as it was then, not as it is now.
      remembered.set(key, { ...structuredClone(result), path, params: canonical(params) });
    }
    return result;
  }

  async function onRequest(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const { pathname, search } = new URL(req.url ?? '/', url);
    const method = req.method ?? 'GET';
    const onboarding = /^\/setup\/e\/[\w]+\/(\w+)$/.exec(pathname);
    if (onboarding && method === 'GET') return finishOnboarding(res, onboarding[1]!);

    const body = method === 'POST' ? await readBody(req) : search.slice(1);
    const params = parseForm(body);
    const key = method === 'POST' ? headerValue(req, 'idempotency-key') : null;
    requests.push({ method, path: pathname, params, idempotencyKey: key });

    if (!/^Bearer sk_(test|live)_\w+$/.test(headerValue(req, 'authorization') ?? '')) {
      return send(res, 401, {
        error: { type: 'invalid_request_error', message: 'Invalid API Key provided.' },
      });
    }
    const fault = faults.get(pathname)?.shift();
    if (fault === 'server-error') {
      return send(res, 500, {
        error: { type: 'api_error', message: 'An unknown error occurred on the fake Stripe.' },
      });
    }
    // A hung request is left open: the client gives up at its own timeout.
    if (fault === 'timeout') return;
    const result = answer(method, pathname, params, key);
    if (fault === 'timeout-after-commit') return;
    send(res, result.status, result.body, key);
  }

  function finishOnboarding(res: ServerResponse, token: string): void {
    const link = state.accountLinks.get(token);
    if (!link)
      return send(res, 404, { error: { type: 'invalid_request_error', message: 'Link expired' } });
    completeOnboarding(state, link.account);
    res.writeHead(302, { location: link.returnUrl }).end();
  }

  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    onRequest(req, res).catch((error: unknown) => {
      if (!res.headersSent)
        send(res, 500, { error: { type: 'api_error', message: String(error) } });
    });
  });

  return {
    url,
    webhookSecret,
    get customers() {
      return [...state.customers.values()];
    },
    get paymentMethods() {
      return [...state.paymentMethods.values()];
    },
    get setupIntents() {
      return [...state.setupIntents.values()];
    },
    get accounts() {
      return [...state.accounts.values()];
    },
    get paymentIntents() {
      return [...state.paymentIntents.values()];
    },
    get refunds() {
      return [...state.refunds.values()];
    },
    requests,
    completeSetupIntent: (customerId, cardNumber, expiry) =>
      completeSetupIntent(state, customerId, cardNumber, expiry),
    completeOnboarding: (accountId, bank) => completeOnboarding(state, accountId, bank),
    failNext: (path, kind, times = 1) => {
      faults.set(path, [...(faults.get(path) ?? []), ...Array<FakeStripeFault>(times).fill(kind)]);
    },
    eventPayload: (type, object) =>
      JSON.stringify({
        id: newId('evt'),
        object: 'event',
        api_version: Stripe.API_VERSION,
        created: Math.floor(Date.now() / 1000),
        type,
        data: { object },
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
      }),
    signWebhook: (payload) =>
      Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret }),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function idempotencyError(message: string): Answer {
  return { status: 400, body: { error: { type: 'idempotency_error', message } } };
}

function headerValue(req: IncomingMessage, name: string): string | null {
  const value = req.headers[name];
  return (Array.isArray(value) ? value[0] : value) ?? null;
}

function send(res: ServerResponse, status: number, body: object, key?: string | null): void {
  res.writeHead(status, {
    'content-type': 'application/json',
    'request-id': newId('req'),
    ...(key ? { 'idempotency-key': key } : {}),
  });
  res.end(JSON.stringify(body));
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
